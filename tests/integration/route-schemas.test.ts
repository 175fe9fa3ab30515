import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { missingSchemas, SERVER_EXEMPTIONS } from '../support/route-schemas';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// The server's every route, as Fastify registers them (its onRoute hook), without the website's
// pages and built files (tests/e2e/route-schemas.spec.ts walks those, over the build).

let database: TestDatabase;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data' }),
    database,
    onRoute: (route) => void routes.push(route),
  });
  await app.ready();
  await app.close();
});
afterAll(() => database?.dispose());

const EXEMPT = SERVER_EXEMPTIONS;

describe('every route of the server', () => {
  it('is walked: the API, the console API, the feeds and the files', () => {
    const urls = routes.map((route) => route.url);
    for (const url of [
      '/api/contact',
      '/api/admin/leads/:form/:id/status',
      '/api/admin/openapi.json',
      '/courses/batches/:id(^\\d{1,9}).ics',
      '/sitemap.xml',
      '/uploads/*',
    ])
      expect(urls).toContain(url);
    expect(routes.filter((route) => route.url.startsWith('/api/admin/')).length).toBeGreaterThan(
      37,
    );
  });

  it('declares its answers, and the params and body it reads, as schemas', () => {
    expect(missingSchemas(routes, EXEMPT)).toEqual([]);
  });

  it('is let off only for what cannot have a schema', () => {
    const exempt = routes.filter((route) => EXEMPT.body(route));
    expect(exempt.map((route) => `${[route.method].flat().join(',')} ${route.url}`).sort()).toEqual(
      ['POST /api/admin/uploads'],
    );
  });

  it('is found wanting when it declares no answer, no params or no body', () => {
    const bare = { handler: () => undefined } as const;
    expect(
      missingSchemas([
        { ...bare, method: 'GET', url: '/api/a' },
        { ...bare, method: 'GET', url: '/api/b/:id', schema: { response: { 200: {} } } },
        { ...bare, method: 'POST', url: '/api/c', schema: { response: { 200: {} } } },
        { ...bare, method: ['GET', 'POST'], url: '/*', schema: { response: { 200: {} } } },
      ]),
    ).toEqual(['GET /api/a: response', 'GET /api/b/:id: params', 'POST /api/c: body']);
  });
});
