import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, contactEnquiries } from '../../../../server/db/schema';
import { client, consoleWithAccounts, versionOf } from '../../../support/admin-fixtures';
import { resetLeadTables, validEnquiry } from '../../../support/lead-fixtures';

// A click on a lead's phone, WhatsApp or email link is recorded; the first of those, a status
// change or a note is the lead's first response. The console's clock starts at 2026-03-02 09:00 UTC.
const t = consoleWithAccounts();
beforeEach(async () => {
  await resetLeadTables(t.database);
  await t.database.db.execute(sql`truncate audit_log restart identity`);
});

const HOUR = 3_600_000;
async function arrivedNow() {
  expect((await client(t.app).post('/api/contact', validEnquiry())).statusCode).toBe(200);
  const [row] = await t.database.db
    .update(contactEnquiries)
    .set({ createdAt: t.clock() })
    .returning({ id: contactEnquiries.id });
  return row!.id;
}
const lead = async (id: number) =>
  (await (await t.asStaff()).get(`/api/admin/leads/contact/${id}`)).json().lead as {
    firstResponseAt: string | null;
    history: { action: string; details: Record<string, unknown> | null; actor: string }[];
  };

describe('first contact', () => {
  it('records a click on the WhatsApp link as the first response, and nothing later moves it', async () => {
    const id = await arrivedNow();
    expect((await lead(id)).firstResponseAt).toBeNull();
    t.advance(2 * HOUR);
    const clickedAt = t.clock().toISOString();
    const staff = await t.asStaff();
    expect(
      (await staff.post(`/api/admin/leads/contact/${id}/contact`, { channel: 'whatsapp' }))
        .statusCode,
    ).toBe(200);
    t.advance(HOUR);
    await staff.post(`/api/admin/leads/contact/${id}/notes`, {
      body: 'Will call back.',
      version: await versionOf(t.database, 'contact_enquiries', id),
    });
    const after = await lead(id);
    expect(after.firstResponseAt).toBe(clickedAt);
    expect(after.history[0]).toEqual(
      expect.objectContaining({
        action: 'lead_contacted',
        actor: 'staff@academy.example',
        details: { channel: 'whatsapp' },
      }),
    );
  });

  it('counts a status change or a note as the first response as well', async () => {
    const byStatus = await arrivedNow();
    const byNote = await arrivedNow();
    t.advance(HOUR);
    const staff = await t.asStaff();
    await staff.post(`/api/admin/leads/contact/${byStatus}/status`, {
      status: 'contacted',
      version: await versionOf(t.database, 'contact_enquiries', byStatus),
    });
    await staff.post(`/api/admin/leads/contact/${byNote}/notes`, {
      body: 'Left a message.',
      version: await versionOf(t.database, 'contact_enquiries', byNote),
    });
    expect((await lead(byStatus)).firstResponseAt).toBe(t.clock().toISOString());
    expect((await lead(byNote)).firstResponseAt).toBe(t.clock().toISOString());
  });

  it('refuses an unknown channel, an unknown lead and an erased one, recording nothing', async () => {
    const id = await arrivedNow();
    const staff = await t.asStaff();
    const refused = await staff.post(`/api/admin/leads/contact/${id}/contact`, {
      channel: 'pigeon',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(expect.objectContaining({ success: false }));
    expect(
      (await staff.post(`/api/admin/leads/contact/99999/contact`, { channel: 'phone' })).statusCode,
    ).toBe(404);
    await (
      await t.asAdmin()
    ).post(`/api/admin/leads/contact/${id}/erase`, {
      version: await versionOf(t.database, 'contact_enquiries', id),
    });
    expect(
      (await staff.post(`/api/admin/leads/contact/${id}/contact`, { channel: 'email' })).statusCode,
    ).toBe(404);
    expect(
      await t.database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(eq(auditLog.action, 'lead_contacted')),
    ).toEqual([]);
  });
});
