import Fastify from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LeadDetail, LeadPage } from '../../../../schemas/admin';
import type { Dashboard } from '../../../../schemas/dashboard';
import { issueFormToken } from '../../../../server/leads/form-guard';
import { loadConfig } from '../../../../server/config';
import {
  auditLog,
  contactEnquiries,
  jobs,
  leadNotes,
  registrations,
} from '../../../../server/db/schema';
import { emailChannel } from '../../../../server/leads/notify/channels';
import { startSpamPurge } from '../../../../server/leads/notify/spam-purge';
import { startNotificationWorker } from '../../../../server/leads/notify/worker';
import { createAuditService } from '../../../../server/console/audit';
import { purgeExpiredSpam } from '../../../../server/leads/console/lead-spam';
import { client, consoleWithAccounts, type Client } from '../../../support/admin-fixtures';
import { batchDraft } from '../../../support/batch-fixtures';
import { resetLeadTables, validEnquiry, validRegistration } from '../../../support/lead-fixtures';
import { startSmtpListener } from '../../../support/local-listeners';

// A lead the bot checks suspect is kept apart, not lost: staff find it in the inbox's Suspected
// spam view, release it (then they are notified as for any lead) or delete it, and what they leave
// is deleted after SPAM_RETENTION_DAYS. Nothing suspected is counted as a lead meanwhile.

const SECRET = 'test-secret-test-secret-test-secret-0002';
const t = consoleWithAccounts({ APP_SECRET: SECRET, SPAM_RETENTION_DAYS: '30' });
const log = Fastify({ logger: false }).log;
const DAY_MS = 86_400_000;

let staff: Client;
beforeEach(async () => {
  await resetLeadTables(t.database);
  await t.database.db.execute(sql`truncate lead_notes, audit_log restart identity`);
  staff = await t.asStaff();
});

/** An enquiry sent half a second after its form appeared: autofill, or "Enquire about this batch" sent at once. */
async function quickEnquiry(change: Record<string, unknown> = {}) {
  const response = await client(t.app).post('/api/contact', {
    ...validEnquiry(),
    form_token: issueFormToken(SECRET, Date.now() - 500),
    ...change,
  });
  expect(response.json()).toEqual({
    success: true,
    message: 'Your message has been sent successfully!',
  });
  return latestId();
}
async function enquiry(change: Record<string, unknown> = {}) {
  expect(
    (await client(t.app).post('/api/contact', { ...validEnquiry(), ...change })).statusCode,
  ).toBe(200);
  return latestId();
}
const latestId = async () =>
  (
    await t.database.db
      .select({ id: contactEnquiries.id })
      .from(contactEnquiries)
      .orderBy(desc(contactEnquiries.id))
      .limit(1)
  )[0]!.id;
const inbox = async (query = '') =>
  (await staff.get(`/api/admin/leads${query}`)).json() as LeadPage & { success: true };
const lead = async (id: number) =>
  ((await staff.get(`/api/admin/leads/contact/${id}`)).json() as { lead: LeadDetail }).lead;
const jobsOf = (id: number) =>
  t.database.db
    .select()
    .from(jobs)
    .where(sql`${jobs.payload}->>'form' = 'contact' and ${jobs.payload}->>'id' = ${String(id)}`);
/** The audit log but for sign-ins. */
const audit = () =>
  t.database.db
    .select({ action: auditLog.action, target: auditLog.target, details: auditLog.details })
    .from(auditLog)
    .where(sql`${auditLog.action} <> 'sign_in'`)
    .orderBy(auditLog.id);

