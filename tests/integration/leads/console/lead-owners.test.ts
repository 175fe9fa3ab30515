import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, contactEnquiries, jobs } from '../../../../server/db/schema';
import {
  client,
  consoleWithAccounts,
  createStaffAccount,
  versionOf,
} from '../../../support/admin-fixtures';
import { resetLeadTables, validEnquiry } from '../../../support/lead-fixtures';
import { deliverEveryJob } from '../../../support/deliver-jobs';
import { startSmtpListener } from '../../../support/local-listeners';

// A lead's owner by hand: an admin gives any lead to anyone, staff take an unassigned one for
// themselves and nothing more; each change is audited, and a new owner other than the one acting is
// told by email. The inbox filters mine, unassigned and by owner.
const t = consoleWithAccounts();
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await resetLeadTables(t.database);
  await t.database.db.execute(sql`truncate audit_log restart identity`);
  smtp.messages.length = 0;
});

async function newLead() {
  expect((await client(t.app).post('/api/contact', validEnquiry())).statusCode).toBe(200);
  const [row] = await t.database.db
    .select({ id: contactEnquiries.id })
    .from(contactEnquiries)
    .orderBy(sql`id desc`)
    .limit(1);
  return row!.id;
}
const version = (id: number) => versionOf(t.database, 'contact_enquiries', id);
const giveTo = async (as: 'admin' | 'staff', id: number, owner: number | null) =>
  (await (as === 'admin' ? t.asAdmin() : t.asStaff())).post(
    `/api/admin/leads/contact/${id}/owner`,
    { owner, version: await version(id) },
  );

