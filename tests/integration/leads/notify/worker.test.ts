import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';
import { contactEnquiries, jobs } from '../../../../server/db/schema';
import { emailChannel, signBody, webhookChannel } from '../../../../server/leads/notify/channels';
import { createOutbox } from '../../../../server/leads/notify/outbox';
import { startNotificationWorker } from '../../../../server/leads/notify/worker';
import { createLeadsService } from '../../../../server/leads/lead-store';
import { ContactEnquirySchema, RegistrationSchema, splitGuard } from '../../../../schemas/leads';
import { resetLeadTables, validEnquiry, validRegistration } from '../../../support/lead-fixtures';
import { freePort } from '../../../support/free-port';
import { startSmtpListener, startWebhookListener } from '../../../support/local-listeners';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database';

const log = Fastify({ logger: false }).log;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(() => resetLeadTables(database));

const store = (overrides: Record<string, unknown> = {}) =>
  createLeadsService(database.db).create(
    'contact',
    ContactEnquirySchema.parse({ ...validEnquiry(), ...overrides }),
  );

const jobRows = () => database.db.select().from(jobs).orderBy(jobs.id);

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const fastRetry = { retryBaseMs: 100, leaseMs: 5_000 };

describe('lead notifications by email', () => {
  it('delivers every field to the staff address over SMTP', async () => {
    const smtp = await startSmtpListener();
    const config = loadConfig({
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: 'leads@academy.example',
      MAIL_FROM: 'Site <site@academy.example>',
    });
    const id = await store({
      name: 'Fatima Al Zahra',
      description: 'Evening batch, please.\nTwo lines.',
    });
    const worker = startNotificationWorker({
      db: database.db,
      channels: [emailChannel(config)],
      log,
      pollMs: 50,
      outbox: fastRetry,
    });
    await until(() => smtp.messages.length === 1);
    await worker.stop();
    await smtp.close();
    const [mail] = smtp.messages;
    expect(mail!.to).toEqual(['leads@academy.example']);
    for (const line of [
      'Name: Fatima Al Zahra',
      'Email: anjali@example.com',
      'Course: Core Facilities Management Courses',
      'Track: Full Time',
      'Phone: +91 98470 00000',
    ]) {
      expect(mail!.decoded).toContain(line);
    }
    expect(mail!.decoded).toMatch(/Subject: New enquiry #\d+: Fatima Al Zahra/);
    const [job] = await jobRows();
    expect(job).toMatchObject({
      doneAt: expect.any(Date),
      failedAt: null,
      payload: { form: 'contact', id, delivered: ['email'] },
    });
  });

  it('delivers a batch of both kinds of lead, each with its own fields, and completes the job of a lead that is gone', async () => {
    const smtp = await startSmtpListener();
    const config = loadConfig({ SMTP_URL: smtp.url });
    await store({ name: 'Batch Enquirer' });
    const gone = await store({ name: 'Gone Lead' });
    await database.db.delete(contactEnquiries).where(eq(contactEnquiries.id, gone));
    await createLeadsService(database.db).create(
      'registration',
      splitGuard(RegistrationSchema.parse(validRegistration())).lead,
    );
    const worker = startNotificationWorker({
      db: database.db,
      channels: [emailChannel(config)],
      log,
      pollMs: 50,
      outbox: fastRetry,
    });
    await until(async () => (await jobRows()).every((j) => j.doneAt !== null));
    await worker.stop();
    await smtp.close();
    expect(smtp.messages.map((m) => /Subject: (New \w+) #/.exec(m.decoded)?.[1])).toEqual([
      'New enquiry',
      'New registration',
    ]);
    expect(smtp.messages[0]!.decoded).toContain('Name: Batch Enquirer');
    expect(smtp.messages[1]!.decoded).toContain('First name: Rashid');
    expect(smtp.messages[1]!.decoded).toContain('Other course: Energy auditing');
    expect(smtp.messages.some((m) => m.decoded.includes('Gone Lead'))).toBe(false);
    expect((await jobRows()).map((j) => j.failedAt)).toEqual([null, null, null]);
  });

  it('cannot be used to inject mail headers, and escapes HTML', async () => {
    const smtp = await startSmtpListener();
    const config = loadConfig({ SMTP_URL: smtp.url });
    await store({
      name: 'Eve\r\nBcc: victim@example.com',
      description: '<script>alert(1)</script>',
    });
    const worker = startNotificationWorker({
      db: database.db,
      channels: [emailChannel(config)],
      log,
      pollMs: 50,
      outbox: fastRetry,
    });
    await until(() => smtp.messages.length === 1);
    await worker.stop();
    await smtp.close();
    const headers = smtp.messages[0]!.decoded.split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(smtp.messages[0]!.to).toEqual(['admissions@academy.example']);
    // The plain-text part may say <script> as text; the HTML part must escape it.
    const decoded = smtp.messages[0]!.decoded;
    const htmlPart = decoded.slice(decoded.indexOf('Content-Type: text/html'));
    expect(htmlPart).not.toContain('<script>');
    expect(htmlPart).toContain('&#60;script&#62;');
  });

  it('keeps the lead while the mail server is down and delivers it once it is back', async () => {
    const port = await freePort();
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const ids = [await store({ name: 'First Lead' }), await store({ name: 'Second Lead' })];
    const worker = startNotificationWorker({
      db: database.db,
      channels: [emailChannel(config)],
      log,
      pollMs: 50,
      outbox: fastRetry,
    });
    await until(async () => (await jobRows()).every((j) => j.attempts >= 2));
    const waiting = await jobRows();
    expect(
      waiting.every((j) => j.doneAt === null && j.failedAt === null && j.lastError !== null),
    ).toBe(true);

    const smtp = await startSmtpListener(port);
    await until(() => smtp.messages.length === 2);
    await worker.stop();
    await smtp.close();
    expect(smtp.messages.map((m) => m.decoded.match(/Name: (.+)/)?.[1]?.trim()).sort()).toEqual([
      'First Lead',
      'Second Lead',
    ]);
    expect((await jobRows()).map((j) => (j.payload as { id: number }).id)).toEqual(ids);
    expect((await jobRows()).every((j) => j.doneAt !== null)).toBe(true);
  });

  it('marks a job failed, visibly, when every attempt is spent', async () => {
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    await store();
    const worker = startNotificationWorker({
      db: database.db,
      channels: [emailChannel(config)],
      log,
      pollMs: 20,
      outbox: { ...fastRetry, retryBaseMs: 10, maxAttempts: 3 },
    });
    await until(async () => (await jobRows())[0]!.failedAt !== null);
    await worker.stop();
    const [job] = await jobRows();
    expect(job).toMatchObject({
      attempts: 3,
      doneAt: null,
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
  });

  it('writes an .eml file when no SMTP server is configured', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-mail-'));
    await store({ name: 'Eml Person' });
    const worker = startNotificationWorker({
      db: database.db,
      channels: [emailChannel(loadConfig({ DATA_DIR: dataDir }))],
      log,
      pollMs: 50,
    });
    await until(
      () =>
        fs.existsSync(path.join(dataDir, 'mail')) &&
        fs.readdirSync(path.join(dataDir, 'mail')).length === 1,
    );
    await worker.stop();
    const [file] = fs.readdirSync(path.join(dataDir, 'mail'));
    expect(file).toMatch(/contact-\d+\.eml$/);
    expect(fs.readFileSync(path.join(dataDir, 'mail', file!), 'utf8')).toContain('Eml Person');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('lead notifications to a CRM webhook', () => {
  it('POSTs the lead signed with HMAC-SHA256, retrying until the CRM accepts', async () => {
    let answer = 503;
    const crm = await startWebhookListener(() => answer);
    const id = await store({ name: 'Webhook Lead' });
    const worker = startNotificationWorker({
      db: database.db,
      channels: [webhookChannel(crm.url, 'top-secret')],
      log,
      pollMs: 50,
      outbox: fastRetry,
    });
    await until(() => crm.requests.length >= 2);
    answer = 200;
    await until(async () => (await jobRows())[0]!.doneAt !== null);
    await worker.stop();
    await crm.close();
    const last = crm.requests.at(-1)!;
    expect(last.headers['x-academy-signature']).toBe(signBody('top-secret', last.body));
    expect(JSON.parse(last.body)).toMatchObject({
      event: 'lead.created',
      lead: { form: 'contact', id, name: 'Webhook Lead' },
    });
  });

  it('does not repeat a channel already delivered when another fails', async () => {
    const smtp = await startSmtpListener();
    let answer = 500;
    const crm = await startWebhookListener(() => answer);
    await store();
    const worker = startNotificationWorker({
      db: database.db,
      channels: [emailChannel(loadConfig({ SMTP_URL: smtp.url })), webhookChannel(crm.url, 's')],
      log,
      pollMs: 50,
      outbox: fastRetry,
    });
    await until(() => crm.requests.length >= 3);
    answer = 200;
    await until(async () => (await jobRows())[0]!.doneAt !== null);
    await worker.stop();
    await Promise.all([smtp.close(), crm.close()]);
    expect(smtp.messages).toHaveLength(1);
  });
});

describe('the outbox', () => {
  it('redelivers a job whose worker died after claiming it, once the lease runs out', async () => {
    await store();
    // A process claims the job and dies before finishing it.
    const [claimed] = await createOutbox(database.db, {
      leaseMs: 300,
      maxAttempts: 12,
      retryBaseMs: 100,
    }).claim(10);
    expect(claimed).toBeDefined();
    expect(await createOutbox(database.db).claim(10)).toEqual([]);
    const smtp = await startSmtpListener();
    const worker = startNotificationWorker({
      db: database.db,
      channels: [emailChannel(loadConfig({ SMTP_URL: smtp.url }))],
      log,
      pollMs: 50,
    });
    await until(() => smtp.messages.length === 1);
    await worker.stop();
    await smtp.close();
    const [job] = await jobRows();
    expect(job!.attempts).toBe(2);
    expect(job!.doneAt).not.toBeNull();
  });

  it('never hands one job to two workers at once', async () => {
    const smtp = await startSmtpListener();
    const service = createLeadsService(database.db);
    const lead = ContactEnquirySchema.parse(validEnquiry());
    await Promise.all(Array.from({ length: 60 }, () => service.create('contact', lead)));
    const channels = [emailChannel(loadConfig({ SMTP_URL: smtp.url }))];
    const workers = [1, 2, 3].map(() =>
      startNotificationWorker({ db: database.db, channels, log, pollMs: 20, batchSize: 5 }),
    );
    await until(
      async () =>
        (
          await database.db
            .select()
            .from(jobs)
            .where(sql`${jobs.doneAt} is null`)
        ).length === 0,
      30_000,
    );
    await Promise.all(workers.map((w) => w.stop()));
    await smtp.close();
    expect(smtp.messages).toHaveLength(60);
    const attempts = await database.db
      .select({ attempts: jobs.attempts })
      .from(jobs)
      .where(eq(jobs.attempts, 1));
    expect(attempts).toHaveLength(60);
  });
});
