import zlib from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { client, createStaffAccount, signedIn } from '../support/admin-fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// The console's API is described by its own OpenAPI document, for staff only, and its answers are
// compressed as the console's pages' data was.

let database: TestDatabase;
let app: FastifyInstance;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data' }),
    database,
    onRoute: (route) => void routes.push(route),
  });
  await app.ready();
  await createStaffAccount({ database }, 'staff');
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});
const asStaff = () => signedIn(app, 'staff@academy.example');

type Document = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, unknown>>;
};

describe('GET /api/admin/openapi.json', () => {
  it('is refused without a session, in the API shape, and never stored', async () => {
    const response = await client(app).get('/api/admin/openapi.json');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Please sign in.' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is a valid OpenAPI 3 document of every console route, for any signed-in staff member', async () => {
    const response = await (await asStaff()).get('/api/admin/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const document = response.json() as Document;
    expect(document.info.title).toBe('Academy staff console API');
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();

    // Every route of the console's API, by method and path as OpenAPI writes it (`{id}` for `:id`),
    // but the document itself.
    const registered = routes
      .filter((route) => route.url.startsWith('/api/admin/') && !route.url.endsWith('openapi.json'))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
      );
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(registered.sort());
    expect(registered).toContain('POST /api/admin/leads/{form}/{id}/deliveries/{jobId}/retry');
  });

  it('names what a route answers, from its schema', async () => {
    const document = (await (await asStaff()).get('/api/admin/openapi.json')).json() as Document;
    const me = document.paths['/api/admin/me']?.get as {
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    expect(me.responses['200']!.content['application/json']!.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['success', 'staff']),
    });
  });
});

describe("the console API's answers", () => {
  it('are compressed for a client that accepts it, and say they vary by it', async () => {
    const staff = await asStaff();
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await staff.send({
        method: 'GET',
        url: '/api/admin/batches',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toMatchObject({
        success: true,
        batches: expect.any(Array),
      });
    }
    const plain = await staff.get('/api/admin/batches');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().success).toBe(true);
  });
});
