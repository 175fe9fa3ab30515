// Where `npm run build` writes the server (scripts/build-server.ts): one plain JavaScript file that
// Node runs with no TypeScript loader in the process, so neither the loader nor a second, transpiled
// copy of every module's source and its source map sits in the server's memory.
export const SERVER_BUNDLE = 'build/node-server/main.js';
// The source files the bundle was made from, for scripts/start.mjs to tell a stale bundle.
export const SERVER_BUNDLE_INPUTS = 'build/node-server/inputs.json';
