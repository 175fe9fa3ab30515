import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
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
