import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_NOTICE_JOB, batchNoticeHandler } from '../../../server/batches/batch-notice';
import { loadConfig } from '../../../server/config';
import { rowsOf } from '../../../server/db/rows';
import { auditLog, jobs } from '../../../server/db/schema';
import { mailSender } from '../../../server/leads/notify/mail';
import { startNotificationWorker } from '../../../server/leads/notify/worker';
import { client, consoleWithAccounts } from '../../support/admin-fixtures';
import { batchDraft } from '../../support/batch-fixtures';
import { readableMail, startSmtpListener } from '../../support/local-listeners';
import { validEnquiry, validRegistration } from '../../support/lead-fixtures';

// Staff who cancel or delete a batch that leads named may have each person emailed: the notices are
// enqueued with the change (both or neither) and delivered through the outbox to a real local SMTP
// listener; an erased lead is told nothing, and without `notify` nobody is.
const t = consoleWithAccounts();
const log = Fastify({ logger: false }).log;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());

const schedule = async (overrides: Record<string, unknown> = {}) =>
  (await (await t.asStaff()).post('/api/admin/batches', batchDraft(overrides))).json().batch as {
    id: number;
    version: number;
  };

async function deliver() {
  const config = loadConfig({ SMTP_URL: smtp.url });
  const worker = startNotificationWorker({
    db: t.database.db,
    channels: [],
    handlers: { [BATCH_NOTICE_JOB]: batchNoticeHandler(t.database.db, mailSender(config)) },
    log,
    pollMs: 20,
  });
  const deadline = Date.now() + 15_000;
  const pending = async () =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from jobs where kind = ${BATCH_NOTICE_JOB} and done_at is null`,
      ),
    )[0]!.n;
  while ((await pending()) > 0) {
    if (Date.now() > deadline) throw new Error('notices not delivered in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await worker.stop();
}

describe('a batch cancelled or deleted, its people told', () => {
  it('emails each person whose lead named it where their place went, once, and audits how many', async () => {
    const batch = await schedule();
    const next = await schedule({ start_date: '2026-06-05', end_date: '2026-07-25' });
    const send = (body: object, url = '/api/contact') => client(t.app).post(url, body);
    expect(
      (await send({ ...validEnquiry(), email: 'asha@example.in', batch: batch.id })).statusCode,
    ).toBe(200);
    expect(
      (
        await send(
          { ...validRegistration(), email: 'rashid@example.ae', batch: batch.id },
          '/api/register',
        )
      ).statusCode,
    ).toBe(200);
    // Erased since: told nothing.
    expect(
      (await send({ ...validEnquiry(), email: 'gone@example.in', batch: batch.id })).statusCode,
    ).toBe(200);
    const admin = await t.asAdmin();
    const inbox = (await admin.get(`/api/admin/leads?batch=${batch.id}`)).json().leads as {
      id: number;
      form: string;
      email: string;
      version: number;
    }[];
    const gone = inbox.find((lead) => lead.email === 'gone@example.in')!;
    expect(
      (
        await admin.post(`/api/admin/leads/contact/${gone.id}/erase`, {
          version: gone.version,
        })
      ).statusCode,
    ).toBe(200);

    const cancelled = await admin.post(`/api/admin/batches/${batch.id}/cancel`, {
      version: batch.version,
      move_to: next.id,
      notify: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `batch:${batch.id}`))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      action: 'batch_cancelled',
      details: { leadsMoved: 3, leadsNotified: 2 },
    });
    await deliver();
    const to = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
    expect(to('asha@example.in')).toHaveLength(1);
    expect(to('rashid@example.ae')).toHaveLength(1);
    expect(to('gone@example.in')).toHaveLength(0);
    const mail = to('asha@example.in')[0]!.decoded;
    expect(mail).toContain('has been cancelled');
    expect(mail).toContain('Fri, 3 Apr 2026');
    expect(mail).toContain('We have kept your place on the next intake of the course');
    expect(mail).toContain('Fri, 5 Jun 2026');
  });

  it('tells a person in the language their lead was sent in, both batches in the words their form showed', async () => {
    const batch = await schedule({ course: 'cfm-training' });
    const next = await schedule({
      course: 'cfm-training',
      centre: 'sharjah',
      start_date: '2026-06-05',
      end_date: '2026-07-25',
    });
    const sent = await client(t.app).send({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'ar' },
      payload: { ...validRegistration(), email: 'salma@example.ae', batch: batch.id },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const admin = await t.asAdmin();
    const cancelled = await admin.post(`/api/admin/batches/${batch.id}/cancel`, {
      version: batch.version,
      move_to: next.id,
      notify: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Deleting the batch its place left does not change the words the notice names it in.
    const deleted = await admin.post(`/api/admin/batches/${batch.id}/delete`, {
      version: batch.version + 1,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await deliver();
    const [mail, ...more] = smtp.messages.filter((m) => m.to.includes('salma@example.ae'));
    expect(more).toEqual([]);
    const text = readableMail(mail!);
    const cfm = 'التدريب على شهادة مدير المرافق المعتمد (\u2068CFM\u2069)';
    expect(text).toContain(
      `نأسف لإبلاغك بإلغاء الدفعة التي اخترتها: ${cfm}، من الجمعة، 3 أبريل 2026 إلى السبت، 23 مايو 2026 (دبي، في قاعة الدراسة).`,
    );
    expect(text).toContain(
      `وقد حجزنا لك مقعدًا في الدفعة التالية من الدورة: ${cfm}، من الجمعة، 5 يونيو 2026 إلى السبت، 25 يوليو 2026 (الشارقة، في قاعة الدراسة).`,
    );
    expect(text).toContain(`Subject: أُلغيت دفعتك: ${cfm}`);
    expect(text).toContain('<div lang="ar" dir="rtl"');
    expect(text).not.toMatch(/Dear|cancelled|Fri,/);
  });

  it('tells a person once per batch: cancelling again or deleting after a cancel mails nobody twice, and two leads of one address get one notice', async () => {
    const batch = await schedule();
    for (const email of ['twice@example.in', 'TWICE@example.in', 'once@example.in'])
      expect(
        (await client(t.app).post('/api/contact', { ...validEnquiry(), email, batch: batch.id }))
          .statusCode,
      ).toBe(200);
    const admin = await t.asAdmin();
    const version = async () =>
      (await admin.get(`/api/admin/batches?past=1`))
        .json()
        .batches.find((b: { id: number }) => b.id === batch.id).version as number;
    const notices = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from jobs where kind = ${BATCH_NOTICE_JOB} and (payload->>'batchId')::int = ${batch.id}`,
        ),
      )[0]!.n;
    const cancel = () =>
      version().then((v) =>
        admin.post(`/api/admin/batches/${batch.id}/cancel`, { version: v, notify: true }),
      );
    expect((await cancel()).statusCode).toBe(200);
    expect(await notices()).toBe(2);
    expect((await cancel()).statusCode).toBe(200);
    const deleted = await admin.post(`/api/admin/batches/${batch.id}/delete`, {
      version: await version(),
      notify: true,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await notices()).toBe(2);
  });

  it('moves nobody into a batch marked full, or one whose seats the enrolled would overflow (400, nothing changed)', async () => {
    const batch = await schedule();
    const full = await schedule({
      start_date: '2026-06-05',
      end_date: '2026-07-25',
      status: 'full',
    });
    const oneSeat = await schedule({ start_date: '2026-06-12', end_date: '2026-07-31', seats: 1 });
    const admin = await t.asAdmin();
    for (const email of ['first@example.in', 'second@example.in']) {
      expect(
        (await client(t.app).post('/api/contact', { ...validEnquiry(), email, batch: batch.id }))
          .statusCode,
      ).toBe(200);
    }
    const leads = (await admin.get(`/api/admin/leads?batch=${batch.id}`)).json().leads as {
      id: number;
      version: number;
    }[];
    for (const lead of leads)
      expect(
        (
          await admin.post(`/api/admin/leads/contact/${lead.id}/status`, {
            status: 'enrolled',
            version: lead.version,
          })
        ).statusCode,
      ).toBe(200);
    for (const target of [full, oneSeat]) {
      const refused = await admin.post(`/api/admin/batches/${batch.id}/cancel`, {
        version: batch.version,
        move_to: target.id,
        notify: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.move_to).toMatch(/full/);
    }
    expect((await admin.get(`/api/admin/leads?batch=${batch.id}`)).json().total).toBe(2);
    const noticed = await t.database.db
      .select()
      .from(jobs)
      .where(sql`kind = ${BATCH_NOTICE_JOB} and (payload->>'batchId')::int = ${batch.id}`);
    expect(noticed).toEqual([]);
  });

  it('tells nobody when staff leave it unticked, and a bad notify is a 400 that changes nothing', async () => {
    const batch = await schedule();
    expect(
      (await client(t.app).post('/api/contact', { ...validEnquiry(), batch: batch.id })).statusCode,
    ).toBe(200);
    const before = (await t.database.db.select().from(jobs)).length;
    const admin = await t.asAdmin();
    const refused = await admin.post(`/api/admin/batches/${batch.id}/delete`, {
      version: batch.version,
      notify: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await admin.post(`/api/admin/batches/${batch.id}/delete`, { version: batch.version }))
        .statusCode,
    ).toBe(200);
    expect((await t.database.db.select().from(jobs)).length).toBe(before);
  });
});
