import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { rateLimits } from '../../../server/db/schema';
import { NOT_FOUND_LIMIT_MESSAGE } from '../../../server/plugins/not-found-limit';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// A scanner walking through addresses that do not exist is slowed after a few; the site stays open
// to it for real pages, and every other client is untouched.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** The app with a stand-in for the website's catch-all: like the site, it answers a page, or its 404 page. */
async function appWithSiteCatchAll(env: Record<string, string> = {}) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    RATE_LIMIT_NOT_FOUND_MAX: '3',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  app.all('/*', async (request, reply) => {
    const found = request.url.startsWith('/a-real-page');
    return reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('etag', '"kept"')
      .send(found ? '<p>page</p>' : '<p>Not found</p>');
  });
  await app.ready();
  return app;
}

describe('the not-found limit', () => {
  it('answers 429 JSON on the API after too many unknown paths, and nothing else changes', async () => {
    const app = await appWithSiteCatchAll();
    try {
      const get = (url: string, remoteAddress = '10.1.1.1') =>
        app.inject({ method: 'GET', url, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await get(`/api/probe-${i}`)).statusCode).toBe(404);
      const refused = await get('/api/probe-3');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
      expect(refused.json()).toEqual({ success: false, message: NOT_FOUND_LIMIT_MESSAGE });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Known routes still answer the scanner, and another client is untouched.
      expect((await get('/api/health')).statusCode).toBe(200);
      expect((await get('/api/form-token')).statusCode).toBe(200);
      expect((await get('/api/probe-4', '10.2.2.2')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers a short HTML page for pages, counting the 404s the website writes itself', async () => {
    const app = await appWithSiteCatchAll();
    try {
      const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '10.3.3.3' });
      expect((await get('/a-real-page')).statusCode).toBe(200);
      for (const probe of ['/wp-login.php', '/.env', '/admin.php'])
        expect((await get(probe)).statusCode).toBe(404);
      const refused = await get('/phpmyadmin');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toContain(NOT_FOUND_LIMIT_MESSAGE);
      expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
      expect(refused.headers['x-request-id']).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('never refuses a real page: a client past its budget reads the site, and only its 404s become 429', async () => {
    const app = await appWithSiteCatchAll();
    try {
      const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '10.6.6.6' });
      for (let i = 0; i < 3; i++) expect((await get(`/missing-${i}`)).statusCode).toBe(404);
      expect((await get('/missing-3')).statusCode).toBe(429);
      for (const page of ['/a-real-page', '/a-real-page?utm_source=x', '/a-real-page/2']) {
        const answer = await get(page);
        expect([answer.statusCode, answer.body], page).toEqual([200, '<p>page</p>']);
      }
      const refused = await get('/missing-4');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers.etag).toBeUndefined();
      expect(refused.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it("does not count missing pictures and other files a page refers to: a post's broken pictures cost its reader nothing", async () => {
    const app = await appWithSiteCatchAll();
    try {
      const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '10.7.7.7' });
      for (let i = 0; i < 40; i++) {
        for (const file of [
          `/images/blogs/broken-${i}.webp`,
          `/uploads/blogs/${'a'.repeat(16)}${i}-640.avif`,
          `/assets/gone-${i}.js?v=1`,
        ])
          expect((await get(file)).statusCode, file).toBe(404);
      }
      // The reader's budget is whole: three missing pages, then the limit.
      for (let i = 0; i < 3; i++) expect((await get(`/missing-${i}`)).statusCode).toBe(404);
      expect((await get('/missing-3')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('counts unknown addresses outside any catch-all too (the not-found handler)', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: '.tmp/test-data',
      RATE_LIMIT_NOT_FOUND_MAX: '2',
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await app.inject({ method: 'GET', url: `/probe-${i}`, remoteAddress: '10.4.4.4' }))
            .statusCode,
        );
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await app.close();
    }
  });

  it('is shared by instances on one database with the database store', async () => {
    await database.db.delete(rateLimits);
    const env = { RATE_LIMIT_STORE: 'database' };
    const [a, b] = [await appWithSiteCatchAll(env), await appWithSiteCatchAll(env)];
    try {
      // A 404 is counted as it is answered; each visit waits for its count in the shared table.
      const counted = async () =>
        (await database.db.select().from(rateLimits))
          .filter((row) => row.key.startsWith('404|') && row.key.includes('10.5.5.5'))
          .reduce((sum, row) => sum + row.count, 0);
      const get = async (app: typeof a, url: string, countAfter: number) => {
        const { statusCode } = await app.inject({ method: 'GET', url, remoteAddress: '10.5.5.5' });
        await expect.poll(counted, { timeout: 10_000 }).toBe(countAfter);
        return statusCode;
      };
      const statuses = [
        await get(a, '/x1', 1),
        await get(b, '/x2', 2),
        await get(a, '/api/x3', 3),
        await get(b, '/x4', 3),
      ];
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
