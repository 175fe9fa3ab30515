import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../../server/db/schema';
import {
  clientKey,
  countHits,
  createRateLimitStores,
} from '../../../server/plugins/rate-limit-store';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Limiters that share one store (every limiter, with RATE_LIMIT_STORE=database) and are handed the
// same client key must still count apart: the store keeps each limiter's keys under its own name.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await database.db.delete(rateLimits);
});

/** The plugin as the server registers it, and two limiters that key every request by the bare client address. */
async function appWithTwoLimiters(store: 'memory' | 'database') {
  const app = Fastify();
  const stores = createRateLimitStores({ RATE_LIMIT_STORE: store }, database.db, app.log);
  await app.register(fastifyRateLimit, {
    global: false,
    store: stores.pluginStore('api'),
    keyGenerator: clientKey,
  });
  for (const name of ['first', 'second']) {
    app.get(
      `/${name}`,
      {
        onRequest: app.rateLimit({
          limiter: name,
          max: 2,
          timeWindow: 60_000,
          keyGenerator: clientKey,
        }),
      },
      async () => ({ ok: true }),
    );
  }
  app.addHook('onClose', (_instance, done) => {
    stores.close();
    done();
  });
  return { app, stores };
}

describe.each(['memory', 'database'] as const)('with the %s store', (store) => {
  it('two limiters given the same client key do not share counts', async () => {
    const { app } = await appWithTwoLimiters(store);
    try {
      const statuses = [];
      for (const url of ['/first', '/first', '/second', '/second', '/first', '/second'])
        statuses.push((await app.inject({ url })).statusCode);
      // Each has its own two requests; a shared counter would have refused /second at once.
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('a limiter outside the plugin counts under its own name too', async () => {
    const { app, stores } = await appWithTwoLimiters(store);
    try {
      const notFound = stores.limiter('404');
      await app.inject({ url: '/first' });
      expect(await countHits(notFound, 'read', '127.0.0.1', 60_000, 2)).toEqual({
        current: 0,
        ttl: 0,
      });
      expect((await countHits(notFound, 'incr', '127.0.0.1', 60_000, 2)).current).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('refuses a limiter without a name, and a second limiter with a name already in use', async () => {
    const { app, stores } = await appWithTwoLimiters(store);
    try {
      expect(() => app.rateLimit({ max: 1 })).toThrow(/needs a name/);
      expect(() => app.rateLimit({ limiter: 'first', max: 1 })).toThrow(/share counters/);
      expect(() => stores.limiter('api')).toThrow(/share counters/);
    } finally {
      await app.close();
    }
  });
});

it("in the database each limiter's counters are stored under its name", async () => {
  const { app } = await appWithTwoLimiters('database');
  try {
    await app.inject({ url: '/first' });
    await app.inject({ url: '/second' });
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits))
      .map((r) => r.key)
      .sort();
    expect(keys).toEqual(['first|127.0.0.1', 'second|127.0.0.1']);
  } finally {
    await app.close();
  }
});
