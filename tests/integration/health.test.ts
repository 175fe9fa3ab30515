import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { validEnquiry } from '../support/lead-fixtures';
import { buildTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, testDatabaseKind } from '../support/test-database';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A database handle whose server is gone: a closed PGlite, or PostgreSQL on a port nobody listens on. */
async function unreachableDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'postgres')
    return openDatabase({ url: 'postgres://postgres@127.0.0.1:9/academy' });
  const handle = await createTestDatabase();
  await handle.dispose();
  return { ...handle, close: async () => {} };
}

describe('GET /api/health', () => {
  it('is green while the database answers', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, database: 'up' });
  });

  it('answers 503 JSON when the database is down, and forms get a clear 503', async () => {
    t = await buildTestApp({}, await unreachableDatabase());
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ success: false, database: 'down' });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validEnquiry(),
    });
    expect(contact.statusCode).toBe(503);
    // The request id lets staff find the log line of the failure.
    expect(contact.json()).toEqual({
      success: false,
      message: expect.stringMatching(/temporarily unavailable/),
      requestId: expect.any(String),
    });
  });
});
