import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import packageJson from '../../package.json' with { type: 'json' };
import type { DatabaseHandle } from '../db/connect';
import { rowsOf } from '../db/rows';
import { uploads } from '../db/schema';
import { createArchiveWriter, tableEntry, uploadEntry, type Manifest } from './archive';
import { migrationOf } from './migrations';
import { serialColumns } from './sequences';
import { backupTables, UPLOADS_TABLE } from './tables';

export const BACKUP_NAME = /^academy-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar\.gz$/;
export const backupName = (at: Date) =>
  `academy-backup-${at.toISOString().replaceAll(':', '-')}.tar.gz`;

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  manifest: Manifest;
}

/**
 * Reads every table inside one read-only REPEATABLE READ transaction: one snapshot, so a lead stored
 * while the backup runs is in it whole (with its notification job) or not at all. On PGlite the
 * transaction holds the single connection, so requests wait for the reading (not the writing) of the
 * backup. Timestamps are written in UTC, so the same rows give the same bytes on either database.
 * Uploaded pictures are listed here and read afterwards, one at a time: a picture's bytes never
 * change under its name, and the transaction need not hold them all.
 */
async function readSnapshot(database: DatabaseHandle) {
  return database.db.transaction(
    async (tx) => {
      await tx.execute(sql`set local timezone = 'UTC'`);
      const migration = await migrationOf(tx);
      // A database not yet migrated to this version's schema (backed up before an upgrade) lacks the newer tables.
      const present = new Set(
        rowsOf<{ name: string }>(
          await tx.execute(
            sql`select tablename as name from pg_tables where schemaname = 'public'`,
          ),
        ).map((r) => r.name),
      );
      const serials = await serialColumns(tx);
      const tables = [];
      for (const { name, key } of backupTables().filter((table) => present.has(table.name))) {
        const rows = rowsOf<{ j: string }>(
          await tx.execute(
            sql`select to_jsonb(t)::text as j from ${sql.identifier(name)} t order by ${sql.identifier(key)}`,
          ),
        );
        tables.push({
          name,
          rows: rows.length,
          data: Buffer.from(rows.map((r) => `${r.j}\n`).join('')),
          sequences: Object.fromEntries(
            serials.filter((s) => s.table === name).map((s) => [s.column, s.next]),
          ),
        });
      }
      const files = present.has(UPLOADS_TABLE)
        ? rowsOf<{ path: string; size: number | string }>(
            await tx.execute(
              sql`select path, octet_length(bytes) as size from ${uploads} order by path`,
            ),
          ).map((r) => ({ path: r.path, size: Number(r.size) }))
        : [];
      return { migration, tables, files };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function uploadBytes(database: DatabaseHandle, file: string): Promise<Buffer> {
  const [row] = await database.db
    .select({ bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.path, file));
  if (!row) throw new Error(`the upload ${file} was removed while it was backed up`);
  return row.bytes;
}

/**
 * Writes one backup (the database, its uploaded pictures as files) to `outDir` under a temporary
 * name and renames it into place once it is whole and on disk: a backup cut short leaves only a
 * `.partial` file, which restore refuses.
 */
export async function takeBackup({
  database,
  outDir,
  now = new Date(),
}: {
  database: DatabaseHandle;
  outDir: string;
  now?: Date;
}): Promise<BackupResult> {
  const started = performance.now();
  await fs.promises.mkdir(outDir, { recursive: true });
  const snapshot = await readSnapshot(database);
  const final = path.join(outDir, backupName(now));
  const partial = path.join(outDir, `.${path.basename(final)}.${process.pid}.partial`);
  const writer = createArchiveWriter(partial);
  let manifest: Manifest;
  try {
    const tables: Manifest['tables'] = [];
    for (const table of snapshot.tables)
      tables.push({
        name: table.name,
        rows: table.rows,
        ...(await writer.add(tableEntry(table.name), table.data)),
        sequences: table.sequences,
      });
    const files: Manifest['uploads'] = [];
    for (const { path: file } of snapshot.files)
      files.push({
        path: file,
        ...(await writer.add(uploadEntry(file), await uploadBytes(database, file))),
      });
    manifest = {
      format: 'academy-backup',
      formatVersion: 1,
      createdAt: now.toISOString(),
      productVersion: packageJson.version,
      migration: snapshot.migration,
      source: database.kind,
      tables,
      uploads: files,
    };
    await writer.finish(manifest);
    await fs.promises.rename(partial, final);
  } catch (error) {
    writer.abort(error as Error);
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  const { size } = await fs.promises.stat(final);
  return { file: final, bytes: size, ms: Math.round(performance.now() - started), manifest };
}
