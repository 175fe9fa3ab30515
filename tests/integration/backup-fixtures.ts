import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { backupTables } from '../../server/backup/tables';
import { openDatabase, PGLITE_OPTIONS, type DatabaseHandle } from '../../server/db/connect';
import { rowsOf } from '../../server/db/rows';
import type { TestDatabaseKind } from '../setup/test-database';

// What the backup tests share: an empty database to restore into, and every row and upload byte
// of a database and data directory, to compare two of them.

export interface EmptyDatabase extends DatabaseHandle {
  dispose(): Promise<void>;
}

/** A database with nothing in it (no tables, no migrations): what a new machine starts from. */
export async function emptyDatabase(kind: TestDatabaseKind): Promise<EmptyDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ pglite: await PGlite.create(PGLITE_OPTIONS) });
    return { ...handle, dispose: () => handle.close() };
  }
  const adminUrl = inject('postgresUrl');
  const name = `r_${randomUUID().replaceAll('-', '')}`;
  const admin = await openDatabase({ url: adminUrl });
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  const handle = await openDatabase({ url: adminUrl.replace(/\/postgres$/, `/${name}`) });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      const cleanup = await openDatabase({ url: adminUrl });
      await cleanup.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await cleanup.close();
    },
  };
}

/** Every row of every table as its full JSON (times in UTC), in key order: equal maps mean equal databases. */
export async function allRows(database: DatabaseHandle): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables: Record<string, string[]> = {};
    for (const { name, key } of backupTables()) {
      tables[name] = rowsOf<{ j: string }>(await tx.execute(sql`select to_jsonb(t)::text as j from ${sql.identifier(name)} t order by ${sql.identifier(key)}`)).map((r) => r.j);
    }
    return tables;
  });
}

/** Every file under `dir` with the SHA-256 of its bytes. */
export function fileHashes(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
  return Object.fromEntries(files.map((f) => [f, crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('hex')]));
}
