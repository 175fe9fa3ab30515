import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

// One backup is one gzip-compressed tar: a JSON-lines file per table (db/<table>.jsonl), the uploaded
// pictures as files (uploads/<group>/<file>), and last manifest.json, which names every other
// entry with its size and SHA-256. The manifest comes last because it can only be written once
// everything else has been; a file cut short anywhere therefore lacks it and is refused.

export const MANIFEST = 'manifest.json';
const SHA256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);
/** A table or column name as this product writes them. */
const NAME = z.string().regex(/^[a-z_][a-z0-9_]*$/);
/** Entry names: plain relative paths, with nothing that could climb out of a directory. */
export const SAFE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export const ManifestSchema = z.object({
  format: z.literal('academy-backup'),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  productVersion: z.string(),
  /** The last migration applied to the database backed up (a tag of server/db/migrations/meta/_journal.json). */
  migration: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** In the order they load: each after the tables its foreign keys point to. */
  tables: z.array(
    z.object({
      name: NAME,
      rows: count,
      bytes: count,
      sha256: SHA256,
      /**
       * The value each serial column's sequence would hand out next, so ids of deleted rows are
       * never handed out again. Older backups lack it.
       */
      sequences: z.record(NAME, z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).optional(),
    }),
  ),
  uploads: z.array(z.object({ path: z.string().regex(SAFE_PATH), bytes: count, sha256: SHA256 })),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestEntry = { bytes: number; sha256: string };

export const tableEntry = (table: string) => `db/${table}.jsonl`;
export const uploadEntry = (file: string) => `uploads/${file}`;

/** Writes entries into a compressed tar at `file`; the caller renames it into place once finish() resolves. */
export function createArchiveWriter(file: string) {
  const pack = tar.pack();
  const written = pipeline(
    pack,
    zlib.createGzip({ level: 6 }),
    fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
  // A failed write rejects `written`; it is awaited in finish(), or abort() is called.
  written.catch(() => {});
  const mtime = new Date();

  const add = (name: string, data: Buffer) =>
    new Promise<ManifestEntry>((resolve, reject) =>
      pack.entry({ name, size: data.length, mode: 0o600, mtime }, data, (error) =>
        error
          ? reject(error)
          : resolve({
              bytes: data.length,
              sha256: crypto.createHash('sha256').update(data).digest('hex'),
            }),
      ),
    );

  return {
    add,
    async finish(manifest: Manifest): Promise<void> {
      await add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
      pack.finalize();
      await written;
      const handle = await fs.promises.open(file, 'r');
      await handle.sync();
      await handle.close();
    },
    abort(error: Error) {
      pack.destroy(error as never);
    },
  };
}