describe('the inbox keeps suspected spam apart', () => {
  it('lists it only in the Suspected spam view, with its reason, and counts it there', async () => {
    const real = await enquiry({ name: 'Real Person' });
    const quick = await quickEnquiry({ name: 'Quick Person' });
    const leads = await inbox();
    expect(leads.leads.map((l) => l.id)).toEqual([real]);
    expect(leads).toMatchObject({ total: 1, suspectedSpam: 1, spamRetentionDays: 30 });
    const held = await inbox('?spam=1');
    expect(held.leads).toMatchObject([{ id: quick, name: 'Quick Person', spam: 'too-fast' }]);
    expect(held.total).toBe(1);
    // A filter narrows the view it is in, never mixes the two.
    expect((await inbox('?spam=1&q=Real')).total).toBe(0);
    expect((await inbox('?q=Quick')).total).toBe(0);
  });

  it("shows the lead's page with its reason, no delivery, and the day it will be deleted", async () => {
    const id = await quickEnquiry();
    const detail = await lead(id);
    expect(detail).toMatchObject({ spam: 'too-fast', deliveries: [] });
    expect(Date.parse(detail.spamDeletedAt!) - Date.parse(detail.createdAt)).toBe(30 * DAY_MS);
    expect((await lead(await enquiry())).spamDeletedAt).toBeNull();
  });
});

