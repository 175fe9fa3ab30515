// `npm start`: build the site first if it has not been built yet (a fresh clone), its sources changed since,
// or it was built for another PUBLIC_URL; else bundle the server again when one of its source files changed
// since its bundle was made; then run the bundle in this process. A process that holds the embedded database
// (a server already running) turns it away first, before a build could replace files that server serves.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inUseMessage, runningHolder } from '../server/db/lock-holder.mjs';
import { changedSince, SERVER_BUNDLE } from './server-bundle.mjs';
import { siteBuildStale } from './site-build.mjs';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The server's own defaults (server/config.ts); the server checks again, as it takes the lock.
if (!process.env.DATABASE_URL?.trim()) {
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const holder = runningHolder(dataDir);
  if (holder) {
    console.error(inUseMessage(dataDir, holder));
    process.exit(1);
  }
}

// The server's own default (server/config.ts), which the build's pages also take.
const stale = siteBuildStale({ publicUrl: process.env.PUBLIC_URL || 'http://localhost:3000' });
if (stale) {
  console.log(`${stale}: running npm run build first.`);
  run(['run', 'build']);
} else {
  const changed = changedSince();
  if (changed) {
    console.log(
      changed === SERVER_BUNDLE
        ? 'The server is not bundled yet: bundling it.'
        : `Bundling the server again: ${changed} changed since it was bundled.`,
    );
    run(['run', 'build:server']);
  }
}

await import(pathToFileURL(SERVER_BUNDLE).href);
