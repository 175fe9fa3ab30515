import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import {
  createArchiveWriter,
  MANIFEST,
  tableEntry,
  uploadEntry,
  type Manifest,
  type ManifestEntry,
} from '../../../server/backup/archive';
import { backupTables } from '../../../server/backup/tables';
import type { DatabaseHandle } from '../../../server/db/connect';
import { rowsOf } from '../../../server/db/rows';
import { uploads } from '../../../server/db/schema';

// What the backup tests compare (every row and uploaded byte of a database, everything a failed
// restore must leave as it was), and the hostile files they build from a genuine backup.

/** Every row of every table as its full JSON (times in UTC), in key order: equal maps mean equal databases. */
export async function allRows(database: DatabaseHandle): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables: Record<string, string[]> = {};
    for (const { name, key } of backupTables()) {
      tables[name] = rowsOf<{ j: string }>(
        await tx.execute(
          sql`select to_jsonb(t)::text as j from ${sql.identifier(name)} t order by ${sql.identifier(key)}`,
        ),
      ).map((r) => r.j);
    }
    return tables;
  });
}

/** Every uploaded file the database holds, with the SHA-256 of its bytes. */
export async function allUploads(database: DatabaseHandle): Promise<Record<string, string>> {
  const rows = await database.db.select().from(uploads).orderBy(uploads.path);
  return Object.fromEntries(
    rows.map((row) => [row.path, crypto.createHash('sha256').update(row.bytes).digest('hex')]),
  );
}

/**
 * What a restore that fails must leave exactly as it was: every row and picture, the tables in the
 * database (the product's and anyone else's), the sequences, functions, migrations and roles.
 */
export async function databaseState(database: DatabaseHandle) {
  const query = async (statement: ReturnType<typeof sql>) =>
    rowsOf<Record<string, unknown>>(await database.db.execute(statement));
  return {
    rows: await allRows(database),
    uploads: await allUploads(database),
    tables: await query(
      sql`select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
    ),
    sequences: await query(
      sql`select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1`,
    ),
    functions: await query(
      sql`select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1`,
    ),
    migrations: await query(
      sql`select hash, created_at::text from drizzle.__drizzle_migrations order by id`,
    ),
    roles: await query(sql`select rolname, rolsuper from pg_roles order by 1`),
  };
}

/** Every entry of a backup, unpacked in memory (a test's backups are small), and its manifest. */
export async function entriesOf(
  file: string,
): Promise<{ manifest: Manifest; entries: Map<string, Buffer> }> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await reading;
  const manifest = JSON.parse(entries.get(MANIFEST)!.toString('utf8')) as Manifest;
  entries.delete(MANIFEST);
  return { manifest, entries };
}

/** Writes `entries` as a backup with `manifest` as it is (a changed entry then fails its checksum). */
export async function repack(
  file: string,
  manifest: Manifest,
  entries: Map<string, Buffer>,
): Promise<string> {
  const writer = createArchiveWriter(file);
  for (const [name, data] of entries) await writer.add(name, data);
  await writer.finish(manifest);
  return file;
}

/**
 * Writes `entries` as a backup whose manifest's sizes, checksums and row counts are computed again,
 * as someone forging a hostile file would: it passes every check a damaged file fails.
 */
export async function forge(
  file: string,
  manifest: Manifest,
  entries: Map<string, Buffer>,
): Promise<string> {
  const writer = createArchiveWriter(file);
  const written = new Map<string, ManifestEntry>();
  for (const [name, data] of entries) written.set(name, await writer.add(name, data));
  const lines = (data: Buffer | undefined) =>
    data ? data.toString('utf8').split('\n').filter(Boolean).length : 0;
  await writer.finish({
    ...manifest,
    tables: manifest.tables.map((table) => ({
      ...table,
      ...written.get(tableEntry(table.name)),
      rows: lines(entries.get(tableEntry(table.name))),
    })),
    uploads: manifest.uploads.map((upload) => ({
      ...upload,
      ...written.get(uploadEntry(upload.path)),
    })),
  });
  return file;
}

/**
 * A compression bomb built from a genuine backup: its entries, then one more (`name`, in place of
 * the genuine one of that name) whose header claims `claimed` bytes, followed by `bytes` bytes of
 * `fill` repeated (zeros by default) as gzip members of 16 MiB each, which compress to a few KB:
 * the file stays small whatever it unpacks to.
 */
export async function bomb(
  file: string,
  entries: Map<string, Buffer>,
  {
    name,
    claimed,
    bytes,
    fill = Buffer.alloc(1),
  }: { name: string; claimed: number; bytes: number; fill?: Buffer },
): Promise<string> {
  const pack = tar.pack();
  for (const [entry, data] of entries)
    if (entry !== name) pack.entry({ name: entry, size: data.length }, data);
  pack.entry({ name, size: 0 }, Buffer.alloc(0));
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  // The last header (before the two zero blocks that end the archive) made to claim `claimed` bytes.
  const packed = Buffer.concat(chunks);
  const archive = packed.subarray(0, packed.length - 1024);
  const header = archive.subarray(archive.length - 512);
  header.write(`${claimed.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  header.fill(' ', 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  const size = Math.floor((16 * 1024 * 1024) / fill.length) * fill.length;
  const member = zlib.gzipSync(Buffer.alloc(size, fill));
  const parts = [zlib.gzipSync(archive)];
  for (let left = bytes; left > 0; left -= size) parts.push(member);
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}
