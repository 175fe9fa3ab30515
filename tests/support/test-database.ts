import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_OPTIONS, openDatabase, type DatabaseHandle } from '../../server/db/connect';

export const TEMPLATE_DATABASE = 'academy_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Only where the suite runs on PGlite (global-pglite.ts). */
    pgliteEmpty?: string;
    postgresUrl: string;
    /** The server's bundle (server-bundle.ts), for the tests that run the real process. */
    serverBundle: string;
  }
}

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends DatabaseHandle {
  /** Another handle on the same database, as another server process would open it (PGlite: this one, shared). */
  another(): Promise<DatabaseHandle>;
  /** Closes the handle and removes the database. */
  dispose(): Promise<void>;
}

const dumps = new Map<string, Blob>();
/** A PGlite dump made by global-pglite.ts, read once per worker process (a Blob can be loaded any number of times). */
export function pgliteDump(file: string): Blob {
  if (!dumps.has(file)) dumps.set(file, new Blob([fs.readFileSync(file)]));
  return dumps.get(file)!;
}

/** A fresh migrated and seeded database of the suite's kind, copied from the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    return pgliteTestDatabase(
      await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: pgliteDump(inject('pgliteTemplate')) }),
    );
  }
  return postgresTestDatabase(`template ${TEMPLATE_DATABASE}`);
}

/** PGlite is one process's database: "another" handle is this one, shared, whose close leaves it open. */
async function pgliteTestDatabase(pglite: PGlite): Promise<TestDatabase> {
  const handle = await openDatabase({ pglite });
  return {
    ...handle,
    another: async () => ({ ...handle, close: async () => {} }),
    dispose: () => handle.close(),
  };
}

/**
 * A database of the suite's kind with nothing in it (no tables, no migrations): what a new machine starts from.
 * On PGlite, a copy of the one initdb made for the suite, or (in the PostgreSQL suite, which made none) a new one.
 */
export async function createEmptyTestDatabase(
  kind: TestDatabaseKind = testDatabaseKind(),
): Promise<TestDatabase> {
  if (kind === 'postgres') return postgresTestDatabase('');
  const empty = inject('pgliteEmpty');
  return pgliteTestDatabase(
    await PGlite.create(
      empty ? { ...PGLITE_OPTIONS, loadDataDir: pgliteDump(empty) } : PGLITE_OPTIONS,
    ),
  );
}

/** A new database on the suite's PostgreSQL server, made `from` a template or empty. */
async function postgresTestDatabase(from: string): Promise<TestDatabase> {
  const adminUrl = inject('postgresUrl');
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = await openDatabase({ url: adminUrl });
  await admin.db.execute(sql.raw(`create database ${name} ${from}`));
  await admin.close();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const handle = await openDatabase({ url });
  return {
    ...handle,
    another: () => openDatabase({ url }),
    async dispose() {
      await handle.close();
      const cleanup = await openDatabase({ url: adminUrl });
      await cleanup.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await cleanup.close();
    },
  };
}
