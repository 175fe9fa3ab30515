import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../support/throwaway-postgres';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connect';
import { contactEnquiries, jobs } from '../../../server/db/schema';
import { validEnquiry } from '../../support/lead-fixtures';

// A real PostgreSQL server stopped and started again while leads keep arriving. Each request must
// end as success-and-stored or clear-error-and-not-stored, never both, and the app recovers alone.

let server: ThrowawayPostgres;
let database: DatabaseHandle;
beforeAll(async () => {
  // Durable: a crash must not lose what was committed, as on any production server.
  server = await startThrowawayPostgres({ durable: true });
  database = await openDatabase({ url: server.url });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  server.destroy();
});

describe('PostgreSQL restarting under a stream of submissions', { timeout: 120_000 }, () => {
  it('answers every request truthfully and recovers by itself', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: server.url,
      RATE_LIMIT_FORMS_MAX: '100000',
      DATA_DIR: '.tmp/restart-test',
    });
    const app = await buildApp({ config, database, logger: false });
    const outcomes: { name: string; status: number; success: boolean }[] = [];
    const submit = async (name: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...validEnquiry(), name },
      });
      const body = response.json() as { success: boolean; message: string };
      outcomes.push({ name, status: response.statusCode, success: body.success });
      if (!body.success) expect(body.message).toMatch(/temporarily unavailable|went wrong/);
    };
    const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;

    let n = 0;
    for (let i = 0; i < 20; i++) await submit(`before ${n++}`);
    server.stop();
    for (let i = 0; i < 10; i++) await submit(`during ${n++}`);
    expect(await health()).toBe(503);
    server.start();
    // The pool finds its way back on its own.
    const deadline = Date.now() + 30_000;
    while ((await health()) !== 200) {
      if (Date.now() > deadline) throw new Error('the app did not recover');
      await new Promise((r) => setTimeout(r, 200));
    }
    for (let i = 0; i < 20; i++) await submit(`after ${n++}`);
    await app.close();

    const stored = new Set(
      (await database.db.select({ name: contactEnquiries.name }).from(contactEnquiries)).map(
        (r) => r.name,
      ),
    );
    for (const outcome of outcomes) {
      expect(outcome.success ? [200] : [503, 500], outcome.name).toContain(outcome.status);
      expect(stored.has(outcome.name), `${outcome.name}: answered success=${outcome.success}`).toBe(
        outcome.success,
      );
    }
    expect(outcomes.filter((o) => o.name.startsWith('during')).every((o) => !o.success)).toBe(true);
    expect(outcomes.filter((o) => o.name.startsWith('after')).every((o) => o.success)).toBe(true);
    // No half-written lead: every stored lead has its notification job.
    const leads = await database.db.select({ id: contactEnquiries.id }).from(contactEnquiries);
    for (const lead of leads) {
      const [job] = await database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload} @> ${JSON.stringify({ form: 'contact', id: lead.id })}::jsonb`);
      expect(job, `job of lead ${lead.id}`).toBeDefined();
    }
  });
});
