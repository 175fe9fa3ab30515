import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/free-port';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connect';
import { MESSAGES } from '../../../server/plugins/error-handler';
import { currentRequestId } from '../../../server/plugins/request-id';
import { validEnquiry } from '../../support/lead-fixtures';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Every request has an id: on its response, in every log line about it, and in any 5xx body, so a
// visitor's "something went wrong" leads staff to the log line that says what.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
type LogLine = { level: number; msg: string; reqId?: string; err?: { message: string } };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function appWithLog(env: Record<string, string> = {}, db: DatabaseHandle = database) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  const config = loadConfig({ DATA_DIR: '.tmp/test-data', ...env });
  const app = await buildApp({ config, database: db, logger: { level: 'info', stream } });
  let seenLater: string | undefined;
  app.get('/api/test/fails', async () => {
    throw new Error('a bug in a handler');
  });
  app.get('/api/test/later', async (request) => {
    await new Promise((r) => setTimeout(r, 5));
    seenLater = currentRequestId();
    return { id: request.id };
  });
  await app.ready();
  return { app, lines, seenLater: () => seenLater };
}

describe('request ids', () => {
  it('names each response with a fresh id', async () => {
    const { app } = await appWithLog();
    try {
      const [a, b] = [await app.inject('/api/health'), await app.inject('/api/health')];
      expect(a.headers['x-request-id']).toMatch(UUID);
      expect(b.headers['x-request-id']).toMatch(UUID);
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    } finally {
      await app.close();
    }
  });

  it('puts the id in a 500 body and on the error log line', async () => {
    const { app, lines } = await appWithLog();
    try {
      const response = await app.inject('/api/test/fails');
      const id = response.headers['x-request-id'];
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        message: MESSAGES.internal,
        requestId: id,
      });
      const logged = lines.find((l) => l.level >= 50);
      expect(logged).toMatchObject({
        reqId: id,
        msg: 'request failed',
        err: { message: 'a bug in a handler' },
      });
    } finally {
      await app.close();
    }
  });

  it('puts the id in a 503 body when the database is away, and on its log line', async () => {
    // A PostgreSQL address where nothing listens: the database is unreachable.
    const gone = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${await freePort()}/academy`,
    });
    const { app, lines } = await appWithLog({ RATE_LIMIT_FORMS_MAX: '100' }, gone);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: validEnquiry(),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: MESSAGES.unavailable,
        requestId: response.headers['x-request-id'],
      });
      expect(lines.find((l) => l.msg === 'database unavailable')?.reqId).toBe(
        response.headers['x-request-id'],
      );
    } finally {
      await app.close();
      await gone.close();
    }
  });

  it('keeps the id through the work a request starts, for process-level error logs', async () => {
    const { app, seenLater } = await appWithLog();
    try {
      const response = await app.inject('/api/test/later');
      expect(seenLater()).toBe(response.json<{ id: string }>().id);
    } finally {
      await app.close();
    }
  });

  it('takes a proxy’s X-Request-Id only behind a trusted proxy, and only when it is plainly an id', async () => {
    const trusted = await appWithLog({ TRUST_PROXY: 'true' });
    const direct = await appWithLog();
    try {
      const idFrom = async (app: typeof direct.app, value: string) =>
        (await app.inject({ url: '/api/health', headers: { 'x-request-id': value } })).headers[
          'x-request-id'
        ];
      expect(await idFrom(trusted.app, 'lb-2f9c.77:a')).toBe('lb-2f9c.77:a');
      expect(await idFrom(trusted.app, 'two words')).toMatch(UUID);
      expect(await idFrom(trusted.app, 'x'.repeat(200))).toMatch(UUID);
      expect(await idFrom(direct.app, 'lb-2f9c.77:a')).toMatch(UUID);
    } finally {
      await Promise.all([trusted.app.close(), direct.app.close()]);
    }
  });
});
