import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, contactEnquiries, registrations } from '../../../../server/db/schema';
import { client, consoleWithAccounts, versionOf } from '../../../support/admin-fixtures';
import { resetLeadTables, validEnquiry, validRegistration } from '../../../support/lead-fixtures';

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
const lead = async (id: number, form = 'contact') =>
  (await (await t.asStaff()).get(`/api/admin/leads/${form}/${id}`)).json().lead as {
    firstResponseAt: string | null;
    firstResponseWorkingMinutes: number | null;
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

  it('writes a click repeated within ten minutes by the same person on the same link once', async () => {
    const id = await arrivedNow();
    const staff = await t.asStaff();
    const click = async (channel: string) =>
      (await staff.post(`/api/admin/leads/contact/${id}/contact`, { channel })).statusCode;
    for (let i = 0; i < 5; i++) expect(await click('phone')).toBe(200);
    expect(await click('email')).toBe(200);
    t.advance(11 * 60_000);
    expect(await click('phone')).toBe(200);
    const contacted = (await lead(id)).history.filter((h) => h.action === 'lead_contacted');
    expect(contacted.map((h) => h.details)).toEqual([
      { channel: 'phone' },
      { channel: 'email' },
      { channel: 'phone' },
    ]);
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

describe('first response in working hours', () => {
  /** Moves the console's clock on to `iso` (the tests of this file only ever move it forward). */
  function moveTo(iso: string) {
    const ms = Date.parse(iso) - t.clock().getTime();
    expect(ms).toBeGreaterThanOrEqual(0);
    t.advance(ms);
  }

  it("counts the wait in the lead's own centre's hours: Kochi works Saturday, the UAE does not", async () => {
    // Both arrive on Friday 6 March 2026 at 17:00 on their own clock and are answered on Monday at 10:10.
    moveTo('2026-03-06T13:00:00Z');
    expect((await client(t.app).post('/api/register', validRegistration())).statusCode).toBe(200);
    const [uae] = await t.database.db
      .update(registrations)
      .set({ createdAt: t.clock() }) // 17:00 in Dubai
      .returning({ id: registrations.id });
    const kochi = await arrivedNow();
    await t.database.db
      .update(contactEnquiries)
      .set({ createdAt: new Date('2026-03-06T11:30:00Z') }) // 17:00 in Kochi
      .where(eq(contactEnquiries.id, kochi));

    moveTo('2026-03-09T04:40:00Z'); // Monday 10:10 in Kochi
    await (
      await t.asStaff()
    ).post(`/api/admin/leads/contact/${kochi}/contact`, { channel: 'phone' });
    moveTo('2026-03-09T06:10:00Z'); // Monday 10:10 in Dubai
    await (
      await t.asStaff()
    ).post(`/api/admin/leads/registration/${uae!.id}/contact`, {
      channel: 'email',
    });

    // Friday 17:00-18:00, Saturday 09:00-18:00, Monday 09:00-10:10.
    expect((await lead(kochi)).firstResponseWorkingMinutes).toBe(60 + 9 * 60 + 70);
    // Friday 17:00-18:00, Monday 09:00-10:10: the weekend does not count.
    expect((await lead(uae!.id, 'registration')).firstResponseWorkingMinutes).toBe(130);
  });

  it('is null while the lead is unanswered', async () => {
    const id = await arrivedNow();
    expect((await lead(id)).firstResponseWorkingMinutes).toBeNull();
  });
});

describe('a lead’s status follows the contact', () => {
  const arrived = async () => {
    expect((await client(t.app).post('/api/contact', validEnquiry())).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ id: contactEnquiries.id })
      .from(contactEnquiries)
      .orderBy(sql`id desc`)
      .limit(1);
    return row!.id;
  };
  const statusOf = async (id: number) =>
    (
      await t.database.db
        .select({ status: contactEnquiries.status })
        .from(contactEnquiries)
        .where(eq(contactEnquiries.id, id))
    )[0]!.status;

  it('moves a new lead to contacted with a note or a logged call, saying so in its history; a click alone is an attempt', async () => {
    const clicked = await arrived();
    const noted = await arrived();
    const called = await arrived();
    const staff = await t.asStaff();
    for (const channel of ['phone', 'whatsapp', 'email'])
      await staff.post(`/api/admin/leads/contact/${clicked}/contact`, { channel });
    expect(await statusOf(clicked)).toBe('new');
    // The inbox's "new" filter still finds it: nobody has spoken to them yet.
    const newOnes = (await staff.get('/api/admin/leads?status=new')).json().leads as {
      id: number;
    }[];
    expect(newOnes.map((l) => l.id)).toContain(clicked);

    const version = await versionOf(t.database, 'contact_enquiries', noted);
    await staff.post(`/api/admin/leads/contact/${noted}/notes`, {
      body: 'Asked for fees.',
      version,
    });
    expect(await statusOf(noted)).toBe('contacted');
    expect(await versionOf(t.database, 'contact_enquiries', noted)).toBeGreaterThan(version);
    expect((await lead(noted)).history.map((h) => [h.action, h.details])).toEqual([
      ['lead_status', { from: 'new', to: 'contacted', by: 'note' }],
      ['lead_note', null],
    ]);

    await staff.post(`/api/admin/leads/contact/${called}/calls`, { outcome: 'no-answer' });
    expect(await statusOf(called)).toBe('contacted');
    // Once past "new", a note or a call moves nothing.
    await staff.post(`/api/admin/leads/contact/${called}/status`, {
      status: 'enrolled',
      version: await versionOf(t.database, 'contact_enquiries', called),
    });
    await staff.post(`/api/admin/leads/contact/${called}/calls`, { outcome: 'reached' });
    expect(await statusOf(called)).toBe('enrolled');
  });

  it('keeps a call’s short note as a note of the lead, naming the call, and refuses one too long (400, nothing recorded)', async () => {
    const id = await arrived();
    const staff = await t.asStaff();
    const long = await staff.post(`/api/admin/leads/contact/${id}/calls`, {
      outcome: 'reached',
      note: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, errors: { note: expect.any(String) } });
    const broken = await staff.post(`/api/admin/leads/contact/${id}/calls`, {
      outcome: 'reached',
      note: 'bad \ud800 text',
    });
    expect(broken.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('new');
    expect((await lead(id)).history).toEqual([]);

    expect(
      (
        await staff.post(`/api/admin/leads/contact/${id}/calls`, {
          outcome: 'call-back',
          note: '  Call after 6 pm.  ',
        })
      ).statusCode,
    ).toBe(200);
    const notes = (await (await t.asStaff()).get(`/api/admin/leads/contact/${id}`)).json().lead
      .notes as { body: string; author: string }[];
    expect(notes.map((n) => n.body)).toEqual(['Call (Call back later): Call after 6 pm.']);
  });
});

describe('log a call', () => {
  it('records the outcome with the time and the staff member, audited, as the first response', async () => {
    const id = await arrivedNow();
    t.advance(HOUR);
    const calledAt = t.clock().toISOString();
    const staff = await t.asStaff();
    const logged = await staff.post(`/api/admin/leads/contact/${id}/calls`, {
      outcome: 'no-answer',
    });
    expect(logged.statusCode).toBe(200);
    t.advance(HOUR);
    await (await t.asStaff()).post(`/api/admin/leads/contact/${id}/calls`, { outcome: 'reached' });

    const after = await lead(id);
    expect(after.firstResponseAt).toBe(calledAt);
    expect(after.history.map((h) => [h.action, h.details, h.actor])).toEqual([
      ['lead_status', { from: 'new', to: 'contacted', by: 'call' }, 'staff@academy.example'],
      ['lead_called', { outcome: 'no-answer' }, 'staff@academy.example'],
      ['lead_called', { outcome: 'reached' }, 'staff@academy.example'],
    ]);
    const audited = await t.database.db
      .select({ at: auditLog.at, target: auditLog.target, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.action, 'lead_called'));
    expect(audited[0]).toEqual({
      at: new Date(calledAt),
      target: `contact:${id}`,
      actorId: t.staffId,
    });
  });

  it('refuses an unknown outcome with a 400 that names the field, and an erased lead with a 404, recording nothing', async () => {
    const id = await arrivedNow();
    const staff = await t.asStaff();
    for (const body of [{ outcome: 'voicemail' }, {}, { outcome: 'reached\u0000' }]) {
      const refused = await staff.post(`/api/admin/leads/contact/${id}/calls`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(
        expect.objectContaining({
          success: false,
          errors: expect.objectContaining({ outcome: 'Choose how the call went.' }),
        }),
      );
    }
    await (
      await t.asAdmin()
    ).post(`/api/admin/leads/contact/${id}/erase`, {
      version: await versionOf(t.database, 'contact_enquiries', id),
    });
    expect(
      (await staff.post(`/api/admin/leads/contact/${id}/calls`, { outcome: 'reached' })).statusCode,
    ).toBe(404);
    expect(
      await t.database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(eq(auditLog.action, 'lead_called')),
    ).toEqual([]);
  });
});
