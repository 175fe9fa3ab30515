import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { CREATE_PGLITE_CLUSTER, MIGRATIONS_DIR } from '../server/db/connect';
import { SERVER_BUNDLE, SERVER_BUNDLE_INPUTS } from './server-bundle.mjs';

// The server as one plain JavaScript file (`npm run build:server`; where it goes and whether it is
// current are in server-bundle.mjs, which start.mjs reads without a TypeScript loader). Packages stay
// imports from node_modules, as under tsx. A production server run through tsx held far more memory
// (tsx, and each module's transpiled source with an inline source map, kept for stack traces); the
// linked source map here is used only when asked for (NODE_OPTIONS=--enable-source-maps).

/**
 * The server's TypeScript (server/, schemas/ and the shared/ it reads) as one ES module for plain
 * Node, at `outfile`, which must be inside the project: packages stay imports, resolved from its
 * node_modules. Returns the source files it was made from.
 */
export async function bundleServer(outfile: string): Promise<string[]> {
  const dir = path.dirname(outfile);
  fs.rmSync(dir, { recursive: true, force: true });
  const result = await build({
    entryPoints: ['server/main.ts'],
    outfile,
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
  fs.cpSync(MIGRATIONS_DIR, path.join(dir, 'migrations'), { recursive: true });
  fs.cpSync(CREATE_PGLITE_CLUSTER, path.join(dir, path.basename(CREATE_PGLITE_CLUSTER)));
  return [...Object.keys(result.metafile.inputs), path.relative('.', CREATE_PGLITE_CLUSTER)];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  fs.writeFileSync(SERVER_BUNDLE_INPUTS, JSON.stringify(await bundleServer(SERVER_BUNDLE)));
  console.log(
    `server bundle: ${SERVER_BUNDLE} (${Math.round(fs.statSync(SERVER_BUNDLE).size / 1024)} KB) in ${Math.round(performance.now() - started)} ms`,
  );
}
