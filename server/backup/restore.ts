import { sql } from 'drizzle-orm';
import { UPLOAD_FILE } from '../../schemas/content-admin';
import type { Database, DatabaseHandle } from '../db/connect';
import { rowsOf } from '../db/rows';
import { saveUploads } from '../uploads/uploads';
import { tableEntry, type Manifest } from './archive';
import { applyMigrations, MIGRATIONS, migrationFunctions } from './migrations';
import { checkBackup, lines, readCheckedBackup } from './reader';
import { describeFailure } from './restore-errors';
import { serialColumns, setSequences } from './sequences';
import { backupTables, productTables, UPLOADS_TABLE } from './tables';

/** Rows sent in one INSERT, whichever comes first: quick, and one statement's JSON stays modest. */
const ROWS_PER_INSERT = 1000;
const BYTES_PER_INSERT = 8 * 1024 * 1024;
const NOTHING_CHANGED = 'Nothing was changed.';

/** The restore did not happen: the target is exactly as it was, and the message says so. */
export class RestoreRefused extends Error {}
/** The restore failed as it was being committed: whether it was saved is not known. */
export class RestoreUncertain extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  /** Rows in each table restored, then the uploaded files. */
  counts: { table: string; rows: number }[];
  /** Files under uploads/ the site never served (an older backup's strays): not restored. */
  left: string[];
}

type Tx = Pick<Database, 'execute' | 'insert'>;

/**
 * Restores a backup into `database`, all or nothing. The whole file is read and checked first
 * (checksums, rows, migration, tables that are this product's own) with nothing touched; then one
 * transaction empties the product's tables (refusing rows already there unless `force`), rebuilds
 * the schema the backup was taken at, loads its rows, migrates forward, stores its pictures and
 * sets the id sequences. Any failure rolls all of it back. Only the product's own tables and
 * functions are touched; other tables in the database stay as they are. Errors name tables,
 * columns and rows by number, never a row's values.
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
  const refused = (reason: string) =>
    new RestoreRefused(`${file} cannot be restored: ${reason}. ${NOTHING_CHANGED}`);
  let manifest: Manifest;
  try {
    manifest = await checkBackup(file);
  } catch (error) {
    throw refused(describeFailure(error));
  }
  if (!MIGRATIONS.some((m) => m.tag === manifest.migration))
    throw refused(
      `it was taken by a newer version of the product (${manifest.productVersion}, migration ${manifest.migration}): restore it with that version or a later one`,
    );
  const foreign = foreignTable(manifest);
  if (foreign) throw refused(foreign);

  let step = 'opening a transaction';
  let loaded = false;
  try {
    return await database.db.transaction(async (tx) => {
      step = 'checking what the database holds';
      await lockProductTables(tx, force);
      step = "removing the product's tables";
      await dropProductObjects(tx);
      const onStep = (tag: string) => (step = `applying migration ${tag}`);
      await applyMigrations(tx, { upTo: manifest.migration, onStep });
      await loadTables(tx, file, manifest, (at) => (step = at));
      await applyMigrations(tx, { onStep });
      const left = await loadUploads(tx, file, manifest, (at) => (step = at));
      step = 'setting the id sequences';
      await restoreSequences(tx, manifest);
      const counts = await countRows(tx, manifest);
      loaded = true;
      return { manifest, counts, left };
    });
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    if (loaded)
      throw new RestoreUncertain(
        `Restore of ${file} failed as it was being saved (${describeFailure(error)}): the database holds either the backup or what it held before. Look, then restore again with --force.`,
      );
    throw refused(`${describeFailure(error)}, while ${step}`);
  }
}

/** A reason to refuse the manifest's list of tables, if it has one: each must be one of the product's own, once. */
function foreignTable(manifest: Manifest): string | undefined {
  const own = new Set(backupTables().map((t) => t.name));
  const seen = new Set<string>();
  for (const { name } of manifest.tables) {
    if (seen.has(name)) return `its manifest lists the table ${name} twice`;
    if (!own.has(name))
      return `its manifest names a table that is not one of this product's: ${name}`;
    seen.add(name);
  }
  return undefined;
}

