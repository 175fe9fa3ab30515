import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/connect';
import { MESSAGES } from '../../../server/plugins/error-handler';
import { SERVER_MESSAGES_AR } from '../../../shared/content/server-messages.ar';
import { freePort } from '../../support/free-port';
import { validEnquiry } from '../../support/lead-fixtures';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// The server's own log output, line by line, as it would reach the log collector.
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n'))
      if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    RATE_LIMIT_FORMS_MAX: '100000',
  });
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('a query that fails', () => {
  it('answers 500 with the request id, and its error log line holds no personal data', async () => {
    // The database refuses this one visitor's row: a real failing INSERT carrying their details.
    await database.db.execute(
      sql`alter table contact_enquiries add constraint refuses_one_name check (name <> 'Nikhil Failing')`,
    );
    const visitor = {
      ...validEnquiry(),
      name: 'Nikhil Failing',
      email: 'nikhil.private@example.com',
      phone: '+91 90000 12345',
      description: 'My private message',
    };
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: visitor });
    expect(response.statusCode).toBe(500);
    const { requestId } = response.json() as { requestId: string };

    const errors = lines.filter((line) => (line.level as number) >= 50);
    expect(errors).toHaveLength(1);
    const entry = JSON.stringify(errors[0]);
    expect(errors[0]).toMatchObject({
      reqId: requestId,
      msg: 'request failed',
      err: { code: '23514', constraint: 'refuses_one_name' },
    });
    for (const secret of ['Nikhil', 'nikhil.private', '90000', 'private message'])
      expect(entry).not.toContain(secret);
  });

  it('is told the same way wherever it is logged: any module that logs { err } writes no value the query was sent', async () => {
    const visitor = 'Anjali Hidden';
    const failure = await database.db
      .execute(sql`select ${visitor}::int`)
      .catch((error: unknown) => error);
    lines.length = 0;
    app.log.warn({ err: failure }, 'a worker or store gave up');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'a worker or store gave up', err: { code: '22P02' } });
    expect(JSON.stringify(lines[0])).not.toContain('Anjali');
  });
});

describe('a request', () => {
  it('is logged by its path: a query string naming a person never reaches the log', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/blogs?q=meera.private%40example.com&page=1' });
    const logged = JSON.stringify(lines);
    expect(lines.some((line) => (line.req as { url?: string })?.url === '/api/blogs')).toBe(true);
    expect(logged).not.toContain('meera.private');
  });
});

// What a visitor reads when the server cannot answer (the accreditations page's list, a form) is in
// the language of the page that asked: its island names it (Accept-Language), as the forms' do.
describe("a visitor's request the server cannot answer", () => {
  const inArabic = { 'accept-language': 'ar' };

  it('is told the database is away in the language it asked in', async () => {
    // A PostgreSQL address where nothing listens: the database is unreachable.
    const gone = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${await freePort()}/academy`,
    });
    const away = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data' }),
      database: gone,
      logger: false,
    });
    try {
      const ask = (headers: Record<string, string>) =>
        away.inject({ url: '/api/public/accreditations', headers });
      const arabic = await ask(inArabic);
      expect(arabic.statusCode).toBe(503);
      expect(arabic.json()).toMatchObject({
        success: false,
        message: SERVER_MESSAGES_AR.unavailable,
      });
      expect((await ask({})).json()).toMatchObject({ message: MESSAGES.unavailable });
      expect((await ask({ 'accept-language': 'fr-FR, ar;q=0.5' })).json()).toMatchObject({
        message: SERVER_MESSAGES_AR.unavailable,
      });
    } finally {
      await away.close();
      await gone.close();
    }
  });

  it("is told to slow down in its language, past the API's limit", async () => {
    const busy = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', RATE_LIMIT_API_MAX: '1' }),
      database,
      logger: false,
    });
    try {
      const ask = () => busy.inject({ url: '/api/public/accreditations', headers: inArabic });
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        message: SERVER_MESSAGES_AR.tooManyRequests,
      });
    } finally {
      await busy.close();
    }
  });

  it("is told a form's flood is refused in the language of the form's page", async () => {
    const busy = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: '.tmp/test-data',
        RATE_LIMIT_FORMS_MAX: '1',
        RATE_LIMIT_FORMS_SPAM_MAX: '0',
      }),
      database,
      logger: false,
    });
    try {
      const send = () =>
        busy.inject({
          method: 'POST',
          url: '/api/contact',
          headers: inArabic,
          payload: validEnquiry(),
        });
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: SERVER_MESSAGES_AR.tooManyLeads });
    } finally {
      await busy.close();
    }
  });
});
