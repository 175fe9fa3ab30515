import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { backupTables } from '../../server/backup/tables';
import type { DatabaseHandle } from '../../server/db/connect';
import { rowsOf } from '../../server/db/rows';
import { uploads } from '../../server/db/schema';

// What the backup tests compare: every row and every uploaded byte of a database.

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