/** The product's tables the database has, each after those its foreign keys point to. */
async function presentProductTables(tx: Tx): Promise<string[]> {
  const names = productTables().map((t) => t.name);
  const present = new Set(
    rowsOf<{ name: string }>(
      await tx.execute(
        sql`select tablename as name from pg_tables where schemaname = 'public' and tablename in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})`,
      ),
    ).map((r) => r.name),
  );
  return names.filter((name) => present.has(name));
}

/** Holds the product's tables until the restore commits; refuses if they hold rows, unless `force`. */
async function lockProductTables(tx: Tx, force: boolean) {
  const present = await presentProductTables(tx);
  if (present.length === 0) return;
  await tx.execute(
    sql`lock table ${sql.join(
      present.map((name) => sql.identifier(name)),
      sql`, `,
    )} in access exclusive mode`,
  );
  if (force) return;
  const filled = [];
  for (const name of present) {
    const [row] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`),
    );
    if (Number(row?.n) > 0) filled.push(`${name} (${row!.n})`);
  }
  if (filled.length)
    throw new RestoreRefused(
      `Restore needs an empty database, and it holds rows: ${filled.join(', ')}. Add --force to replace them with the backup. ${NOTHING_CHANGED}`,
    );
}

/**
 * Drops the product's tables (dependent ones first, never cascading into anything else: an object
 * of someone else's that depends on them makes the restore fail), the functions its migrations
 * make, and drizzle's record of the migrations applied.
 */
async function dropProductObjects(tx: Tx) {
  for (const name of (await presentProductTables(tx)).reverse())
    await tx.execute(sql`drop table ${sql.identifier(name)}`);
  for (const name of migrationFunctions())
    await tx.execute(sql`drop function if exists ${sql.identifier(name)}`);
  await tx.execute(sql`drop table if exists drizzle.__drizzle_migrations`);
}

async function loadTables(
  tx: Tx,
  file: string,
  manifest: Manifest,
  onStep: (step: string) => void,
) {
  const tables = new Map(manifest.tables.map((t) => [tableEntry(t.name), t.name]));
  await readCheckedBackup(file, manifest, async (entry, body) => {
    const table = tables.get(entry);
    if (!table) return;
    const id = sql.identifier(table);
    let batch: string[] = [];
    let bytes = 0;
    let row = 0;
    const insert = async () => {
      if (batch.length === 0) return;
      onStep(`loading ${entry}, rows ${row - batch.length + 1} to ${row}`);
      await tx.execute(
        sql`insert into ${id} select * from jsonb_populate_recordset(null::${id}, ${`[${batch.join(',')}]`}::jsonb)`,
      );
      batch = [];
      bytes = 0;
    };
    for await (const line of lines(body, entry)) {
      row++;
      batch.push(line);
      bytes += line.length;
      if (batch.length >= ROWS_PER_INSERT || bytes >= BYTES_PER_INSERT) await insert();
    }
    await insert();
  });
}

/** Stores the backup's pictures in the uploads table (after the forward migrations: an older backup's schema has none). */
async function loadUploads(
  tx: Tx,
  file: string,
  manifest: Manifest,
  onStep: (step: string) => void,
): Promise<string[]> {
  const left: string[] = [];
  if (manifest.uploads.length === 0) return left;
  await readCheckedBackup(file, manifest, async (entry, body) => {
    if (!entry.startsWith('uploads/')) return;
    const path = entry.slice('uploads/'.length);
    if (!UPLOAD_FILE.test(path)) {
      left.push(path);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk);
    onStep(`storing ${entry}`);
    await saveUploads(tx, new Map([[path, Buffer.concat(chunks)]]));
  });
  return left;
}

/**
 * Each serial column's sequence hands out next what the backup recorded, and never an id at or
 * below one restored (an older backup, without the record, goes on from the highest id).
 */
async function restoreSequences(tx: Tx, manifest: Manifest) {
  const recorded = new Map(manifest.tables.map((t) => [t.name, t.sequences ?? {}]));
  await setSequences(
    tx,
    (await serialColumns(tx))
      .filter(({ table }) => recorded.has(table))
      .map((serial) => ({ ...serial, next: recorded.get(serial.table)![serial.column] ?? 1 })),
  );
}

async function countRows(tx: Tx, manifest: Manifest) {
  const counts = [];
  for (const table of [...manifest.tables.map((t) => t.name), UPLOADS_TABLE]) {
    const [row] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
    );
    counts.push({ table, rows: Number(row?.n) });
  }
  return counts;
}
