import { existsSync, readFileSync, statSync } from 'node:fs';

// Where `npm run build` writes the server (scripts/build-server.ts): one plain JavaScript file that
// Node runs with no TypeScript loader in the process, so neither the loader nor a second, transpiled
// copy of every module's source and its source map sits in the server's memory.
export const SERVER_BUNDLE = 'build/node-server/main.js';
// The source files the bundle was made from, for scripts/start.mjs to tell a stale bundle.
export const SERVER_BUNDLE_INPUTS = 'build/node-server/inputs.json';

/**
 * The first source file the bundle was made from that is newer than the bundle, or gone; undefined
 * when the bundle is current. A bundle with no list of its inputs counts as stale.
 */
export function changedSince(bundle = SERVER_BUNDLE, inputs = SERVER_BUNDLE_INPUTS) {
  if (!existsSync(bundle) || !existsSync(inputs)) return bundle;
  const bundled = statSync(bundle).mtimeMs;
  return JSON.parse(readFileSync(inputs, 'utf8')).find(
    (file) => !existsSync(file) || statSync(file).mtimeMs > bundled,
  );
}
