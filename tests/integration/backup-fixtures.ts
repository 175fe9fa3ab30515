import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { backupTables } from '../../server/backup/tables';
import type { DatabaseHandle } from '../../server/db/connect';
import { rowsOf } from '../../server/db/rows';

// What the backup tests compare: every row and every upload byte of a database and data directory.

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

/** Every file under `dir` with the SHA-256 of its bytes. */
export function fileHashes(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const files = (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
  return Object.fromEntries(
    files.map((f) => [
      f,
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dir, f)))
        .digest('hex'),
    ]),
  );
}
