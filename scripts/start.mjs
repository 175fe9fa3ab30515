// `npm start`: build the site first if it has not been built yet (a fresh clone), bundle the server
// again when one of its source files changed since its bundle was made, then run the bundle in this
// process.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE, SERVER_BUNDLE_INPUTS } from './server-bundle.mjs';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('build/server/index.js') || !existsSync(SERVER_BUNDLE) || !existsSync(SERVER_BUNDLE_INPUTS)) {
  console.log('The site is not built yet: running npm run build first.');
  run(['run', 'build']);
} else {
  const bundled = statSync(SERVER_BUNDLE).mtimeMs;
  const changed = JSON.parse(readFileSync(SERVER_BUNDLE_INPUTS, 'utf8')).find((file) => !existsSync(file) || statSync(file).mtimeMs > bundled);
  if (changed) {
    console.log(`${changed} changed since the server was bundled: bundling it again.`);
    run(['run', 'build:server']);
  }
}

await import(pathToFileURL(SERVER_BUNDLE).href);
