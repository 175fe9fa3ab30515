import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { leadCounts, validEnquiry } from '../support/lead-fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Closing the server (what SIGTERM does) while requests are in flight: each one finishes, and each
// success is a stored lead. Nothing answered success is lost.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('graceful shutdown', { timeout: 60_000 }, () => {
  it('finishes in-flight requests and loses no accepted lead', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_FORMS_MAX: '100000',
      DATA_DIR: '.tmp/shutdown-test',
    });
    // A slow database holds every statement and transaction for 300 ms, so many are
    // certainly in flight when the close begins. drizzle sends each through its session (query
    // builders, execute, and statements prepared once), so the session is what is slowed.
    let arrived = 0;
    const session = database.db._.session;
    const slowSession = Object.create(session) as typeof session;
    slowSession.prepareQuery = ((...args: Parameters<typeof session.prepareQuery>) => {
      const prepared = session.prepareQuery(...args);
      const execute = prepared.execute.bind(prepared);
      prepared.execute = (async (...values: Parameters<typeof execute>) => {
        arrived++;
        await new Promise((r) => setTimeout(r, 300));
        return execute(...values);
      }) as typeof execute;
      return prepared;
    }) as typeof session.prepareQuery;
    const slowDb = Object.create(database.db) as typeof database.db;
    // A lead with a batch to check or an owner to choose is stored in a transaction: its start is slowed the same way.
    const transaction = database.db.transaction.bind(database.db);
    Object.defineProperties(slowDb, {
      session: { value: slowSession },
      _: { value: { ...database.db._, session: slowSession } },
      transaction: {
        value: (async (...args: Parameters<typeof transaction>) => {
          arrived++;
          await new Promise((r) => setTimeout(r, 300));
          return transaction(...args);
        }) as typeof transaction,
      },
    });
    const app = await buildApp({ config, database: { ...database, db: slowDb }, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const send = () =>
      fetch(`${address}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validEnquiry()),
      })
        .then(async (r) => ({ status: r.status, body: (await r.json()) as { success: boolean } }))
        .catch(() => ({ status: 0, body: { success: false } }));
    const inFlight = Array.from({ length: 60 }, send);
    while (arrived < 20) await new Promise((r) => setTimeout(r, 5));
    const closing = app.close();
    const results = await Promise.all(inFlight);
    await closing;
    const succeeded = results.filter((r) => r.status === 200 && r.body.success).length;
    expect(succeeded).toBeGreaterThanOrEqual(20);
    expect(results.every((r) => r.status === 200 || r.status === 503 || r.status === 0)).toBe(true);
    const stored = await leadCounts(database);
    expect(stored.enquiries).toBe(succeeded);
    expect(stored.jobs).toBe(succeeded);
  });
});
