// `npm start`: build the site first if it has not been built yet (a fresh clone), bundle the server
// again when one of its source files changed since its bundle was made, then run the bundle in this
// process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { changedSince, SERVER_BUNDLE } from './server-bundle.mjs';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('build/server/index.js')) {
  console.log('The site is not built yet: running npm run build first.');
  run(['run', 'build']);
} else {
  const changed = changedSince();
  if (changed) {
    console.log(changed === SERVER_BUNDLE ? 'The server is not bundled yet: bundling it.' : `Bundling the server again: ${changed} changed since it was bundled.`);
    run(['run', 'build:server']);
  }
}

await import(pathToFileURL(SERVER_BUNDLE).href);
