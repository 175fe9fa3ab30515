import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactEnquiries } from '../../../../server/db/schema';
import { client, consoleWithAccounts, versionOf } from '../../../support/admin-fixtures';
import { batchDraft } from '../../../support/batch-fixtures';
import { resetLeadTables, validEnquiry } from '../../../support/lead-fixtures';

// Every lead is read in its centre's zone: its batch's, else its phone's country's; a lead naming
// neither in the staff member's own. "Received today" is each lead's day in that zone.
const t = consoleWithAccounts();
beforeEach(() => resetLeadTables(t.database));

async function enquiry(change: Record<string, unknown>, receivedAt: string) {
  expect(
    (await client(t.app).post('/api/contact', { ...validEnquiry(), ...change })).statusCode,
  ).toBe(200);
  const [row] = await t.database.db
    .select({ id: contactEnquiries.id })
    .from(contactEnquiries)
    .orderBy(sql`id desc`)
    .limit(1);
  await t.database.db
    .update(contactEnquiries)
    .set({ createdAt: new Date(receivedAt) })
    .where(eq(contactEnquiries.id, row!.id));
  return row!.id;
}
const list = async (query = '') => {
  const response = await (await t.asStaff()).get(`/api/admin/leads${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().leads as { name: string; zone: string | null }[];
};

describe("a lead's zone", () => {
  it("is its batch's, else its phone's country's, else none", async () => {
    const batch = (await (await t.asStaff()).post('/api/admin/batches', batchDraft())).json()
      .batch as { id: number };
    // Within the fixed clock's day (2026-03-02 09:00 UTC), so the batch has not started.
    await enquiry({ name: 'Kochi Phone', phone: '098470 12345' }, '2026-03-01T10:00:00Z');
    await enquiry({ name: 'Dubai Phone', phone: '050 123 4567' }, '2026-03-01T11:00:00Z');
    await enquiry({ name: 'London Phone', phone: '+44 20 7946 0958' }, '2026-03-01T12:00:00Z');
    await enquiry(
      { name: 'Dubai Batch', phone: '+91 98470 00000', batch: batch.id },
      '2026-03-01T13:00:00Z',
    );
    expect((await list()).map((l) => [l.name, l.zone])).toEqual([
      ['Dubai Batch', 'Asia/Dubai'],
      ['London Phone', null],
      ['Dubai Phone', 'Asia/Dubai'],
      ['Kochi Phone', 'Asia/Kolkata'],
    ]);
  });

  it("filters the days received by each lead's own calendar", async () => {
    // 19:00 UTC on 2 March is 00:30 on 3 March in India and 23:00 on 2 March in the UAE.
    const at = '2026-03-02T19:00:00Z';
    await enquiry({ name: 'India', phone: '98470 12345' }, at);
    await enquiry({ name: 'UAE', phone: '0501234567' }, at);
    await enquiry({ name: 'Nowhere', phone: '' }, at);
    const day = (date: string, tz = '') =>
      list(`?from=${date}&to=${date}${tz ? `&tz=${tz}` : ''}`).then((l) => l.map((x) => x.name));

    // A lead with no zone of its own is read in the staff member's (India's, the main centre's, by default).
    expect(await day('2026-03-03')).toEqual(['Nowhere', 'India']);
    expect(await day('2026-03-02')).toEqual(['UAE']);
    expect(await day('2026-03-02', 'Asia/Dubai')).toEqual(['Nowhere', 'UAE']);
    expect((await (await t.asStaff()).get('/api/admin/leads?tz=Europe/London')).statusCode).toBe(
      400,
    );
  });

  it('stays its own after an erasure deletes the phone that told it, and keeps nothing personal', async () => {
    // 19:00 UTC on 1 March is 23:00 that day in the UAE, and already 00:30 on 2 March in India.
    const id = await enquiry(
      { name: 'Omar Haddad', phone: '050 123 4567' },
      '2026-03-01T19:00:00Z',
    );
    const erased = await (
      await t.asAdmin()
    ).post(`/api/admin/leads/contact/${id}/erase`, {
      version: await versionOf(t.database, 'contact_enquiries', id),
    });
    expect(erased.statusCode).toBe(200);
    expect((await list()).map((l) => [l.name, l.zone])).toEqual([['', 'Asia/Dubai']]);
    expect((await list('?from=2026-03-02&to=2026-03-02')).map((l) => l.zone)).toEqual([]);
    expect((await list('?from=2026-03-01&to=2026-03-01')).map((l) => l.zone)).toEqual([
      'Asia/Dubai',
    ]);
    const [row] = await t.database.db
      .select()
      .from(contactEnquiries)
      .where(eq(contactEnquiries.id, id));
    expect(row).toMatchObject({ phone: null, phoneKey: null, keptZone: 'Asia/Dubai' });
  });
});
