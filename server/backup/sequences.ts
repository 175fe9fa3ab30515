import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';

type Executor = Pick<Database, 'execute'>;

export interface SerialColumn {
  table: string;
  column: string;
  /** What its sequence hands out next. */
  next: number;
}

/**
 * Every serial column of the public schema's tables, with what its sequence hands out next, in one
 * query of the catalogue (a serial column owns its sequence). Sequences stand outside
 * transactions: read in a backup's snapshot, the value may be past its rows, never behind them.
 */
export async function serialColumns(db: Executor): Promise<SerialColumn[]> {
  return rowsOf<{ table: string; column: string; last: number | string | null }>(
    await db.execute(sql`select t.relname as table, a.attname as column, s.last_value as last
      from pg_depend d
      join pg_class q on q.oid = d.objid and q.relkind = 'S'
      join pg_class t on t.oid = d.refobjid
      join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      join pg_sequences s on s.schemaname = n.nspname and s.sequencename = q.relname
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype = 'a'`),
  ).map(({ table, column, last }) => ({
    table,
    column,
    next: last === null ? 1 : Number(last) + 1,
  }));
}

/**
 * Sets each sequence to hand out next `next`, or the column's highest value plus one if that is
 * more: never an id at or below one the table holds. One statement for them all.
 */
export async function setSequences(db: Executor, columns: SerialColumn[]): Promise<void> {
  if (columns.length === 0) return;
  await db.execute(
    sql`select ${sql.join(
      columns.map(
        ({ table, column, next }) =>
          sql`setval(pg_get_serial_sequence(${table}, ${column}), greatest(${next}::bigint, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1), false)`,
      ),
      sql`, `,
    )}`,
  );
}
