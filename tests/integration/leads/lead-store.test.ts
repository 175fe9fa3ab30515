import { eq } from 'drizzle-orm';
import { describe, expect, it, beforeEach } from 'vitest';
import { contactEnquiries, jobs } from '../../../server/db/schema';
import { leadEmail, loadLeads } from '../../../server/leads/notify/lead-message';
import { acknowledgementEmail } from '../../../server/leads/notify/acknowledgement';
import { consoleWithAccounts, client, versionOf } from '../../support/admin-fixtures';
import { leadCounts, resetLeadTables, validCompanyEnquiry } from '../../support/lead-fixtures';

// The business track's company enquiry, stored as an enquiry of kind `company` (ADR 0022): through
// the same route, store, outbox and desk as every enquiry.
const t = consoleWithAccounts();
beforeEach(async () => {
  await resetLeadTables(t.database);
});

async function sendCompany(change: Record<string, unknown> = {}) {
  return client(t.app).post('/api/company-enquiry', { ...validCompanyEnquiry(), ...change });
}

describe('POST /api/company-enquiry', () => {
  it('stores the enquiry as a company kind with its notification job, and answers its C- reference', async () => {
    const response = await sendCompany({ interests: ['Soft Skills', 'Soft Skills'] });
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db.select().from(contactEnquiries);
    expect(rows).toHaveLength(1);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your company enquiry has been sent successfully!',
      reference: `C-${rows[0]!.id}`,
    });
    expect(rows[0]).toMatchObject({
      kind: 'company',
      name: 'Fatima Al Suwaidi',
      company: 'Gulf Facilities LLC',
      teamSize: '21-50',
      interests: ['Soft Skills'],
      centre: 'Dubai',
      course: null,
      track: null,
      emailKey: 'fatima@gulf-facilities.example',
      phoneKey: '+97145550100',
    });
    const [job] = await t.database.db.select().from(jobs);
    expect(job).toMatchObject({
      kind: 'lead.notify',
      payload: { form: 'contact', id: rows[0]!.id },
    });
  });

  const rejections: [string, Record<string, unknown>, string][] = [
    ['a missing company', { company: undefined }, 'company'],
    ['a blank company', { company: '  ' }, 'company'],
    ['a company over 160 characters', { company: 'x'.repeat(161) }, 'company'],
    ['a missing phone', { phone: undefined }, 'phone'],
    ['a phone of words', { phone: 'abc' }, 'phone'],
    ['a team size outside the ranges', { team_size: '7' }, 'team_size'],
    ['no subject', { interests: [] }, 'interests'],
    ['a subject outside the list', { interests: ['Astrology'] }, 'interests.0'],
    ['subjects as text', { interests: 'Finance' }, 'interests'],
    ['a centre outside the list', { centre: 'Paris' }, 'centre'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
    ['a lone surrogate in the company', { company: 'Gulf \ud800 LLC' }, 'company'],
  ];
  for (const [what, change, field] of rejections) {
    it(`refuses ${what} with 400 in the API's shape, storing nothing`, async () => {
      const response = await sendCompany(change);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, message: expect.any(String) });
      expect(Object.keys(body.errors)).toContain(field);
      expect(await leadCounts(t.database)).toEqual({ enquiries: 0, registrations: 0, jobs: 0 });
    });
  }

  // A server without the site (as here) answers in JSON; the page drawn is proved in the browser.
  it('posted without scripts to its Arabic page, is stored as the JSON one is', async () => {
    const form = new URLSearchParams({
      name: 'فاطمة',
      email: 'fatima@example.ae',
      phone: '+971 50 000 1111',
      company: 'شركة الخليج',
      team_size: '6-20',
      centre: 'Online',
      description: '',
    });
    form.append('interests', 'Finance');
    form.append('interests', 'Human Resources');
    const response = await t.app.inject({
      method: 'POST',
      url: '/ar/company-enquiry',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
        referer: 'http://localhost:3000/ar/company-enquiry',
      },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contactEnquiries);
    expect(row).toMatchObject({
      kind: 'company',
      company: 'شركة الخليج',
      interests: ['Finance', 'Human Resources'],
      centre: 'Online',
      description: null,
    });
  });
});

describe('a company enquiry at the desk', () => {
  it('is marked in the inbox and found by its filter, names its company in the staff email, and is in the export', async () => {
    expect((await sendCompany()).statusCode).toBe(200);
    const staff = await t.asStaff();
    const all = (await staff.get('/api/admin/leads')).json();
    expect(all.leads).toHaveLength(1);
    expect(all.leads[0]).toMatchObject({
      form: 'contact',
      company: 'Gulf Facilities LLC',
      courses: ['Facilities Management', 'Soft Skills'],
    });
    expect((await staff.get('/api/admin/leads?form=company')).json().total).toBe(1);
    expect((await staff.get('/api/admin/leads?form=registration')).json().total).toBe(0);
    const id = all.leads[0].id as number;

    const detail = (await staff.get(`/api/admin/leads/contact/${id}`)).json().lead;
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        { label: 'Company', value: 'Gulf Facilities LLC' },
        { label: 'Team size', value: '21-50' },
        { label: 'Subjects of interest', value: 'Facilities Management; Soft Skills' },
        { label: 'Centre', value: 'Dubai' },
      ]),
    );

    const lead = (await loadLeads(t.database.db, [{ form: 'contact', id }])).get(`contact:${id}`)!;
    const email = leadEmail(lead);
    expect(email.subject).toBe(
      `New company enquiry #${id}: Fatima Al Suwaidi, Gulf Facilities LLC (Facilities Management; Soft Skills)`,
    );
    expect(email.text).toContain('Team size: 21-50');
    const ack = acknowledgementEmail(lead);
    expect(ack.subject).toBe('We have your company enquiry: Facilities Management; Soft Skills');
    expect(ack.text).not.toContain('Gulf Facilities LLC');

    const csv = (await staff.post('/api/admin/leads.csv', { form: 'company' })).body.slice(1);
    const [header, row] = csv.split('\r\n').map((line) => line.split(','));
    expect(row![header!.indexOf('Company')]).toBe('Gulf Facilities LLC');
    expect(row![header!.indexOf('Team size')]).toBe('21-50');
    expect(row![header!.indexOf('Subjects of interest')]).toBe(
      'Facilities Management; Soft Skills',
    );
  });

  it('erasure clears its personal fields and keeps its size, subjects and centre counted', async () => {
    expect((await sendCompany()).statusCode).toBe(200);
    const [{ id }] = (await t.database.db
      .select({ id: contactEnquiries.id })
      .from(contactEnquiries)) as [{ id: number }];
    const admin = await t.asAdmin();
    const version = await versionOf(t.database, 'contact_enquiries', id);
    expect((await admin.post(`/api/admin/leads/contact/${id}/erase`, { version })).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db
      .select()
      .from(contactEnquiries)
      .where(eq(contactEnquiries.id, id));
    expect(row).toMatchObject({
      name: '',
      email: '',
      phone: null,
      company: null,
      description: null,
      emailKey: null,
      phoneKey: null,
      kind: 'company',
      teamSize: '21-50',
      interests: ['Facilities Management', 'Soft Skills'],
      centre: 'Dubai',
    });
    expect(await leadCounts(t.database)).toMatchObject({ enquiries: 1 });
  });
});
