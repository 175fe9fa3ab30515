import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webVitals } from '../../../server/db/schema';
import { createVitalsService } from '../../../server/vitals/vitals-store';
import { buildTestApp, type TestApp } from '../../support/test-app';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_VITALS_MAX: '100000' });
});
afterAll(() => t.close());
beforeEach(() => t.database.db.execute(sql`truncate web_vitals restart identity`));

/** A beacon the way Chromium sends one: a text/plain string, same-origin fetch metadata, and the XSRF cookie a form left (never echoed). */
const beacon = (
  app: TestApp['app'],
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress,
    cookies: { 'XSRF-TOKEN': 'left-by-a-form' },
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'sec-fetch-site': 'same-origin',
      origin: ORIGIN,
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const stored = async () =>
  await t.database.db
    .select({ route: webVitals.route, metric: webVitals.metric, value: webVitals.value })
    .from(webVitals)
    .orderBy(webVitals.id);
const GOOD = {
  route: '/about',
  metrics: [
    { name: 'LCP', value: 1234.5 },
    { name: 'INP', value: 88 },
    { name: 'CLS', value: 0.012 },
  ],
};

describe('POST /api/vitals', () => {
  it('stores a good beacon and answers 204 with no body', async () => {
    const response = await beacon(t.app, GOOD);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await stored()).toEqual([
      { route: '/about', metric: 'LCP', value: 1234.5 },
      { route: '/about', metric: 'INP', value: 88 },
      { route: '/about', metric: 'CLS', value: 0.012 },
    ]);
  });

  it('takes the post pattern and course paths, and accepts a JSON body from other clients', async () => {
    expect(
      (await beacon(t.app, { route: '/blogs/:id', metrics: [{ name: 'CLS', value: 0 }] }))
        .statusCode,
    ).toBe(204);
    const json = await beacon(
      t.app,
      { route: '/pmp-certification', metrics: [{ name: 'INP', value: 40 }] },
      { 'content-type': 'application/json' },
    );
    expect(json.statusCode).toBe(204);
    expect(await stored()).toEqual([
      { route: '/blogs/:id', metric: 'CLS', value: 0 },
      { route: '/pmp-certification', metric: 'INP', value: 40 },
    ]);
  });

  it('accepts a well-formed beacon from a page outside the route table but keeps nothing', async () => {
    expect(
      (await beacon(t.app, { route: '/no-such-page', metrics: [{ name: 'LCP', value: 900 }] }))
        .statusCode,
    ).toBe(204);
    expect(await stored()).toEqual([]);
  });

  const BAD: [string, unknown][] = [
    ['not JSON', '{"route":'],
    ['an unknown metric', { route: '/about', metrics: [{ name: 'FID', value: 10 }] }],
    ['a negative value', { route: '/about', metrics: [{ name: 'LCP', value: -1 }] }],
    ['a value past its bound', { route: '/about', metrics: [{ name: 'CLS', value: 11 }] }],
    ['a huge number', { route: '/about', metrics: [{ name: 'LCP', value: 1e308 }] }],
    ['a value that is a string', { route: '/about', metrics: [{ name: 'LCP', value: '900' }] }],
    ['no metrics', { route: '/about', metrics: [] }],
    [
      'too many metrics',
      { route: '/about', metrics: Array.from({ length: 7 }, () => ({ name: 'CLS', value: 0 })) },
    ],
    [
      'a route that is not a path',
      { route: 'https://evil.example/', metrics: [{ name: 'LCP', value: 900 }] },
    ],
    ['a route with a query', { route: '/about?x=1', metrics: [{ name: 'LCP', value: 900 }] }],
    ['a long route', { route: `/${'a'.repeat(200)}`, metrics: [{ name: 'LCP', value: 900 }] }],
    ['an extra field', { route: '/about', metrics: [{ name: 'LCP', value: 900 }], user: 'x' }],
    [
      'an extra metric field',
      { route: '/about', metrics: [{ name: 'LCP', value: 900, id: 'v5-1' }] },
    ],
  ];
  for (const [what, body] of BAD) {
    it(`refuses ${what} with 400 and stores nothing`, async () => {
      const response = await beacon(t.app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(await stored()).toEqual([]);
    });
  }

  it('refuses a body over 1 KB with 413', async () => {
    const response = await beacon(t.app, {
      route: '/about',
      metrics: [{ name: 'LCP', value: 900 }],
      pad: 'x'.repeat(1100),
    });
    expect(response.statusCode).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('refuses beacons from another site, and requests that show no browser origin at all', async () => {
    expect(
      (
        await beacon(t.app, GOOD, {
          'sec-fetch-site': 'cross-site',
          origin: 'https://evil.example',
        })
      ).statusCode,
    ).toBe(403);
    expect((await beacon(t.app, GOOD, { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(GOOD),
    });
    expect(bare.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('still refuses an unechoed XSRF cookie on every other API route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      cookies: { 'XSRF-TOKEN': 'left-by-a-form' },
      headers: { 'sec-fetch-site': 'same-origin', origin: ORIGIN },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it('deletes rows older than 90 days when it stores new ones', async () => {
    const old = new Date(Date.now() - 91 * 86_400_000);
    const recent = new Date(Date.now() - 89 * 86_400_000);
    await t.database.db.insert(webVitals).values([
      { route: '/about', metric: 'LCP', value: 1, createdAt: old },
      { route: '/about', metric: 'LCP', value: 2, createdAt: recent },
    ]);
    // A fresh service prunes on its first insert (the app's has pruned within the hour already).
    await createVitalsService(t.database.db).record({
      route: '/about',
      metrics: [{ name: 'LCP', value: 3 }],
    });
    expect((await stored()).map((r) => r.value)).toEqual([2, 3]);
  });
});

describe('rate limit', () => {
  it('answers 429 past the per-address budget and stores no more', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_VITALS_MAX: '3' }, t.database);
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await beacon(limited.app, GOOD, {}, '10.0.0.7')).statusCode);
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
      // Another address has its own budget.
      expect((await beacon(limited.app, GOOD, {}, '10.0.0.8')).statusCode).toBe(204);
      const [row] = await t.database.db.select({ n: count() }).from(webVitals);
      expect(row!.n).toBe(4 * GOOD.metrics.length);
    } finally {
      await limited.close();
    }
  });
});

describe('p75 per route', () => {
  it('is the 75th percentile (interpolated) of each metric on each route in the window', async () => {
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000);
    await t.database.db.insert(webVitals).values([
      ...[100, 200, 300, 400, 500].map((value) => ({
        route: '/about',
        metric: 'LCP',
        value,
        createdAt: at(1),
      })),
      { route: '/about', metric: 'LCP', value: 99_999, createdAt: at(40) },
      { route: '/about', metric: 'CLS', value: 0.1, createdAt: at(2) },
      { route: '/blogs/:id', metric: 'INP', value: 50, createdAt: at(3) },
      { route: '/blogs/:id', metric: 'INP', value: 150, createdAt: at(3) },
    ]);
    const p75 = await createVitalsService(t.database.db).p75ByRoute(28);
    expect(p75).toEqual([
      { route: '/about', metric: 'CLS', p75: 0.1, count: 1 },
      { route: '/about', metric: 'LCP', p75: 400, count: 5 },
      { route: '/blogs/:id', metric: 'INP', p75: 125, count: 2 },
    ]);
  });
});
