import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/connect';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The real Fastify app (API only) on a fresh database; close() removes both. */
export async function buildTestApp(env: Record<string, string> = {}, database?: DatabaseHandle) {
  // A database handed in belongs to the caller; one made here is removed on close.
  const owned: TestDatabase | undefined = database ? undefined : await createTestDatabase();
  const db: DatabaseHandle = database ?? owned!;
  // Limits are raised so suites can send many requests; the limit tests lower them again.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    RATE_LIMIT_FORMS_MAX: '100000',
    RATE_LIMIT_API_MAX: '100000',
    ...env,
  });
  const app = await buildApp({ config, database: db });
  await app.ready();
  return {
    app,
    database: db,
    async close() {
      await app.close();
      await owned?.dispose();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
