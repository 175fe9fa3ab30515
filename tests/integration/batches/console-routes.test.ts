import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BATCH_MESSAGES, type Batch } from '../../../shared/batches';
import { auditLog, batches } from '../../../server/db/schema';
import { createBatchesService } from '../../../server/batches/batch-reader';
import { client, consoleWithAccounts } from '../../support/admin-fixtures';
import { batchDraft } from '../../support/batch-fixtures';

// The batch console's API on a real database. The console's clock reads 2026-03-02 09:00 UTC.
const t = consoleWithAccounts();

const draft = batchDraft;
const stored = async () => (await t.database.db.select({ n: count() }).from(batches))[0]!.n;
const auditOf = (target: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id);
async function create(overrides: Record<string, unknown> = {}): Promise<Batch> {
  const response = await (await t.asStaff()).post('/api/admin/batches', draft(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().batch;
}

describe('validation', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['an end before the start', { end_date: '2026-04-02' }, 'end_date'],
    ['a start in the past', { start_date: '2026-03-01', end_date: '2026-03-20' }, 'start_date'],
    ['a mode the course does not offer', { course: 'diploma-fm-operations', mode: '1-1' }, 'mode'],
    ['an unknown course', { course: 'no-such-course' }, 'course'],
    ['a path for a course', { course: '/diploma-mastery-fm' }, 'course'],
    ['an online mode at a classroom centre', { mode: 'Live online' }, 'centre'],
    ['an online batch without its zone', { centre: 'online', mode: 'Live online' }, 'time_zone'],
    ['a date that does not exist', { start_date: '2026-02-30' }, 'start_date'],
    ['an end no calendar can hold', { end_date: '9999-12-31' }, 'end_date'],
    ['an unknown status', { status: 'maybe' }, 'status'],
    ['seats that are not a whole number', { seats: 2.5 }, 'seats'],
  ];
  for (const [what, overrides, field] of refusals) {
    it(`refuses ${what} with a 400 naming ${field}, and stores nothing`, async () => {
      const before = await stored();
      const response = await (await t.asStaff()).post('/api/admin/batches', draft(overrides));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, message: expect.any(String) });
      expect(body.errors[field]).toEqual(expect.any(String));
      expect(await stored()).toBe(before);
    });
  }

  it('refuses a first day its schedule never meets, naming that day and the schedule’s days', async () => {
    const before = await stored();
    // 2026-04-06 is a Monday; the schedule meets on Fridays and Saturdays.
    const response = await (
      await t.asStaff()
    ).post('/api/admin/batches', draft({ start_date: '2026-04-06', end_date: '2026-05-23' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      start_date:
        'The start date, Mon, 6 Apr 2026, is not one of the schedule’s days (Friday, Saturday): start the batch on its first session.',
    });
    expect(await stored()).toBe(before);
    // The same batch from its Friday is taken.
    await create({ start_date: '2026-04-10', end_date: '2026-05-23' });
  });

  it('says which dates a batch may have when one is out of them, on a new batch and an edit', async () => {
    const staff = await t.asStaff();
    const far = await staff.post(
      '/api/admin/batches',
      draft({ start_date: '9999-12-30', end_date: '9999-12-31' }),
    );
    expect(far.statusCode).toBe(400);
    expect(far.json().errors).toEqual({
      start_date: BATCH_MESSAGES.dateRange,
      end_date: BATCH_MESSAGES.dateRange,
    });
    const batch = await create();
    const edit = await staff.post(`/api/admin/batches/${batch.id}`, {
      batch: draft({ end_date: '2100-01-01' }),
      version: batch.version,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ 'batch.end_date': BATCH_MESSAGES.dateRange });
    const [row] = await t.database.db.select().from(batches).where(eq(batches.id, batch.id));
    expect(row!.endDate).toBe(batch.end_date);
  });
});

