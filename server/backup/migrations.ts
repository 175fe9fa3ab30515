import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, type Database, type DatabaseHandle } from '../db/connect';
import { rowsOf } from '../db/rows';
import journal from '../db/migrations/meta/_journal.json' with { type: 'json' };

// A backup records the schema it was taken at by its migration's tag; restore rebuilds that schema,
// loads the rows, then migrates forward like any start would.

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
export const MIGRATIONS: JournalEntry[] = journal.entries;

/** The tag of the last migration applied to the database (drizzle records each by its timestamp). */
export async function migrationOf(db: Pick<Database, 'execute'>): Promise<string> {
  const [last] = rowsOf<{ created_at: string | number }>(
    await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  const entry = last && MIGRATIONS.find((m) => m.when === Number(last.created_at));
  if (!entry)
    throw new Error(
      'the database has migrations this version of the product does not know: back it up with the version that runs it',
    );
  return entry.tag;
}

/** A migrations folder holding the migrations up to and including `tag`, for drizzle's migrator. */
export function migrationsUpTo(tag: string, into: string): string {
  const last = MIGRATIONS.findIndex((m) => m.tag === tag);
  if (last < 0) throw new Error(`unknown migration ${tag}`);
  const entries = MIGRATIONS.slice(0, last + 1);
  fs.mkdirSync(path.join(into, 'meta'), { recursive: true });
  fs.writeFileSync(
    path.join(into, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }),
  );
  for (const entry of entries)
    fs.copyFileSync(
      path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
      path.join(into, `${entry.tag}.sql`),
    );
  return into;
}

/** Applies the migrations in `folder` with the driver of the handle (connect.ts's migrate() takes the full set). */
export async function migrateWith(database: DatabaseHandle, folder: string): Promise<void> {
  if (database.kind === 'pglite')
    await migratePglite(database.db as never, { migrationsFolder: folder });
  else await migratePg(database.db as never, { migrationsFolder: folder });
}
