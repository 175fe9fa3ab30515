import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { rateLimits } from '../../../server/db/schema';
import {
  DatabaseRateLimitStore,
  countHits,
  removePassedWindows,
} from '../../../server/plugins/rate-limit-store';
import { leadCounts, resetLeadTables, validEnquiry } from '../../support/lead-fixtures';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Two server instances on one database stand for two processes behind a load balancer: with the
// database store they share every counter, so a limit holds however requests are spread.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await resetLeadTables(database);
  await database.db.delete(rateLimits);
});

/** Two instances; no send past the form limit is kept as suspected spam: this file is about where counts live. */
async function twoInstances(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const settings = { RATE_LIMIT_FORMS_SPAM_MAX: '0', ...env };
  return [await buildTestApp(settings, database), await buildTestApp(settings, database)];
}
const closeAll = (apps: TestApp[]) => Promise.all(apps.map((a) => a.close()));
const submit = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: validEnquiry() });
const token = ({ app }: Pick<TestApp, 'app'>, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/api/form-token', remoteAddress });

describe('the database store shares counters between instances', () => {
  it('trips the form limit across both instances, storing only what was allowed', async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT_STORE: 'database', RATE_LIMIT_FORMS_MAX: '4' });
    try {
      const statuses = [];
      for (const t of [a, b, a, b, a, b]) statuses.push((await submit(t)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      expect((await leadCounts(database)).enquiries).toBe(4);
    } finally {
      await closeAll([a, b]);
    }
  });

  it('trips the API limit across instances, per client, each limiter counting apart', async () => {
    const [a, b] = await twoInstances({
      RATE_LIMIT_STORE: 'database',
      RATE_LIMIT_API_MAX: '5',
      RATE_LIMIT_FORMS_MAX: '5',
    });
    try {
      const statuses = [];
      for (const t of [a, a, a, b, b, b]) statuses.push((await token(t)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // Another client has its own budget; the form limit is its own counter.
      expect((await token(b, '10.0.0.9')).statusCode).toBe(200);
      expect((await submit(a)).statusCode).toBe(200);
      const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits))
        .map((r) => r.key)
        .sort();
      expect(keys).toEqual(['api|10.0.0.9', 'api|127.0.0.1', 'forms|127.0.0.1']);
    } finally {
      await closeAll([a, b]);
    }
  });

  it('starts a new window once the old one has passed, and cleanup removes passed windows', async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT_STORE: 'database', RATE_LIMIT_FORMS_MAX: '1' });
    try {
      expect((await submit(a)).statusCode).toBe(200);
      expect((await submit(b)).statusCode).toBe(429);
      // The window ends (moved rather than waited for).
      await database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'`);
      expect((await submit(b)).statusCode).toBe(200);
      expect((await submit(a)).statusCode).toBe(429);
      await database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'`);
      await removePassedWindows(database.db);
      expect(await database.db.select().from(rateLimits)).toEqual([]);
    } finally {
      await closeAll([a, b]);
    }
  });

  it('counts every one of many concurrent hits exactly once (one atomic upsert each)', async () => {
    const t = await buildTestApp({}, database);
    const store = new DatabaseRateLimitStore(database.db, t.app.log);
    await t.close();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => countHits(store, 'incr', 'test|concurrent', 60_000, 1000)),
    );
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(results.every((r) => r.ttl > 0 && r.ttl <= 60_000)).toBe(true);
    expect(await countHits(store, 'read', 'test|concurrent', 60_000, 1000)).toMatchObject({
      current: 50,
    });
    expect(await countHits(store, 'read', 'test|never-seen', 60_000, 1000)).toEqual({
      current: 0,
      ttl: 0,
    });
  });

  it('removes passed windows every minute whichever store counts requests: the sign-in counters are in the table either way', async () => {
    for (const store of ['memory', 'database']) {
      await database.db.delete(rateLimits);
      // Only the cleanup's timer is made fake, so the minute is moved rather than waited for.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const t = await buildTestApp({ RATE_LIMIT_STORE: store }, database);
      try {
        await database.db.insert(rateLimits).values([
          { key: 'sign-in|ip:192.0.2.1', count: 3, resetAt: new Date(Date.now() - 1000) },
          { key: 'sign-in|ip:192.0.2.2', count: 3, resetAt: new Date(Date.now() + 600_000) },
        ]);
        vi.advanceTimersByTime(60_000);
        await expect
          .poll(async () => (await database.db.select().from(rateLimits)).map((row) => row.key))
          .toEqual(['sign-in|ip:192.0.2.2']);
      } finally {
        await t.close();
        vi.useRealTimers();
      }
    }
  });

  it('in memory (the default) each instance counts alone', async () => {
    const [a, b] = await twoInstances({ RATE_LIMIT_FORMS_MAX: '1' });
    try {
      expect([
        (await submit(a)).statusCode,
        (await submit(b)).statusCode,
        (await submit(a)).statusCode,
      ]).toEqual([200, 200, 429]);
      expect(await database.db.select().from(rateLimits)).toEqual([]);
    } finally {
      await closeAll([a, b]);
    }
  });
});

describe('when the store cannot be reached', () => {
  it('lets requests through and logs a warning instead of failing them', async () => {
    const broken = await createTestDatabase();
    await broken.dispose();
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const config = loadConfig({
      LOG_LEVEL: 'warn',
      DATA_DIR: '.tmp/test-data',
      RATE_LIMIT_STORE: 'database',
      RATE_LIMIT_API_MAX: '1',
    });
    const app = await buildApp({ config, database: broken, logger: { level: 'warn', stream } });
    try {
      const statuses = [(await token({ app })).statusCode, (await token({ app })).statusCode];
      expect(statuses).toEqual([200, 200]);
      expect(lines.filter((l) => l.msg.startsWith('rate-limit store unavailable'))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
