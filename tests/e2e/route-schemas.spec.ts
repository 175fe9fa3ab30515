import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { missingSchemas, SERVER_EXEMPTIONS } from '../support/route-schemas';

// tests/integration/route-schemas.test.ts walks the API's routes; this walks the whole server over
// the build, with the website's: its pages, the console's shell and the built files.

const CLIENT_DIR = path.resolve('build/client');

/** @fastify/static registers one route per built file (scripts, styles, images), served from disk. */
const builtFile = (route: RouteOptions) => {
  const file = path.join(CLIENT_DIR, decodeURIComponent(route.url));
  return file.startsWith(`${CLIENT_DIR}${path.sep}`) &&
    fs.existsSync(file) &&
    fs.statSync(file).isFile()
    ? 'a built file, served from disk by @fastify/static'
    : undefined;
};

test('every route of the built site declares its schema, but the files served from disk', async () => {
  test.slow();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-routes-'));
  const database = await openDatabase({ dataDir });
  const routes: RouteOptions[] = [];
  try {
    await database.migrate();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      database,
      web: 'production',
      pluginTimeout: 120_000,
      onRoute: (route) => void routes.push(route),
    });
    await app.ready();
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const urls = routes.map((route) => route.url);
  for (const url of ['/admin', '/admin/*', '/about', '/*', '/api/admin/leads', '/sitemap.xml'])
    expect(urls).toContain(url);
  expect(routes.filter((route) => builtFile(route)).length).toBeGreaterThan(20);
  expect(
    missingSchemas(routes, {
      whole: builtFile,
      body: SERVER_EXEMPTIONS.body,
    }),
  ).toEqual([]);
});
