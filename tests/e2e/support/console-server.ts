import { test, type Page } from '@playwright/test';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/connect';
import { seedDatabase } from '../../../server/db/seed';
import { createStaffService } from '../../../server/services/admin/staff';

export const CONTENT_STAFF = { email: 'e2e-writer@academy.example', password: 'e2e writer password 2026' };

/**
 * The whole built product (site, API, uploads) on its own fresh database and data directory, with a
 * `staff` account. The content tests publish posts and change accreditations: on a server of their
 * own, the other suites' counts and orders (blog list, lightbox) stay what they expect.
 */
export async function startConsoleServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-content-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDatabase(database.db);
  await createStaffService(database.db).create({ ...CONTENT_STAFF, name: 'E2E Writer', role: 'staff' });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1', RATE_LIMIT_API_MAX: '100000', FORM_MIN_FILL_MS: '0' });
  const app = await buildApp({ config, database, web: 'production', logger: { level: 'warn' }, pluginTimeout: 120_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    uploads: path.join(dataDir, 'uploads'),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ConsoleServer = Awaited<ReturnType<typeof startConsoleServer>>;

/**
 * A spec's server of its own: started before its tests, closed after, its tests run one after
 * another (they change content in order). The object is filled in once the server is up.
 */
export function consoleServerForSpec(): ConsoleServer {
  const server = {} as ConsoleServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    Object.assign(server, await startConsoleServer());
  });
  test.afterAll(() => server.close?.());
  test.describe.configure({ mode: 'serial' });
  return server;
}

/** Signs the content staff account in on `url` + `path`, and waits for the reloaded page to hydrate. */
export async function signInToConsole(page: Page, url: string, path: string) {
  await page.goto(`${url}${path}`);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(CONTENT_STAFF.email);
  await form.getByLabel('Password').fill(CONTENT_STAFF.password);
  // Signing in reloads the page: wait for the new page to hydrate, as the fixture's goto does, or a
  // field typed into its server HTML is taken over by React's empty state (a CI run lost a title).
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await reloaded;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
