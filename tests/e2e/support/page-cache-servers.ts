import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/connect';
import { seedDatabase } from '../../../server/db/seed';
import { createStaffService } from '../../../server/services/admin/staff';

const STAFF = { email: 'e2e-cache@academy.example', password: 'e2e cache password 2026' };
const XSRF = 'e2e-cache-xsrf';

/**
 * Two servers of the built product on one fresh database, as two processes behind one load balancer
 * share one PostgreSQL: each keeps its own page cache (server/ssr-cache.ts), and a change saved
 * through one must show on both. `x-page-cache` is on, and the cache holds few pages so eviction shows.
 */
export async function startCachingServers(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-cache-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDatabase(database.db);
  await createStaffService(database.db).create({ ...STAFF, name: 'E2E Cache Writer', role: 'staff' });
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
  const start = async () => {
    const app = await buildApp({ config, database, web: 'production', logger: { level: 'warn' }, pluginTimeout: 120_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };
  const one = await start();
  const other = await start();
  const session = await signIn(one.app);
  return {
    url: one.url,
    otherUrl: other.url,
    /** A console API call through the first server, signed in as staff. */
    console: (method: 'GET' | 'POST', url: string, payload?: object) =>
      one.app.inject({ method, url, payload, cookies: { 'XSRF-TOKEN': XSRF, ...session }, headers: { 'x-xsrf-token': XSRF } }),
    async close() {
      await one.app.close();
      await other.app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(app: FastifyInstance): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/sign-in', payload: STAFF, cookies: { 'XSRF-TOKEN': XSRF }, headers: { 'x-xsrf-token': XSRF } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}