describe('a lead’s owner by hand', () => {
  it('lets an admin give a lead to anyone, audited with from and to, and emails the new owner its details and link', async () => {
    const id = await newLead();
    expect((await giveTo('admin', id, t.staffId)).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'lead_assigned'));
    expect(entry).toEqual(
      expect.objectContaining({
        actorEmail: 'admin@academy.example',
        target: `contact:${id}`,
        details: { from: null, to: t.staffId },
      }),
    );
    const job = (await t.database.db.select().from(jobs).orderBy(jobs.id)).at(-1)!;
    expect(job.payload).toEqual({ form: 'contact', id, only: ['owner'], owner: t.staffId });

    await deliverEveryJob(t.database.db, smtp.url);
    const toOwner = smtp.messages.filter((m) => m.to.includes('staff@academy.example'));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.decoded).toContain('Assigned to you: New enquiry');
    expect(toOwner[0]!.decoded).toContain('Anjali Menon');
    expect(toOwner[0]!.decoded).toContain(`https://academy.example/admin/leads/contact/${id}`);
    // The reassignment's job sends the owner's email only: the staff and visitor were told once.
    expect(smtp.messages.filter((m) => m.to.includes('anjali@example.com'))).toHaveLength(1);
  });

  it('lets staff take an unassigned lead, but not give it away, take another’s or unassign it (403, nothing changed)', async () => {
    const id = await newLead();
    expect((await giveTo('staff', id, t.adminId)).statusCode).toBe(403);
    expect((await giveTo('staff', id, t.staffId)).statusCode).toBe(200);
    expect((await giveTo('staff', id, null)).statusCode).toBe(403);
    const other = await newLead();
    expect((await giveTo('admin', other, t.adminId)).statusCode).toBe(200);
    const before = await version(other);
    const refused = await giveTo('staff', other, t.staffId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
    expect(await version(other)).toBe(before);
    const [row] = await t.database.db
      .select({ owner: contactEnquiries.ownerId })
      .from(contactEnquiries)
      .where(eq(contactEnquiries.id, other));
    expect(row!.owner).toBe(t.adminId);
    // Taking a lead, or giving it to oneself, sends no email to oneself.
    expect(
      (await t.database.db.select().from(jobs)).filter((j) => j.payload.only?.includes('owner')),
    ).toHaveLength(0);
  });

  it('refuses a change made from an older reading (409) and an owner who is no account (404)', async () => {
    const id = await newLead();
    const stale = await version(id);
    expect((await giveTo('admin', id, t.staffId)).statusCode).toBe(200);
    const late = await (
      await t.asAdmin()
    ).post(`/api/admin/leads/contact/${id}/owner`, { owner: t.adminId, version: stale });
    expect(late.statusCode).toBe(409);
    expect((await giveTo('admin', id, 999_999)).statusCode).toBe(404);
    expect((await giveTo('admin', id, -1)).statusCode).toBe(400);
  });

  it('gives nobody a lead held as suspected spam (409, no email), and no erased lead an owner, status or follow-up (404)', async () => {
    const held = await newLead();
    await t.database.db.execute(
      sql`update contact_enquiries set spam_reason = 'honeypot' where id = ${held}`,
    );
    const refused = await giveTo('admin', held, t.staffId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/suspected spam/);
    expect((await giveTo('staff', held, t.staffId)).statusCode).toBe(409);

    const erased = await newLead();
    const admin = await t.asAdmin();
    expect(
      (
        await admin.post(`/api/admin/leads/contact/${erased}/erase`, {
          version: await version(erased),
        })
      ).statusCode,
    ).toBe(200);
    expect((await giveTo('admin', erased, t.staffId)).statusCode).toBe(404);
    expect(
      (
        await admin.post(`/api/admin/leads/contact/${erased}/status`, {
          status: 'enrolled',
          version: await version(erased),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await admin.post(`/api/admin/leads/contact/${erased}/follow-up`, {
          set: 'tomorrow',
          version: await version(erased),
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(contactEnquiries)
      .where(eq(contactEnquiries.id, erased));
    expect(row).toMatchObject({ status: 'new', followUpAt: null, ownerId: null });
    // Nobody was to be told of either: no owner's email was enqueued.
    const ownerMails = await t.database.db
      .select()
      .from(jobs)
      .where(sql`payload->'only' ? 'owner'`);
    expect(ownerMails).toEqual([]);
  });

  it('gives a disabled counsellor’s open leads back to Unassigned, audited, and leaves their closed ones theirs', async () => {
    const leaving = await createStaffAccount(t, 'staff', `leaving${Date.now()}@academy.example`);
    const open = await newLead();
    const closed = await newLead();
    for (const id of [open, closed])
      expect((await giveTo('admin', id, leaving.id)).statusCode).toBe(200);
    const admin = await t.asAdmin();
    expect(
      (
        await admin.post(`/api/admin/leads/contact/${closed}/status`, {
          status: 'closed',
          version: await version(closed),
        })
      ).statusCode,
    ).toBe(200);
    const disabled = await admin.post(`/api/admin/staff/${leaving.id}/disabled`, {
      disabled: true,
      version: await versionOf(t.database, 'staff_users', leaving.id),
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const owners = await t.database.db
      .select({ id: contactEnquiries.id, owner: contactEnquiries.ownerId })
      .from(contactEnquiries)
      .orderBy(contactEnquiries.id);
    expect(owners).toEqual([
      { id: open, owner: null },
      { id: closed, owner: leaving.id },
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff_disabled'));
    expect(entry!.details).toEqual({ leadsUnassigned: 1 });
  });

  it('filters the inbox to mine, unassigned and one owner, naming each lead’s owner and course', async () => {
    const mine = await newLead();
    const theirs = await newLead();
    const nobodys = await newLead();
    await giveTo('admin', mine, t.staffId);
    await giveTo('admin', theirs, t.adminId);
    const staff = await t.asStaff();
    const ids = async (query: string) =>
      (await staff.get(`/api/admin/leads?${query}`)).json().leads.map((l: { id: number }) => l.id);
    expect(await ids('owner=mine')).toEqual([mine]);
    expect(await ids('owner=none')).toEqual([nobodys]);
    expect(await ids(`owner=${t.adminId}`)).toEqual([theirs]);
    expect((await staff.get('/api/admin/leads?owner=someone')).statusCode).toBe(400);
    // An id no account column can hold is a bad filter, not a failed query.
    expect((await staff.get('/api/admin/leads?owner=9999999999')).statusCode).toBe(400);
    expect((await staff.post('/api/admin/leads.csv', { owner: '9999999999' })).statusCode).toBe(
      400,
    );
    const listed = (await staff.get('/api/admin/leads?owner=mine')).json().leads[0];
    expect(listed.owner).toEqual({ id: t.staffId, name: 'Staff Person' });
    expect(listed.course).toBeNull();
  });
});

describe('follow-ups that come due', () => {
  const HOUR = 3_600_000;
  async function leadFrom(phone: string) {
    expect(
      (await client(t.app).post('/api/contact', { ...validEnquiry(), phone })).statusCode,
    ).toBe(200);
    const [row] = await t.database.db
      .update(contactEnquiries)
      .set({ createdAt: t.clock() })
      .where(sql`id = (select max(id) from contact_enquiries)`)
      .returning({ id: contactEnquiries.id });
    return row!.id;
  }
  const followUp = async (id: number, body: object, v?: number) =>
    (await t.asStaff()).post(`/api/admin/leads/contact/${id}/follow-up`, {
      version: v ?? (await version(id)),
      ...body,
    });
  const due = async () =>
    (await (await t.asStaff()).get('/api/admin/leads?due=1'))
      .json()
      .leads.map((l: { id: number }) => l.id);

  it('sets “tomorrow 10:00” on each lead’s calendar and finds it due from that lead’s midnight, oldest first', async () => {
    // 2026-03-02 09:00 UTC: 14:30 in Kochi, 13:00 in Dubai.
    const startedAt = t.clock().getTime();
    const kochi = await leadFrom('+91 98470 12345');
    const dubai = await leadFrom('+971 50 123 4567');
    const set = await followUp(kochi, { set: 'tomorrow' });
    expect(set.json().followUpAt).toBe('2026-03-03T04:30:00.000Z');
    expect((await followUp(dubai, { set: 'tomorrow' })).json().followUpAt).toBe(
      '2026-03-03T06:00:00.000Z',
    );
    expect(await due()).toEqual([]);
    // 19:00 UTC: already 3 March (00:30) in Kochi, still 2 March (23:00) in Dubai.
    t.advance(10 * HOUR);
    expect(await due()).toEqual([kochi]);
    // 05:00 UTC on 3 March: Kochi's is past (overdue), Dubai's later today; the oldest first.
    t.advance(10 * HOUR);
    expect(await due()).toEqual([kochi, dubai]);
    const counts = (await (await t.asStaff()).get('/api/admin/leads/due')).json();
    expect(counts).toEqual({ success: true, dueToday: 1, overdue: 1, mine: 0 });
    t.advance(startedAt - t.clock().getTime());
  });

  it('lands the one-click choices on the lead centre’s working days: Kochi skips Sunday, the UAE Saturday and Sunday', async () => {
    const startedAt = t.clock().getTime();
    const kochi = await leadFrom('+91 98470 12345');
    const dubai = await leadFrom('+971 50 123 4567');
    // Friday 6 March, 13:00 in Dubai: its next working day is Monday, and three of them Wednesday.
    t.advance(4 * 24 * HOUR);
    expect((await followUp(dubai, { set: 'tomorrow' })).json().followUpAt).toBe(
      '2026-03-09T06:00:00.000Z',
    );
    expect((await followUp(dubai, { set: 'in-3-days' })).json().followUpAt).toBe(
      '2026-03-11T06:00:00.000Z',
    );
    // Saturday 7 March, 14:30 in Kochi: Sunday is its day off.
    t.advance(24 * HOUR);
    expect((await followUp(kochi, { set: 'tomorrow' })).json().followUpAt).toBe(
      '2026-03-09T04:30:00.000Z',
    );
    expect((await followUp(kochi, { set: 'in-3-days' })).json().followUpAt).toBe(
      '2026-03-11T04:30:00.000Z',
    );
    t.advance(startedAt - t.clock().getTime());
  });

  it('refuses a typed time already past on the lead’s calendar (400), keeping the follow-up it had', async () => {
    // 2026-03-02 13:00 in Dubai.
    const dubai = await leadFrom('+971 50 123 4567');
    await followUp(dubai, { set: 'at', at: '2026-03-05T08:15' });
    const before = await version(dubai);
    const past = await followUp(dubai, { set: 'at', at: '2026-03-02T12:59' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      success: false,
      errors: { at: expect.stringMatching(/passed/) },
    });
    expect(await version(dubai)).toBe(before);
    const [row] = await t.database.db
      .select({ followUpAt: contactEnquiries.followUpAt })
      .from(contactEnquiries)
      .where(eq(contactEnquiries.id, dubai));
    expect(row!.followUpAt!.toISOString()).toBe('2026-03-05T04:15:00.000Z');
    // Later the same day is still to come.
    expect((await followUp(dubai, { set: 'at', at: '2026-03-02T13:30' })).statusCode).toBe(200);
  });

  it('reads a typed date and time in the lead’s zone, clears it, respects the version and refuses nonsense', async () => {
    const dubai = await leadFrom('+971 50 123 4567');
    const stale = await version(dubai);
    expect((await followUp(dubai, { set: 'at', at: '2026-03-05T08:15' })).json().followUpAt).toBe(
      '2026-03-05T04:15:00.000Z',
    );
    expect((await followUp(dubai, { set: 'in-3-days' }, stale)).statusCode).toBe(409);
    expect((await followUp(dubai, { set: 'at', at: '2026-02-30T08:15' })).statusCode).toBe(400);
    expect((await followUp(dubai, { set: 'at', at: 'soon' })).statusCode).toBe(400);
    // Years Date.UTC would read as 19xx, and dates no follow-up means.
    for (const at of ['0001-01-01T00:00', '0099-06-01T10:00', '2100-01-01T00:00'])
      expect((await followUp(dubai, { set: 'at', at })).statusCode).toBe(400);
    expect((await followUp(dubai, { set: 'someday' })).statusCode).toBe(400);
    expect((await followUp(dubai, { set: 'clear' })).json().followUpAt).toBeNull();
    const history = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'lead_follow_up'));
    expect(history.map((h) => h.details)).toEqual([
      { at: '2026-03-05T04:15:00.000Z' },
      { at: null },
    ]);
  });
});
