import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

// One backup is one gzip-compressed tar: a JSON-lines file per table (db/<table>.jsonl), the uploads
// as they are on disk (uploads/<group>/<file>), and last manifest.json, which names every other
// entry with its size and SHA-256. The manifest comes last because it can only be written once
// everything else has been; a file cut short anywhere therefore lacks it and is refused.

export const MANIFEST = 'manifest.json';
const SHA256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);
/** Names with nothing that could climb out of the directory they are restored into. */
const SAFE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

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
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      rows: count,
      bytes: count,
      sha256: SHA256,
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

export class BadBackupError extends Error {}

/**
 * Unpacks a backup into `dir` (which must exist and be empty) and checks it whole: every entry named
 * in the manifest with its size and SHA-256, nothing else present. Throws BadBackupError, with a
 * sentence for the operator, for a file that is not a backup, cut short or damaged.
 */
export async function unpackBackup(file: string, dir: string): Promise<Manifest> {
  const found = new Map<string, ManifestEntry>();
  let manifestText: string | undefined;
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== 'file' || !SAFE_PATH.test(name) || found.has(name))
        throw new BadBackupError(`unexpected entry ${JSON.stringify(name)}`);
      if (name === MANIFEST) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      if (!name.startsWith('db/') && !name.startsWith('uploads/'))
        throw new BadBackupError(`unexpected entry ${JSON.stringify(name)}`);
      const target = path.join(dir, name);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const hash = crypto.createHash('sha256');
      let bytes = 0;
      const out = fs.createWriteStream(target, { flags: 'wx' });
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        hash.update(chunk);
        bytes += chunk.length;
        if (!out.write(chunk)) await once(out, 'drain');
      }
      out.end();
      await once(out, 'close');
      found.set(name, { bytes, sha256: hash.digest('hex') });
    }
    await reading;
  } catch (error) {
    if (error instanceof BadBackupError) throw error;
    throw new BadBackupError(`it is damaged or incomplete (${(error as Error).message})`);
  }
  if (manifestText === undefined)
    throw new BadBackupError(
      'it has no manifest: it is incomplete (a backup cut short) or not a backup of this product',
    );
  let manifest: Manifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new BadBackupError('its manifest is not one this product writes');
  }
  const expected = new Map<string, ManifestEntry>([
    ...manifest.tables.map((t) => [tableEntry(t.name), t] as const),
    ...manifest.uploads.map((u) => [uploadEntry(u.path), u] as const),
  ]);
  for (const [name, want] of expected) {
    const got = found.get(name);
    if (!got) throw new BadBackupError(`${name} is missing`);
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256)
      throw new BadBackupError(`${name} does not match its checksum`);
  }
  const extra = [...found.keys()].find((name) => !expected.has(name));
  if (extra) throw new BadBackupError(`${extra} is not in its manifest`);
  return manifest;
}
