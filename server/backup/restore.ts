import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connect';
import { rowsOf } from '../db/rows';
import { saveUploads } from '../services/admin/uploads';
import { BadBackupError, tableEntry, unpackBackup, uploadEntry, type Manifest } from './archive';
import { MIGRATIONS, migrateWith, migrationsUpTo } from './migrations';

/** Rows sent in one INSERT: large enough to be quick, small enough to keep one statement's JSON modest. */
const ROWS_PER_INSERT = 1000;

export class RestoreRefused extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  /** Rows in each table after the restore (the backup's, checked against its manifest). */
  counts: { table: string; rows: number }[];
  uploads: number;
}

const publicTables = async (db: Pick<Database, 'execute'>) =>
  rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((r) => r.name);

/** The public schema's own functions (not an extension's), as the catalogue quotes their signatures. */
const publicFunctions = async (db: Pick<Database, 'execute'>) =>
  rowsOf<{ signature: string }>(
    await db.execute(
      sql`select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    ),
  ).map((r) => r.signature);

/** Tables that hold rows, with their counts. */
async function filledTables(database: DatabaseHandle): Promise<string[]> {
  const filled = [];
  for (const name of await publicTables(database.db)) {
    const [row] = rowsOf<{ n: number | string }>(
      await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`),
    );
    if (Number(row?.n) > 0) filled.push(`${name} (${row!.n})`);
  }
  return filled;
}

/**
 * Restores a backup into `database` and `uploadsDir`. The whole file is unpacked and checked
 * (checksums, migration level) before anything is touched; a non-empty target is refused unless
 * `force`. The backup's schema is rebuilt at its own migration, its rows loaded in one transaction,
 * identity sequences moved past the highest id, and the database then migrated forward.
 */
export async function restoreBackup({
  file,
  database,
  force = false,
}: {
  file: string;
  database: DatabaseHandle;
  force?: boolean;
}): Promise<RestoreResult> {
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'academy-restore-'));
  try {
    let manifest: Manifest;
    try {
      manifest = await unpackBackup(file, staging);
    } catch (error) {
      if (error instanceof BadBackupError)
        throw new RestoreRefused(
          `${file} cannot be restored: ${error.message}. Nothing was changed.`,
        );
      throw error;
    }
    if (!MIGRATIONS.some((m) => m.tag === manifest.migration)) {
      throw new RestoreRefused(
        `${file} was taken by a newer version of the product (${manifest.productVersion}, migration ${manifest.migration}): restore it with that version or a later one. Nothing was changed.`,
      );
    }
    if (!force) {
      const filled = await filledTables(database);
      if (filled.length)
        throw new RestoreRefused(
          `Restore needs an empty target, and the database holds rows: ${filled.join(', ')}. Add --force to replace them with the backup. Nothing was changed.`,
        );
    }

    // Empty (or replaced with --force): drop what is there, so the schema is exactly the backup's.
    await database.db.transaction(async (tx) => {
      for (const name of await publicTables(tx))
        await tx.execute(sql`drop table if exists ${sql.identifier(name)} cascade`);
      // Migrations make functions too (the page notices' trigger function): the backup's migrations make them again.
      for (const fn of await publicFunctions(tx))
        await tx.execute(sql.raw(`drop function if exists ${fn} cascade`));
      await tx.execute(sql`drop schema if exists drizzle cascade`);
    });
    await migrateWith(
      database,
      migrationsUpTo(manifest.migration, path.join(staging, 'migrations')),
    );
    await loadRows(database, manifest, staging);
    await database.migrate();
    for (const upload of manifest.uploads)
      await saveUploads(
        database.db,
        new Map([
          [upload.path, await fs.promises.readFile(path.join(staging, uploadEntry(upload.path)))],
        ]),
      );

    const counts = [];
    for (const table of manifest.tables) {
      const [row] = rowsOf<{ n: number | string }>(
        await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table.name)}`,
        ),
      );
      counts.push({ table: table.name, rows: Number(row?.n) });
    }
    return { manifest, counts, uploads: manifest.uploads.length };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

async function loadRows(database: DatabaseHandle, manifest: Manifest, staging: string) {
  await database.db.transaction(async (tx) => {
    for (const table of manifest.tables) {
      const name = sql.identifier(table.name);
      const lines = (await fs.promises.readFile(path.join(staging, tableEntry(table.name)), 'utf8'))
        .split('\n')
        .filter(Boolean);
      for (let i = 0; i < lines.length; i += ROWS_PER_INSERT) {
        const batch = `[${lines.slice(i, i + ROWS_PER_INSERT).join(',')}]`;
        await tx.execute(
          sql`insert into ${name} select * from jsonb_populate_recordset(null::${name}, ${batch}::jsonb)`,
        );
      }
      // serial columns: the next id follows the highest restored one, so new leads never collide.
      const serials = rowsOf<{ column_name: string }>(
        await tx.execute(
          sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table.name} and column_default like 'nextval(%'`,
        ),
      );
      for (const { column_name } of serials) {
        const column = sql.identifier(column_name);
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${table.name}, ${column_name}), coalesce((select max(${column}) from ${name}), 0) + 1, false)`,
        );
      }
    }
  });
}
