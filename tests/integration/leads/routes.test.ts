import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/rows';
import { contactEnquiries, jobs, registrations } from '../../../server/db/schema';
import {
  leadCounts,
  resetLeadTables,
  validEnquiry,
  validRegistration,
} from '../../support/lead-fixtures';
import { buildTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetLeadTables(t.database));

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/contact', () => {
  it('stores a valid enquiry with its notification job and answers success', async () => {
    const response = await post('/api/contact', {
      ...validEnquiry(),
      name: '  Anjali Menon  ',
      extra: 'dropped',
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db.select().from(contactEnquiries);
    expect(rows).toHaveLength(1);
    // The reference the visitor can quote names the stored enquiry.
    expect(response.json()).toEqual({
      success: true,
      message: 'Your message has been sent successfully!',
      reference: `E-${rows[0]!.id}`,
    });
    expect(rows[0]).toMatchObject({ ...validEnquiry(), name: 'Anjali Menon' });
    const [job] = await t.database.db.select().from(jobs);
    expect(job).toMatchObject({
      kind: 'lead.notify',
      payload: { form: 'contact', id: rows[0]!.id },
      doneAt: null,
    });
  });

  it('accepts the optional fields left out', async () => {
    const { phone: _p, description: _d, ...required } = validEnquiry();
    expect((await post('/api/contact', required)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contactEnquiries);
    expect(row).toMatchObject({ phone: null, description: null, attribution: null });
    // SQL NULL, not the JSON value null: nothing was given.
    const [stored] = rowsOf(
      await t.database.db.execute(sql`select attribution is null as none from contact_enquiries`),
    );
    expect(stored).toEqual({ none: true });
  });

  const rejections: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a missing email', { email: undefined }, 'email'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
    ['a course outside the list', { course: 'Quality & Process Management' }, 'course'],
    ['a missing track', { track: undefined }, 'track'],
    ['a track outside the list', { track: 'Part Time' }, 'track'],
    ['a name over 120 characters', { name: 'x'.repeat(121) }, 'name'],
    ['a number where text belongs', { name: 42 }, 'name'],
    ['an array where text belongs', { phone: ['1', '2'] }, 'phone'],
  ];
  for (const [what, change, field] of rejections) {
    it(`rejects ${what} with 400 and stores nothing`, async () => {
      const response = await post('/api/contact', { ...validEnquiry(), ...change });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.message).toEqual(expect.any(String));
      expect(body.errors).toHaveProperty(field);
      expect(await leadCounts(t.database)).toEqual({ enquiries: 0, registrations: 0, jobs: 0 });
    });
  }

  it('rejects malformed JSON with a JSON 400 and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
    expect(await leadCounts(t.database)).toEqual({ enquiries: 0, registrations: 0, jobs: 0 });
  });

  it('spells the quality option exactly as the spec does', async () => {
    expect(
      (await post('/api/contact', { ...validEnquiry(), course: 'Quality & Prpcess Management' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /api/register', () => {
  it('stores a valid registration with its job', async () => {
    const response = await post('/api/register', validRegistration());
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(registrations);
    expect(response.json()).toEqual({
      success: true,
      message: 'Registration submitted successfully!',
      reference: `R-${row!.id}`,
    });
    expect(row).toMatchObject({
      firstName: 'Rashid',
      lastName: 'Al Mansoori',
      aadharNo: null,
      courses: ['Certified Facility Manager (CFM)', 'Other'],
      courseOtherText: 'Energy auditing',
      date: '2026-12-01',
      degree: 'Yes',
    });
    const jobRows = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'lead.notify'));
    expect(jobRows.map((j) => j.payload)).toEqual([
      { form: 'registration', id: row!.id, owner: null },
    ]);
  });

  const rejections: [string, Record<string, unknown>, string][] = [
    ['a missing first name', { first_name: '' }, 'first_name'],
    ['a missing last name', { last_name: undefined }, 'last_name'],
    ['a missing mobile', { mobile: '' }, 'mobile'],
    ['a malformed email', { email: 'rashid@' }, 'email'],
    ['a malformed guardian email', { guardian_email: 'guardian' }, 'guardian_email'],
    ['a website that is not a URL', { website: 'javascript:alert(1)' }, 'website'],
    ['a course outside the list', { courses: ['Underwater Basket Weaving'] }, 'courses.0'],
    ['degree other than Yes/No', { degree: 'Maybe' }, 'degree'],
    ['an impossible date', { date: '2026-13-45' }, 'date'],
  ];
  for (const [what, change, field] of rejections) {
    it(`rejects ${what} with 400 and stores nothing`, async () => {
      const response = await post('/api/register', { ...validRegistration(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { [field]: expect.any(String) },
      });
      expect(await leadCounts(t.database)).toEqual({ enquiries: 0, registrations: 0, jobs: 0 });
    });
  }
});

describe('a lead and its notification job', () => {
  it('are stored both or neither: a job that cannot be written leaves no lead behind', async () => {
    // The job insert is made to fail inside the one statement that stores both.
    await t.database.db.execute(
      sql`alter table jobs add constraint test_no_lead_jobs check (kind <> 'lead.notify')`,
    );
    try {
      for (const [url, payload] of [
        ['/api/contact', validEnquiry()],
        ['/api/register', validRegistration()],
      ] as const) {
        const response = await post(url, payload);
        expect(response.statusCode).toBeGreaterThanOrEqual(500);
        expect(response.json()).toMatchObject({ success: false });
      }
      expect(await leadCounts(t.database)).toEqual({ enquiries: 0, registrations: 0, jobs: 0 });
    } finally {
      await t.database.db.execute(sql`alter table jobs drop constraint test_no_lead_jobs`);
    }
    expect((await post('/api/contact', validEnquiry())).statusCode).toBe(200);
    expect(await leadCounts(t.database)).toEqual({ enquiries: 1, registrations: 0, jobs: 1 });
  });
});
