import fs from 'node:fs';
import { bundleServer } from './bundle-server';
import { SERVER_BUNDLE, SERVER_BUNDLE_INPUTS } from './server-bundle.mjs';

// The server as one plain JavaScript file (bundle-server.ts). Packages stay imports from node_modules, as under
// tsx. A production server run through tsx held far more memory (tsx, and each module's transpiled source
// with an inline source map, kept for stack traces); the linked source map here is used only when asked for
// (NODE_OPTIONS=--enable-source-maps).

const started = performance.now();
fs.writeFileSync(SERVER_BUNDLE_INPUTS, JSON.stringify(await bundleServer(SERVER_BUNDLE)));
console.log(
  `server bundle: ${SERVER_BUNDLE} (${Math.round(fs.statSync(SERVER_BUNDLE).size / 1024)} KB) in ${Math.round(performance.now() - started)} ms`,
);
