import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableName, is } from 'drizzle-orm';
import * as schema from '../db/schema';

export interface ProductTable {
  name: string;
  /** The primary key column: rows are read in its order. */
  key: string;
}

/** Carried in a backup as files (uploads/<path>), not as rows: the pictures' own bytes. */
export const UPLOADS_TABLE = getTableName(schema.uploads);

/**
 * Every table of the schema, each after the tables its foreign keys point to, so rows load in this
 * order with every constraint checked. Derived from schema.ts, so a new table is backed up without
 * anyone remembering to list it; restore touches these tables and no other.
 */
export function productTables(): ProductTable[] {
  const configs = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table));
  const byName = new Map(configs.map((c) => [c.name, c]));
  const ordered: ProductTable[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name))
      throw new Error(`foreign keys form a cycle: ${[...path, name].join(' -> ')}`);
    const config = byName.get(name)!;
    for (const fk of config.foreignKeys) {
      const target = getTableConfig(fk.reference().foreignTable).name;
      if (target !== name) place(target, [...path, name]);
    }
    const keys = config.columns.filter((c) => c.primary).map((c) => c.name);
    if (keys.length !== 1)
      throw new Error(`table ${name} needs a single-column primary key to be backed up`);
    ordered.push({ name, key: keys[0]! });
    placed.add(name);
  };
  for (const config of configs) place(config.name, []);
  return ordered;
}

/** The tables a backup holds as JSON lines: all but the uploads, which it holds as files. */
export const backupTables = () => productTables().filter((t) => t.name !== UPLOADS_TABLE);
