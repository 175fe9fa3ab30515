import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR, type Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import journal from '../db/migrations/meta/_journal.json' with { type: 'json' };

// A backup records the schema it was taken at by its migration's tag; restore rebuilds that schema,
// loads the rows, then migrates forward like any start would, all in one transaction.

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
export const MIGRATIONS: JournalEntry[] = journal.entries;

type Executor = Pick<Database, 'execute'>;

/** The tag of the last migration applied to the database (drizzle records each by its timestamp). */
export async function migrationOf(db: Executor): Promise<string> {
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

const migrationFiles = () =>
  readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((file, i) => ({
    ...file,
    tag: MIGRATIONS[i]!.tag,
  }));

/**
 * Applies the product's migrations within `tx`, up to and including `upTo` (else all), recording
 * each in drizzle's own table as its migrator does, so a later start finds them applied. Restore
 * needs this because drizzle's migrator runs its own transaction, which restore's cannot contain.
 */
export async function applyMigrations(
  tx: Executor,
  { upTo, onStep }: { upTo?: string; onStep?: (tag: string) => void } = {},
): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [last] = rowsOf<{ created_at: string | number }>(
    await tx.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  const end = upTo === undefined ? Infinity : MIGRATIONS.find((m) => m.tag === upTo)?.when;
  if (end === undefined) throw new Error(`unknown migration ${upTo}`);
  for (const migration of migrationFiles()) {
    if (migration.folderMillis > end) break;
    if (last && Number(last.created_at) >= migration.folderMillis) continue;
    onStep?.(migration.tag);
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/** The functions the migrations create (the page notices' trigger function): the product's own, like its tables. */
export function migrationFunctions(): string[] {
  const names = new Set<string>();
  for (const { sql: statements } of migrationFiles())
    for (const statement of statements)
      for (const [, name] of statement.matchAll(
        /create\s+(?:or\s+replace\s+)?function\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?\s*\(/gi,
      ))
        names.add(name!.toLowerCase());
  return [...names];
}