describe('writing', () => {
  it('creates a batch in the centre’s zone, lists it, audits it, and the public reader offers it', async () => {
    const batch = await create({
      centre: 'kochi',
      start_date: '2026-04-10',
      end_date: '2026-04-11',
      start_time: '18:30',
    });
    expect(batch).toMatchObject({
      course: 'diploma-mastery-fm',
      centre: 'kochi',
      time_zone: 'Asia/Kolkata',
      start_time: '18:30',
      version: 1,
    });
    const list = (
      await (
        await t.asStaff()
      ).get('/api/admin/batches?course=diploma-mastery-fm&centre=kochi&month=2026-04')
    ).json().batches as Batch[];
    expect(list.map((b) => b.id)).toContain(batch.id);
    const otherMonth = (
      await (
        await t.asStaff()
      ).get('/api/admin/batches?course=diploma-mastery-fm&centre=kochi&month=2026-05')
    ).json().batches as Batch[];
    expect(otherMonth.map((b) => b.id)).not.toContain(batch.id);
    expect((await auditOf(`batch:${batch.id}`)).map((a) => a.action)).toEqual(['batch_created']);
    const reader = createBatchesService(t.database.db, () => new Date('2026-03-02T09:00:00Z'));
    expect((await reader.upcomingBatches('diploma-mastery-fm')).map((b) => b.id)).toContain(
      batch.id,
    );
  });

  it('refuses, with 409 and a reason, a save made from a reading someone else has since changed; the first save stands', async () => {
    const batch = await create();
    const first = await (
      await t.asStaff()
    ).post(`/api/admin/batches/${batch.id}`, {
      batch: draft({ status: 'few_seats' }),
      version: batch.version,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().batch).toMatchObject({ status: 'few_seats', version: 2 });
    const second = await (
      await t.asAdmin()
    ).post(`/api/admin/batches/${batch.id}`, {
      batch: draft({ status: 'full', seats: 30 }),
      version: batch.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      success: false,
      message: expect.stringMatching(/changed this batch after you opened it/),
      stale: true,
    });
    const [row] = await t.database.db.select().from(batches).where(eq(batches.id, batch.id));
    expect(row).toMatchObject({ status: 'few_seats', seats: 20, version: 2 });
    expect((await auditOf(`batch:${batch.id}`)).map((a) => a.action)).toEqual([
      'batch_created',
      'batch_updated',
    ]);
  });

  it('duplicates a batch as the next intake: moved on by its own length in whole weeks, open again', async () => {
    const batch = await create({
      start_date: '2026-04-03',
      end_date: '2026-05-23',
      status: 'full',
    });
    const response = await (await t.asStaff()).post(`/api/admin/batches/${batch.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    // 51 days long: moved on 8 weeks, still a Friday start.
    expect(response.json().batch).toMatchObject({
      start_date: '2026-05-29',
      end_date: '2026-07-18',
      status: 'open',
      centre: 'dubai',
      start_time: '09:00',
      version: 1,
    });
    expect((await auditOf(`batch:${response.json().batch.id}`))[0]).toMatchObject({
      action: 'batch_duplicated',
      details: expect.objectContaining({ from: `batch:${batch.id}` }),
    });
  });

  it('cancels (the public reader no longer offers it) and deletes, each audited', async () => {
    const staff = await t.asStaff();
    const admin = await t.asAdmin();
    const batch = await create();
    const reader = createBatchesService(t.database.db, () => new Date('2026-03-02T09:00:00Z'));
    const cancelled = await staff.post(`/api/admin/batches/${batch.id}/cancel`, {
      version: batch.version,
    });
    expect(cancelled.json().batch.status).toBe('cancelled');
    expect((await reader.upcomingBatches('diploma-mastery-fm')).map((b) => b.id)).not.toContain(
      batch.id,
    );
    const { version } = cancelled.json().batch as { version: number };
    // Deleting is an admin's.
    expect(
      (await staff.post(`/api/admin/batches/${batch.id}/delete`, { version })).statusCode,
    ).toBe(403);
    // A delete from the reading before the cancel is refused, as an edit would be.
    const stale = await admin.post(`/api/admin/batches/${batch.id}/delete`, {
      version: batch.version,
    });
    expect([stale.statusCode, stale.json().stale]).toEqual([409, true]);
    expect(
      (await admin.post(`/api/admin/batches/${batch.id}/delete`, { version })).statusCode,
    ).toBe(200);
    expect((await staff.get(`/api/admin/batches/${batch.id}`)).statusCode).toBe(404);
    expect(
      (await admin.post(`/api/admin/batches/${batch.id}/delete`, { version })).statusCode,
    ).toBe(404);
    expect((await auditOf(`batch:${batch.id}`)).map((a) => [a.action, a.actorEmail])).toEqual([
      ['batch_created', 'staff@academy.example'],
      ['batch_cancelled', 'staff@academy.example'],
      ['batch_deleted', 'admin@academy.example'],
    ]);
  });
});

describe('roles', () => {
  it('staff and admins may manage batches; nobody signed out may read or change them', async () => {
    expect((await (await t.asAdmin()).get('/api/admin/batches')).statusCode).toBe(200);
    expect((await (await t.asStaff()).get('/api/admin/batches')).statusCode).toBe(200);
    const before = await stored();
    const anonymous = client(t.app);
    expect((await anonymous.get('/api/admin/batches')).statusCode).toBe(401);
    expect((await anonymous.post('/api/admin/batches', draft())).statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });
});