describe('release', () => {
  it('moves the lead into the inbox, audited, and the staff email follows through the outbox', async () => {
    const smtp = await startSmtpListener();
    const worker = startNotificationWorker({
      db: t.database.db,
      channels: [emailChannel(loadConfig({ SMTP_URL: smtp.url }))],
      log,
      pollMs: 50,
    });
    try {
      const id = await quickEnquiry({ name: 'Fatima Quick' });
      expect(await jobsOf(id)).toEqual([]);
      expect((await staff.post(`/api/admin/leads/contact/${id}/release`)).json()).toEqual({
        success: true,
      });
      const deadline = Date.now() + 15_000;
      while (!smtp.messages.some((m) => m.decoded.includes(`#${id}: Fatima Quick`))) {
        if (Date.now() > deadline) throw new Error('no staff email after the release');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await lead(id)).toMatchObject({ spam: null, spamDeletedAt: null });
      expect((await inbox()).leads.map((l) => l.id)).toEqual([id]);
      expect(await audit()).toEqual([
        { action: 'lead_released', target: `contact:${id}`, details: { reason: 'too-fast' } },
      ]);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it('refuses a lead that is not held (already released, or never suspected) with 409, changing nothing', async () => {
    const id = await quickEnquiry();
    expect((await staff.post(`/api/admin/leads/contact/${id}/release`)).statusCode).toBe(200);
    const again = await staff.post(`/api/admin/leads/contact/${id}/release`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: expect.any(String) });
    const real = await enquiry();
    expect((await staff.post(`/api/admin/leads/contact/${real}/release`)).statusCode).toBe(409);
    expect((await jobsOf(id)).length + (await jobsOf(real)).length).toBe(2);
  });

  it('two staff releasing at once notify once', async () => {
    const id = await quickEnquiry();
    const admin = await t.asAdmin();
    const answers = await Promise.all([
      staff.post(`/api/admin/leads/contact/${id}/release`),
      admin.post(`/api/admin/leads/contact/${id}/release`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await jobsOf(id)).toHaveLength(1);
  });
});

describe('delete', () => {
  it('deletes a held lead and its notes for good, audited without personal data', async () => {
    const id = await quickEnquiry({ name: 'Spam Bot' });
    await staff.post(`/api/admin/leads/contact/${id}/notes`, { body: 'Looks like a bot.' });
    expect((await staff.post(`/api/admin/leads/contact/${id}/delete`)).json()).toEqual({
      success: true,
    });
    expect(
      await t.database.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(leadNotes)).toEqual([]);
    const entries = await audit();
    expect(entries.at(-1)).toEqual({
      action: 'spam_deleted',
      target: `contact:${id}`,
      details: { reason: 'too-fast' },
    });
    expect(JSON.stringify(entries)).not.toContain('Spam Bot');
  });

  it('never deletes a lead staff were told about (that is erased, not deleted)', async () => {
    const id = await enquiry();
    expect((await staff.post(`/api/admin/leads/contact/${id}/delete`)).statusCode).toBe(409);
    expect(
      await t.database.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id)),
    ).toHaveLength(1);
    expect(await audit()).toEqual([]);
  });
});

describe('retention', () => {
  it('deletes suspected spam older than SPAM_RETENTION_DAYS, and nothing else, audited as a count', async () => {
    const old = await quickEnquiry();
    const recent = await quickEnquiry();
    const real = await enquiry();
    const oldRegistration = await client(t.app).post('/api/register', {
      ...validRegistration(),
      fax: 'bot',
    });
    expect(oldRegistration.statusCode).toBe(200);
    const longAgo = new Date(Date.now() - 31 * DAY_MS);
    await t.database.db
      .update(contactEnquiries)
      .set({ createdAt: longAgo })
      .where(sql`${contactEnquiries.id} in (${old}, ${real})`);
    await t.database.db.update(registrations).set({ createdAt: longAgo });
    await staff.post(`/api/admin/leads/contact/${old}/notes`, { body: 'Keep an eye on it.' });

    const purge = startSpamPurge({ db: t.database.db, retentionDays: 30, log });
    await purge.stop();
    const left = await t.database.db.select({ id: contactEnquiries.id }).from(contactEnquiries);
    expect(left.map((row) => row.id).sort()).toEqual([recent, real].sort());
    expect(await t.database.db.select().from(registrations)).toEqual([]);
    expect(await t.database.db.select().from(leadNotes)).toEqual([]);
    expect((await audit()).filter((e) => e.action === 'spam_purged')).toEqual([
      {
        action: 'spam_purged',
        target: null,
        details: {
          contact: 1,
          registration: 1,
          retentionDays: 30,
          receivedBefore: expect.any(String),
        },
      },
    ]);

    // Nothing left to purge: nothing deleted, nothing audited.
    const again = await purgeExpiredSpam(t.database.db, {
      audit: createAuditService(t.database.db, () => new Date()),
      now: new Date(),
      retentionDays: 30,
    });
    expect(again).toEqual({ contact: 0, registration: 0 });
    expect((await audit()).filter((e) => e.action === 'spam_purged')).toHaveLength(1);
  });
});

describe('counts', () => {
  it('the dashboard, the CSV and the batch counts leave suspected spam out, and count it apart', async () => {
    const created = await staff.post('/api/admin/batches', batchDraft());
    expect(created.statusCode).toBe(201);
    const batch = (created.json() as { batch: { id: number } }).batch.id;
    const register = (change: Record<string, unknown>) =>
      client(t.app).post('/api/register', { ...validRegistration(), batch, ...change });
    expect((await register({})).statusCode).toBe(200);
    expect((await register({ fax: 'bot' })).statusCode).toBe(200);
    await enquiry();
    await quickEnquiry();
    // Received on the console's day, inside the dashboard's weeks.
    await t.database.db.update(contactEnquiries).set({ createdAt: t.clock() });
    await t.database.db.update(registrations).set({ createdAt: t.clock() });

    const { dashboard } = (await staff.get('/api/admin/dashboard')).json() as {
      dashboard: Dashboard;
    };
    const counted = dashboard.weeks.reduce((sum, w) => sum + w.contact + w.registration, 0);
    expect(counted).toBe(2);
    expect(dashboard.suspectedSpam).toBe(2);
    expect(dashboard.nextBatches.find((b) => b.id === batch)?.leads).toBe(1);

    const csv = (filter: object) =>
      staff.post('/api/admin/leads.csv', filter).then((r) => r.body.trim().split('\r\n').slice(1));
    expect(await csv({})).toHaveLength(2);
    const spam = await csv({ spam: '1' });
    expect(spam).toHaveLength(2);
    expect(spam.map((line) => line.split(',').at(-1)).sort()).toEqual(['honeypot', 'too-fast']);
  });
});
