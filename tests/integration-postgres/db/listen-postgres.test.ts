import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/connect';
import { startKeptPages, type KeptPages } from '../../support/kept-pages';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// A server listens for changes on a connection of its own (server/db/listen-postgres.ts). Lost, the
// notices sent meanwhile are lost with it: every kept page goes, even one that declares nothing, and
// pages are kept again once the connection is made again and listens.

let database: TestDatabase;
let other: DatabaseHandle;
let pages: KeptPages;
beforeAll(async () => {
  database = await createTestDatabase();
  other = await database.another();
  pages = await startKeptPages(other);
});
afterAll(async () => {
  await pages?.close();
  await other?.close();
  await database?.dispose();
});

it('drops every kept page when its listening connection is lost, and keeps pages again once it listens anew', async () => {
  await expect
    .poll(async () => [await pages.cacheOf('/story'), await pages.cacheOf('/story')])
    .toEqual(['miss', 'hit']);
  const terminated = (await database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
  )) as unknown as { rows: unknown[] };
  expect(terminated.rows.length).toBe(1);
  await expect.poll(() => pages.cacheOf('/story'), { timeout: 10_000 }).toBe('miss');
  await expect
    .poll(async () => [await pages.cacheOf('/story'), await pages.cacheOf('/story')], {
      timeout: 20_000,
    })
    .toEqual(['miss', 'hit']);
});
