import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../../../server/leads/console/lead-inbox';
import { leadEmail, loadLeads } from '../../../../server/leads/notify/lead-message';
import {
  auditLog,
  contactEnquiries,
  jobs,
  leadNotes,
  registrations,
  staffUsers,
} from '../../../../server/db/schema';
import {
  resetLeadTables,
  validCompanyEnquiry,
  validEnquiry,
  validRegistration,
} from '../../../support/lead-fixtures';
import {
  buildAdminTestApp,
  client,
  createStaffAccount,
  signedIn,
  type AdminTestApp,
  type Client,
  versionOf,
} from '../../../support/admin-fixtures';

let t: AdminTestApp;
let staff: Client;
beforeAll(async () => {
  t = await buildAdminTestApp();
  await createStaffAccount(t, 'staff');
  await createStaffAccount(t, 'admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetLeadTables(t.database);
  await t.database.db.execute(sql`truncate lead_notes, audit_log restart identity`);
  staff = await signedIn(t.app, 'staff@academy.example');
});

const campaign = {
  page: 'http://localhost/contacts',
  first: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' },
  last: { landing_page: '/contacts' },
};

/** Leads arrive the way visitors send them, through the public API. */
async function enquiry(change: Record<string, unknown> = {}) {
  const response = await client(t.app).post('/api/contact', { ...validEnquiry(), ...change });
  expect(response.statusCode).toBe(200);
  const [row] = await t.database.db
    .select({ id: contactEnquiries.id })
    .from(contactEnquiries)
    .orderBy(sql`id desc`)
    .limit(1);
  return row!.id;
}
async function companyEnquiry() {
  const response = await client(t.app).post('/api/company-enquiry', validCompanyEnquiry());
  expect(response.statusCode).toBe(200);
  const [row] = await t.database.db
    .select({ id: contactEnquiries.id })
    .from(contactEnquiries)
    .orderBy(sql`id desc`)
    .limit(1);
  return row!.id;
}

async function registration(change: Record<string, unknown> = {}) {
  expect(
    (await client(t.app).post('/api/register', { ...validRegistration(), ...change })).statusCode,
  ).toBe(200);
  const [row] = await t.database.db
    .select({ id: registrations.id })
    .from(registrations)
    .orderBy(sql`id desc`)
    .limit(1);
  return row!.id;
}
const setReceived = (id: number, at: string) =>
  t.database.db
    .update(contactEnquiries)
    .set({ createdAt: new Date(at) })
    .where(eq(contactEnquiries.id, id));
const names = async (query = '') =>
  ((await staff.get(`/api/admin/leads${query}`)).json().leads as { name: string }[]).map(
    (l) => l.name,
  );

describe('leads inbox', () => {
  it('lists enquiries and registrations together, newest first, with source and status', async () => {
    const a = await enquiry({ name: 'Older Enquiry' });
    await setReceived(a, '2026-01-05T10:00:00Z');
    await registration();
    const b = await enquiry({ name: 'Newest Enquiry', attribution: campaign });
    await setReceived(b, '2030-01-01T10:00:00Z');
    const body = (await staff.get('/api/admin/leads')).json();
    expect(body.total).toBe(3);
    expect(body.leads.map((l: { name: string }) => l.name)).toEqual([
      'Newest Enquiry',
      'Rashid Al Mansoori',
      'Older Enquiry',
    ]);
    expect(body.leads[0]).toMatchObject({
      form: 'contact',
      status: 'new',
      source: 'google',
      courses: ['Core Facilities Management Courses'],
    });
    expect(body.leads[1]).toMatchObject({
      form: 'registration',
      phone: '+971 50 000 0000',
      courses: ['Certified Facility Manager (CFM)', 'Other'],
    });
  });

  it('searches name, email and phone, and filters by form, status, course, dates and source', async () => {
    const a = await enquiry({
      name: 'Meera Pillai',
      email: 'meera@example.com',
      phone: '+91 94470 11111',
      attribution: campaign,
    });
    await setReceived(a, '2026-02-10T08:00:00Z');
    const b = await enquiry({
      name: 'Omar Haddad',
      email: 'omar@example.ae',
      phone: '+971 55 222 3333',
      course: 'Artificial Intelligence Courses',
    });
    await setReceived(b, '2026-02-20T08:00:00Z');
    await registration();
    await staff.post(`/api/admin/leads/contact/${b}/status`, {
      status: 'contacted',
      version: await versionOf(t.database, 'contact_enquiries', b),
    });

    expect(await names('?q=meera')).toEqual(['Meera Pillai']);
    expect(await names('?q=EXAMPLE.AE')).toEqual(['Omar Haddad']);
    expect(await names('?q=9447011111')).toEqual(['Meera Pillai']);
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?form=registration')).toEqual(['Rashid Al Mansoori']);
    expect(await names('?status=contacted')).toEqual(['Omar Haddad']);
    expect(
      await names(`?category=${encodeURIComponent('Artificial Intelligence Courses')}`),
    ).toEqual(['Omar Haddad']);
    expect(
      await names(`?category=${encodeURIComponent('Certified Facility Manager (CFM)')}`),
    ).toEqual(['Rashid Al Mansoori']);
    expect(await names('?from=2026-02-01&to=2026-02-15')).toEqual(['Meera Pillai']);
    expect(await names('?from=2026-02-20&to=2026-02-20')).toEqual(['Omar Haddad']);
    expect(await names('?source=Google')).toEqual(['Meera Pillai']);
    expect((await staff.get('/api/admin/leads?from=yesterday')).statusCode).toBe(400);
    // A year PostgreSQL cannot hold is a bad filter, not a failed query.
    expect((await staff.get('/api/admin/leads?from=0000-01-01')).statusCode).toBe(400);
    expect((await staff.post('/api/admin/leads.csv', { to: '0000-01-01' })).statusCode).toBe(400);
  });

  it('pages 25 at a time', async () => {
    for (let i = 0; i < 27; i++) await enquiry({ name: `Lead ${i}` });
    const first = (await staff.get('/api/admin/leads')).json();
    const second = (await staff.get('/api/admin/leads?page=2')).json();
    expect([first.total, first.leads.length, second.leads.length]).toEqual([27, 25, 2]);
  });
});

describe('a lead', () => {
  it('shows every field, attribution and delivery; records status changes and notes with who and when', async () => {
    const id = await enquiry({ attribution: campaign });
    expect(
      (
        await staff.post(`/api/admin/leads/contact/${id}/status`, {
          status: 'enrolled',
          version: await versionOf(t.database, 'contact_enquiries', id),
        })
      ).json(),
    ).toEqual({ success: true, status: 'enrolled' });
    expect(
      (
        await staff.post(`/api/admin/leads/contact/${id}/status`, {
          status: 'lost',
          version: await versionOf(t.database, 'contact_enquiries', id),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await staff.post(`/api/admin/leads/contact/${id}/notes`, {
          body: 'Wants the weekend batch.',
          version: await versionOf(t.database, 'contact_enquiries', id),
        })
      ).statusCode,
    ).toBe(200);
    const lead = (await staff.get(`/api/admin/leads/contact/${id}`)).json().lead;
    expect(lead.fields).toEqual([
      { label: 'Name', value: 'Anjali Menon' },
      { label: 'Phone', value: '+91 98470 00000' },
      { label: 'Email', value: 'anjali@example.com' },
      { label: 'Course', value: 'Core Facilities Management Courses' },
      { label: 'Course page', value: '' },
      { label: 'Batch', value: '' },
      { label: 'Track', value: 'Full Time' },
      { label: 'Description', value: 'I would like the weekend batch of the Mastery diploma.' },
    ]);
    expect(lead.status).toBe('enrolled');
    expect(lead.attribution).toMatchObject(campaign);
    expect(lead.deliveries).toEqual([expect.objectContaining({ state: 'pending', attempts: 0 })]);
    expect(lead.notes).toEqual([
      expect.objectContaining({ author: 'Staff Person', body: 'Wants the weekend batch.' }),
    ]);
    expect(lead.history).toEqual([
      expect.objectContaining({
        actor: 'staff@academy.example',
        action: 'lead_status',
        details: { from: 'new', to: 'enrolled' },
        at: '2026-03-02T09:00:00.000Z',
      }),
      expect.objectContaining({ actor: 'staff@academy.example', action: 'lead_note' }),
    ]);
    expect((await staff.get('/api/admin/leads/contact/99999')).statusCode).toBe(404);
    expect((await staff.get('/api/admin/leads/other/1')).statusCode).toBe(400);
  });

  it('retries a failed delivery, and only a failed one', async () => {
    const id = await registration();
    const [job] = await t.database.db.select().from(jobs);
    const retry = () =>
      staff.post(`/api/admin/leads/registration/${id}/deliveries/${job!.id}/retry`);
    expect((await retry()).statusCode).toBe(404);
    await t.database.db
      .update(jobs)
      .set({ failedAt: new Date(), attempts: 12, lastError: 'SMTP refused' })
      .where(eq(jobs.id, job!.id));
    const failed = (await staff.get(`/api/admin/leads/registration/${id}`)).json().lead
      .deliveries[0];
    expect(failed).toMatchObject({ state: 'failed', attempts: 12, lastError: 'SMTP refused' });
    expect((await retry()).statusCode).toBe(200);
    const [again] = await t.database.db.select().from(jobs);
    expect(again).toMatchObject({ failedAt: null, attempts: 0, doneAt: null });
  });

  it('erases personal data on request and keeps the row, its count, its status, its course and its source', async () => {
    const id = await enquiry({ attribution: campaign });
    await staff.post(`/api/admin/leads/contact/${id}/status`, {
      status: 'closed',
      version: await versionOf(t.database, 'contact_enquiries', id),
    });
    await staff.post(`/api/admin/leads/contact/${id}/notes`, {
      body: 'Mentioned her employer.',
      version: await versionOf(t.database, 'contact_enquiries', id),
    });
    const admin = await signedIn(t.app, 'admin@academy.example');
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
      description: null,
      // The page it was sent from, the landing page and the campaign's details go; the source stays.
      attribution: { last: { utm_source: 'google' } },
      status: 'closed',
      course: 'Core Facilities Management Courses',
    });
    expect(row!.erasedAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(leadNotes)).toEqual([]);
    const [job] = await t.database.db.select().from(jobs);
    expect(job).toMatchObject({ lastError: 'Cancelled: the lead was erased.' });
    expect(job!.failedAt).toBeInstanceOf(Date);
    const list = (await staff.get('/api/admin/leads')).json();
    expect(list.total).toBe(1);
    expect(list.leads[0]).toMatchObject({ name: '', email: '', erasedAt: expect.any(String) });
    expect((await staff.get('/api/admin/leads?q=anjali')).json().total).toBe(0);
    expect(
      (
        await staff.post(`/api/admin/leads/contact/${id}/notes`, {
          body: 'late',
          version: await versionOf(t.database, 'contact_enquiries', id),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('CSV export', () => {
  it('writes the filtered leads as UTF-8 with BOM, fixed columns, RFC 4180 quoting and formula cells neutralised', async () => {
    await enquiry({
      name: 'أحمد الفارسي',
      email: 'ahmed@example.ae',
      phone: '+971 50 123 4567',
      description: 'Line one\nsaid "hello", then left',
    });
    await enquiry({
      name: 'അനുപമ നായർ',
      email: 'anupama@example.in',
      phone: '',
      description: '=HYPERLINK("http://evil.example")',
    });
    await enquiry({ name: '@SUM(A1)', email: 'x@example.com', description: '-2+3' });
    await registration();
    const response = await staff.post('/api/admin/leads.csv', { form: 'contact' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="leads-2026-03-02.csv"',
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(CSV_COLUMNS.slice(0, 17)).toEqual([
      'form',
      'id',
      'reference',
      'kind',
      'received_at',
      'time_zone',
      'status',
      'owner',
      'follow_up',
      'first_response_minutes',
      'last_call',
      'language',
      'merged_into',
      'Name',
      'Phone',
      'Email',
      'Course',
    ]);
    expect(text).toContain(`,en,,@SUM(A1),`.replace('@', "'@"));
    expect(text).toContain(',"\'=HYPERLINK(""http://evil.example"")",');
    expect(text).toContain(",'-2+3,");
    expect(text).toContain(",أحمد الفارسي,'+971 50 123 4567,ahmed@example.ae,");
    expect(text).toContain('"Line one\nsaid ""hello"", then left"');
    expect(text).toContain(',അനുപമ നായർ,,anupama@example.in,');
    expect(text).not.toContain('Rashid');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('writes the desk’s columns: reference, kind, owner, follow-up, first response, last call, language, merged into', async () => {
    // Monday 2 March, 10:00 in Dubai; the console's clock reads 13:00 there.
    const dubai = await enquiry({ name: 'Omar Haddad', phone: '050 123 4567' });
    await setReceived(dubai, '2026-03-02T06:00:00Z');
    const company = await companyEnquiry();
    const merged = await registration({ email: 'r@example.com' });
    const plain = await enquiry({ name: 'Ana Costa', phone: '' });
    await t.database.db
      .update(registrations)
      .set({ mergedInto: `contact:${company}`, mergedAt: t.clock() })
      .where(eq(registrations.id, merged));
    const [owner] = await t.database.db
      .update(staffUsers)
      .set({ name: '=HYPERLINK("http://evil.example")' })
      .where(eq(staffUsers.email, 'staff@academy.example'))
      .returning({ id: staffUsers.id });
    await t.database.db
      .update(contactEnquiries)
      .set({ ownerId: owner!.id, followUpAt: new Date('2026-03-03T06:00:00Z') })
      .where(eq(contactEnquiries.id, dubai));
    const call = (outcome: string) =>
      staff.post(`/api/admin/leads/contact/${dubai}/calls`, { outcome });
    expect((await call('no-answer')).statusCode).toBe(200);
    t.advance(5 * 60_000);
    expect((await call('reached')).statusCode).toBe(200);

    const response = await staff.post('/api/admin/leads.csv', {});
    const text = response.body.replace('\uFEFF', '');
    const [header, ...lines] = text.trim().split('\r\n');
    const columns = header!.split(',');
    const rowOf = (reference: string) => {
      const line = lines.find((l) => l.split(',')[2] === reference)!;
      expect(line).toBeDefined();
      return line;
    };
    const cells = (reference: string, ...names: string[]) => {
      const row = rowOf(reference).split(',');
      return names.map((name) => row[columns.indexOf(name)]);
    };
    // A staff member's name is text like any other: a cell starting with = is neutralised.
    expect(rowOf(`E-${dubai}`)).toContain(',"\'=HYPERLINK(""http://evil.example"")",');
    expect(
      cells(
        `E-${dubai}`,
        'kind',
        'time_zone',
        'follow_up',
        'first_response_minutes',
        'last_call',
        'language',
        'merged_into',
      ),
    ).toEqual([
      'person',
      'Asia/Dubai',
      '2026-03-03T10:00:00+04:00',
      // 10:00 to 13:00 on a working Monday in Dubai; the later call is the last one.
      '180',
      'reached',
      'en',
      '',
    ]);
    expect(cells(`C-${company}`, 'form', 'kind', 'owner', 'first_response_minutes')).toEqual([
      'contact',
      'company',
      '',
      '',
    ]);
    // A lead merged into another is in the export (not in the inbox), naming the lead it joined.
    expect(cells(`R-${merged}`, 'form', 'merged_into')).toEqual(['registration', `C-${company}`]);
    expect(cells(`E-${plain}`, 'follow_up', 'last_call', 'merged_into')).toEqual(['', '', '']);
  });

  it("writes each lead's times on its own clock with the offset, and names the zone", async () => {
    const dubai = await enquiry({ phone: '+971 50 123 4567' });
    const kochi = await enquiry({ phone: '+91 98470 12345' });
    const unknown = await enquiry({ phone: '' });
    await t.database.db
      .update(contactEnquiries)
      .set({ createdAt: new Date('2026-11-27T22:00:00Z') })
      .where(sql`id in (${dubai}, ${kochi}, ${unknown})`);
    const cells = async (filter: object) => {
      const [header, ...rows] = (await staff.post('/api/admin/leads.csv', filter)).body
        .replace('\uFEFF', '')
        .trim()
        .split('\r\n')
        .map((line) => line.split(','));
      const column = (name: string) => header!.indexOf(name);
      return new Map(
        rows.map((row) => [Number(row[1]), [row[column('received_at')], row[column('time_zone')]]]),
      );
    };
    const inIndia = await cells({});
    expect(inIndia.get(dubai)).toEqual(['2026-11-28T02:00:00+04:00', 'Asia/Dubai']);
    expect(inIndia.get(kochi)).toEqual(['2026-11-28T03:30:00+05:30', 'Asia/Kolkata']);
    // No zone of its own: the staff member's (the main centre's unless the filter names another).
    expect(inIndia.get(unknown)).toEqual(['2026-11-28T03:30:00+05:30', 'Asia/Kolkata']);
    expect((await cells({ tz: 'Asia/Dubai' })).get(unknown)).toEqual([
      '2026-11-28T02:00:00+04:00',
      'Asia/Dubai',
    ]);
  });

  it('is recorded in the audit log with its filter and row count', async () => {
    await enquiry();
    await staff.post('/api/admin/leads.csv', { status: 'new' });
    await staff.post('/api/admin/leads.csv', { q: 'anjali@example.com' });
    const admin = await signedIn(t.app, 'admin@academy.example');
    const entries = (await admin.get('/api/admin/audit')).json().entries as {
      action: string;
      actor: string;
      details: unknown;
    }[];
    const exported = entries.filter((e) => e.action === 'leads_exported');
    expect(exported.map((e) => e.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ filter: expect.objectContaining({ status: 'new' }), rows: 1 }),
        // The search is recorded as made, never as what it named.
        expect.objectContaining({ filter: expect.objectContaining({ q: '(a search)' }), rows: 1 }),
      ]),
    );
    expect(JSON.stringify(exported)).not.toContain('anjali');
    expect(entries.filter((e) => e.action === 'sign_in').map((e) => e.actor)).toEqual([
      'admin@academy.example',
      'staff@academy.example',
    ]);
  });

  it('is a POST: a GET, such as a picture pointing at it, exports nothing and records nothing', async () => {
    await enquiry();
    const response = await staff.get('/api/admin/leads.csv?status=new');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('anjali@example.com');
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'leads_exported')),
    ).toHaveLength(0);
  });
});

describe('a lead names the course it was sent from', () => {
  const fromPmp = () => ({
    ...validEnquiry(),
    name: 'Asha Nair',
    course: 'Professional Courses',
    course_page: 'pmp-certification',
  });

  it('stores the course page beside the category; the inbox filters by each, the page, CSV and email name it', async () => {
    expect((await client(t.app).post('/api/contact', fromPmp())).statusCode).toBe(200);
    expect((await client(t.app).post('/api/contact', validEnquiry())).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(contactEnquiries)
      .where(eq(contactEnquiries.name, 'Asha Nair'));
    expect(row).toMatchObject({ course: 'Professional Courses', courseSlug: 'pmp-certification' });

    const names = async (filter: string) =>
      ((await staff.get(`/api/admin/leads${filter}`)).json().leads as { name: string }[]).map(
        (lead) => lead.name,
      );
    expect(await names('?course=pmp-certification')).toEqual(['Asha Nair']);
    expect(await names('?course=diploma-mastery-fm')).toEqual([]);
    expect(await names(`?category=${encodeURIComponent('Professional Courses')}`)).toEqual([
      'Asha Nair',
    ]);

    const PMP = 'PMP Certification Training (/pmp-certification)';
    const lead = (await staff.get(`/api/admin/leads/contact/${row!.id}`)).json().lead;
    expect(lead.fields).toContainEqual({ label: 'Course page', value: PMP });
    const csv = (await staff.post('/api/admin/leads.csv', { course: 'pmp-certification' })).body;
    const [header, line] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header!.split(',')).toContain('Course page');
    expect(line).toContain(PMP);

    const record = (await loadLeads(t.database.db, [{ form: 'contact', id: row!.id }])).get(
      `contact:${row!.id}`,
    )!;
    const email = leadEmail(record, 'https://academy.example');
    expect(email.text.split('\n')).toContain(`Course page: ${PMP}`);
    // The staff email links to the lead in the console, by number only.
    expect(email.text.split('\n')).toContain(
      `Open in the console: https://academy.example/admin/leads/contact/${row!.id}`,
    );
    expect(email.html).toContain(
      `<a href="https://academy.example/admin/leads/contact/${row!.id}">`,
    );
  });

  it('refuses a course page that is not one of the courses with a 400 naming the field, storing nothing', async () => {
    for (const page of ['no-such-course', '../admin', 'PMP']) {
      const response = await client(t.app).post('/api/contact', {
        ...fromPmp(),
        course_page: page,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['course_page']);
    }
    expect(await t.database.db.select().from(contactEnquiries)).toEqual([]);
  });
});

describe('a registration names the course the visitor came to register for', () => {
  const forSat = () => ({
    ...validRegistration(),
    first_name: 'Rahul',
    last_name: 'Das',
    course_slug: 'sat-training-course',
  });

  it('stores it beside the ticked options; the inbox filters by it, the lead page, CSV and email name it', async () => {
    expect((await client(t.app).post('/api/register', forSat())).statusCode).toBe(200);
    expect((await client(t.app).post('/api/register', validRegistration())).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.firstName, 'Rahul'));
    expect(row).toMatchObject({ courseSlug: 'sat-training-course' });
    const list = (await staff.get('/api/admin/leads?course=sat-training-course')).json().leads;
    expect(list.map((lead: { name: string }) => lead.name)).toEqual(['Rahul Das']);

    const SAT = 'SAT Training Course (/sat-training-course)';
    const lead = (await staff.get(`/api/admin/leads/registration/${row!.id}`)).json().lead;
    expect(lead.fields).toContainEqual({ label: 'Course page', value: SAT });
    const csv = (await staff.post('/api/admin/leads.csv', { course: 'sat-training-course' })).body;
    expect(csv.replace('\uFEFF', '').split('\r\n')[1]).toContain(SAT);
    const record = (await loadLeads(t.database.db, [{ form: 'registration', id: row!.id }])).get(
      `registration:${row!.id}`,
    )!;
    expect(leadEmail(record, 'https://academy.example').text.split('\n')).toContain(
      `Course page: ${SAT}`,
    );
  });

  it('refuses a course that is not one of the courses with a 400 naming the field, storing nothing', async () => {
    for (const slug of ['no-such-course', '../admin', 'SAT', 'sat\u0000']) {
      const response = await client(t.app).post('/api/register', {
        ...forSat(),
        course_slug: slug,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(Object.keys(response.json().errors)).toEqual(['course_slug']);
    }
    expect(await t.database.db.select().from(registrations)).toEqual([]);
  });
});

describe('the inbox past its last page', () => {
  it('answers an empty page for a page past the end, with the total that says where the end is', async () => {
    await enquiry();
    const answer = (await staff.get('/api/admin/leads?page=99')).json();
    expect(answer).toMatchObject({ total: 1, page: 99, leads: [] });
  });
});
