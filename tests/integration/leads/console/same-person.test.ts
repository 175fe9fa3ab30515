import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OtherLead } from '../../../../schemas/admin';
import { contactEnquiries, registrations } from '../../../../server/db/schema';
import { backfillPersonKeys } from '../../../../server/leads/person-keys';
import { client, consoleWithAccounts, versionOf } from '../../../support/admin-fixtures';
import { resetLeadTables, validEnquiry, validRegistration } from '../../../support/lead-fixtures';

// One person, one history: a lead from someone the academy knows (the same email in any case, or
// the same phone in any of its written forms) is marked, and its page lists their other leads.
const t = consoleWithAccounts();
beforeEach(() => resetLeadTables(t.database));

async function send(form: 'contact' | 'registration', change: Record<string, unknown>) {
  const [url, valid] =
    form === 'contact' ? ['/api/contact', validEnquiry()] : ['/api/register', validRegistration()];
  expect((await client(t.app).post(url, { ...valid, ...change })).statusCode).toBe(200);
  const table = form === 'contact' ? contactEnquiries : registrations;
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .orderBy(sql`id desc`)
    .limit(1);
  return row!.id;
}
const detail = async (form: string, id: number) => {
  const response = await (await t.asStaff()).get(`/api/admin/leads/${form}/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json().lead as {
    otherLeads: number;
    phoneE164: string | null;
    samePerson: OtherLead[];
  };
};

describe('one person, one history', () => {
  it('finds an enquiry and a registration from one person, whatever the case of the email and the form of the phone', async () => {
    const first = await send('contact', {
      name: 'Meera X',
      email: 'Meera.X@Example.com',
      phone: '+91 98470 12345',
    });
    await (
      await t.asStaff()
    ).post(`/api/admin/leads/contact/${first}/status`, {
      status: 'contacted',
      version: await versionOf(t.database, 'contact_enquiries', first),
    });
    const second = await send('registration', {
      first_name: 'Meera',
      last_name: 'X',
      email: 'meera.x@example.com',
      mobile: '098470 12345',
    });
    const stranger = await send('contact', { name: 'Someone Else', email: 'else@example.com' });

    const lead = await detail('registration', second);
    expect(lead.phoneE164).toBe('+919847012345');
    expect(lead.otherLeads).toBe(1);
    expect(lead.samePerson).toEqual([
      expect.objectContaining({
        form: 'contact',
        id: first,
        name: 'Meera X',
        status: 'contacted',
        sameEmail: true,
        samePhone: true,
      }),
    ]);
    expect((await detail('contact', first)).samePerson.map((o) => o.id)).toEqual([second]);
    expect((await detail('contact', stranger)).samePerson).toEqual([]);

    // Marked in the inbox as it arrives: the count of the person's other leads.
    const inbox = (await (await t.asStaff()).get('/api/admin/leads')).json().leads as {
      id: number;
      form: string;
      otherLeads: number;
    }[];
    expect(inbox.map((l) => [l.form, l.id, l.otherLeads])).toEqual([
      ['contact', stranger, 0],
      ['registration', second, 1],
      ['contact', first, 1],
    ]);
  });

  it.each([
    ['98470 12345', '+91 98470 12345'],
    ['098470 12345', '+919847012345'],
    ['050 123 4567', '+971 50 123 4567'],
    ['0501234567', '00971 50 123 4567'],
  ])('finds %s and %s to be one phone', async (one, other) => {
    const a = await send('contact', { email: 'one@example.com', phone: one });
    const b = await send('contact', { email: 'other@example.com', phone: other });
    expect((await detail('contact', b)).samePerson).toEqual([
      expect.objectContaining({ id: a, sameEmail: false, samePhone: true }),
    ]);
  });

  it('forgets an erased lead: its keys go with its personal data', async () => {
    const a = await send('contact', { email: 'gone@example.com' });
    const b = await send('contact', { email: 'GONE@example.com' });
    expect((await detail('contact', b)).otherLeads).toBe(1);
    expect(
      (
        await (
          await t.asAdmin()
        ).post(`/api/admin/leads/contact/${a}/erase`, {
          version: await versionOf(t.database, 'contact_enquiries', a),
        })
      ).statusCode,
    ).toBe(200);
    const [erased] = await t.database.db
      .select({ emailKey: contactEnquiries.emailKey, phoneKey: contactEnquiries.phoneKey })
      .from(contactEnquiries)
      .where(eq(contactEnquiries.id, a));
    expect(erased).toEqual({ emailKey: null, phoneKey: null });
    expect((await detail('contact', b)).samePerson).toEqual([]);
  });

  it('keys the leads stored before keys were, once', async () => {
    const a = await send('contact', { email: 'Old@Example.com', phone: '098470 55555' });
    const b = await send('registration', { email: 'old@example.com', mobile: '+971 50 000 0000' });
    await t.database.db.update(contactEnquiries).set({ emailKey: null, phoneKey: null });
    await t.database.db.update(registrations).set({ emailKey: null, phoneKey: null });

    expect(await backfillPersonKeys(t.database.db)).toBe(2);
    expect(
      await t.database.db
        .select({ emailKey: contactEnquiries.emailKey, phoneKey: contactEnquiries.phoneKey })
        .from(contactEnquiries)
        .where(eq(contactEnquiries.id, a)),
    ).toEqual([{ emailKey: 'old@example.com', phoneKey: '+919847055555' }]);
    expect((await detail('registration', b)).samePerson.map((o) => o.id)).toEqual([a]);
    expect(await backfillPersonKeys(t.database.db)).toBe(0);
  });
});
