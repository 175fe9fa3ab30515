import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { startThrowawayPostgres } from '../throwaway-postgres';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connect';
import { seedDatabase } from '../../../server/seed/seed';
import { createStaffService } from '../../../server/console/staff';

const STAFF = { email: 'e2e-cache@academy.example', password: 'e2e cache password 2026' };
const XSRF = 'e2e-cache-xsrf';

/**
 * Two servers of the built product on one fresh database: on PGlite, two apps in this process on one
 * embedded database; on PostgreSQL (a throwaway server), two apps each with its own pool and listening
 * connection, as two processes behind one load balancer. Each keeps its own pages (server/web/), and a
 * change saved through one, or by plain SQL, must show on both. `x-page-cache` is on.
 */
export async function startCachingServers(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-cache-'));
  const postgres = kind === 'postgres' ? await startThrowawayPostgres() : undefined;
  const open = () => openDatabase(postgres ? { url: postgres.url } : { dataDir });
  const database = await open();
  await database.migrate();
  await seedDatabase(database.db);
  await createStaffService(database.db).create({
    ...STAFF,
    name: 'E2E Cache Writer',
    role: 'staff',
  });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    RATE_LIMIT_API_MAX: '100000',
    RATE_LIMIT_NOT_FOUND_MAX: '100000',
    SSR_CACHE_HEADER: 'true',
    ...env,
  });
  const start = async (handle: DatabaseHandle) => {
    const app = await buildApp({
      config,
      database: handle,
      web: 'production',
      logger: { level: 'warn' },
      pluginTimeout: 120_000,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };
  const otherDatabase = postgres ? await open() : database;
  const one = await start(database);
  const other = await start(otherDatabase);
  const session = await signIn(one.app);
  return {
    url: one.url,
    otherUrl: other.url,
    /** A console API call through the first server, signed in as staff. */
    console: (method: 'GET' | 'POST', url: string, payload?: object) =>
      one.app.inject({
        method,
        url,
        payload,
        cookies: { 'XSRF-TOKEN': XSRF, ...session },
        headers: { 'x-xsrf-token': XSRF },
      }),
    /** Plain SQL, as an operator or a script would run it, by neither server. */
    async sql(statement: SQL) {
      // PGlite is one process's database: the operator's statement runs on it there.
      const operator = postgres ? await open() : database;
      try {
        await operator.db.execute(statement);
      } finally {
        if (postgres) await operator.close();
      }
    },
    async close() {
      await one.app.close();
      await other.app.close();
      await database.close();
      if (postgres) await otherDatabase.close();
      postgres?.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type CachingServers = Awaited<ReturnType<typeof startCachingServers>>;

/**
 * A spec's (or a describe block's) servers of its own: started before its tests, closed after. The
 * object is filled in once they are up.
 */
export function cachingServersFor(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
): CachingServers {
  const servers = {} as CachingServers;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    Object.assign(servers, await startCachingServers(kind, env));
  });
  test.afterAll(() => servers.close?.());
  return servers;
}

async function signIn(app: FastifyInstance): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/sign-in',
    payload: STAFF,
    cookies: { 'XSRF-TOKEN': XSRF },
    headers: { 'x-xsrf-token': XSRF },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}
