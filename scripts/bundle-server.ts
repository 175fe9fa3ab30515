import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { CREATE_PGLITE_CLUSTER, MIGRATIONS_DIR } from '../server/db/connect';

/**
 * The server's TypeScript (server/, schemas/ and the shared/content/ it reads) as one ES module for plain Node, at
 * `outfile`, which must be inside the project: packages stay imports, resolved from its node_modules. Returns the
 * source files it was made from.
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
