import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { CREATE_PGLITE_CLUSTER, MIGRATIONS_DIR } from '../server/db/connect';
import { SERVER_BUNDLE, SERVER_BUNDLE_INPUTS } from './server-bundle.mjs';

// The server's TypeScript (server/, contract/ and the content/ it reads) as one ES module for
// plain Node. Packages stay imports from node_modules, as under tsx. A production server run through
// tsx held about 120 MB more (tsx, and each module's transpiled source with an inline source map,
// kept for stack traces); the linked source map here is used only when asked for
// (NODE_OPTIONS=--enable-source-maps).

const started = performance.now();
fs.rmSync(path.dirname(SERVER_BUNDLE), { recursive: true, force: true });
const result = await build({
  entryPoints: ['server/main.ts'],
  outfile: SERVER_BUNDLE,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});
// connect.ts finds its migrations and the script that creates a new embedded database beside itself
// (import.meta.url), which in the bundle is this folder.
fs.cpSync(MIGRATIONS_DIR, path.join(path.dirname(SERVER_BUNDLE), 'migrations'), { recursive: true });
fs.cpSync(CREATE_PGLITE_CLUSTER, path.join(path.dirname(SERVER_BUNDLE), path.basename(CREATE_PGLITE_CLUSTER)));
const inputs = [...Object.keys(result.metafile.inputs), path.relative('.', CREATE_PGLITE_CLUSTER)];
fs.writeFileSync(SERVER_BUNDLE_INPUTS, JSON.stringify(inputs));
console.log(`server bundle: ${SERVER_BUNDLE} (${Math.round(fs.statSync(SERVER_BUNDLE).size / 1024)} KB) in ${Math.round(performance.now() - started)} ms`);
