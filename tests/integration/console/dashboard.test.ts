import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../schemas/dashboard';
import { contactEnquiries, jobs, registrations, webVitals } from '../../../server/db/schema';
import { weekStartOf } from '../../../server/console/dashboard';
import { validEnquiry, validRegistration } from '../../support/lead-fixtures';
import {
  buildAdminTestApp,
  client,
  createStaffAccount,
  signedIn,
  type AdminTestApp,
} from '../../support/admin-fixtures';

// The admin test clock stands at Monday 2026-03-02 09:00 UTC (14:30 in Kochi): the twelve weeks, in
// the main centre's zone unless the query names another, run from Monday 2025-12-15 in India.
let t: AdminTestApp;
let dashboard: Dashboard;
const NOW = Date.parse('2026-03-02T09:00:00Z');
const at = (iso: string) => new Date(iso);

const enquiry = (
  createdAt: string,
  course: string,
  attribution: object | null,
  erasedAt?: string,
) => ({
  ...validEnquiry(),
  track: 'Full Time',
  course,
  attribution: attribution as never,
  createdAt: at(createdAt),
  erasedAt: erasedAt ? at(erasedAt) : null,
});
const { date: _date, ...registrationFields } = validRegistration();
const registration = (createdAt: string, courses: string[], attribution: object | null) => ({
  firstName: registrationFields.first_name,
  lastName: registrationFields.last_name,
  mobile: registrationFields.mobile,
  email: registrationFields.email,
  courses,
  attribution: attribution as never,
  createdAt: at(createdAt),
});

beforeAll(async () => {
  t = await buildAdminTestApp();
  await createStaffAccount(t, 'staff');
  await createStaffAccount(t, 'admin');
  const db = t.database.db;
  await db.insert(contactEnquiries).values([
    // This (partial) week: two enquiries.
    enquiry('2026-03-02T08:00:00Z', 'Professional Courses', {
      page: 'x',
      first: { utm_source: 'Google' },
      last: { landing_page: '/' },
    }),
    enquiry('2026-03-02T08:30:00Z', 'Professional Courses', {
      page: 'x',
      last: { utm_source: 'newsletter', referrer: 'https://www.bing.com/search?q=fm' },
    }),
    // Last week (Sunday 23:59:59 in India still counts in the week of Monday 2026-02-23).
    enquiry('2026-03-01T18:29:59Z', 'Artificial Intelligence Courses', {
      page: 'x',
      first: { referrer: 'https://www.facebook.com/some/post' },
    }),
    // The first week of the window, then one just before it (not counted anywhere).
    enquiry('2025-12-14T18:30:00Z', 'Core Facilities Management Courses', null),
    enquiry('2025-12-14T18:29:59Z', 'Core Facilities Management Courses', {
      page: 'x',
      first: { utm_source: 'old' },
    }),
    // Erased on request: counted, its source unknown.
    enquiry(
      '2026-02-10T10:00:00Z',
      'Artificial Intelligence Courses',
      null,
      '2026-02-11T10:00:00Z',
    ),
  ]);
  await db.insert(registrations).values([
    registration('2026-03-02T07:00:00Z', ['Certified Facility Manager (CFM)', 'Other'], {
      page: 'x',
      first: { referrer: 'https://news.example.org:8443/a' },
    }),
    registration('2026-02-24T12:00:00Z', ['Certified Facility Manager (CFM)'], {
      page: 'x',
      first: { utm_source: 'google' },
    }),
    registration('2026-01-05T12:00:00Z', [], { page: 'x' }),
  ]);
  const job = (state: 'done' | 'pending' | 'failed') => ({
    kind: 'lead',
    payload: { form: 'contact' as const, id: 1 },
    doneAt: state === 'done' ? at('2026-03-01T00:00:00Z') : null,
    failedAt: state === 'failed' ? at('2026-03-01T00:00:00Z') : null,
  });
  await db
    .insert(jobs)
    .values([
      job('done'),
      job('done'),
      job('pending'),
      job('pending'),
      job('pending'),
      job('failed'),
    ]);
  const daysAgo = (days: number) => new Date(NOW - days * 86_400_000);
  await db.insert(webVitals).values([
    ...[1000, 2000, 3000, 4000].map((value) => ({
      route: '/',
      metric: 'LCP',
      value,
      createdAt: daysAgo(1),
    })),
    { route: '/', metric: 'LCP', value: 50_000, createdAt: daysAgo(29) },
    { route: '/contacts', metric: 'CLS', value: 0.05, createdAt: daysAgo(27) },
  ]);
  dashboard = (
    await (await signedIn(t.app, 'staff@academy.example')).get('/api/admin/dashboard')
  ).json().dashboard as Dashboard;
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard', () => {
  it("counts leads per week for the last 12 weeks by form, oldest first, in weeks starting Monday in the staff member's zone", async () => {
    expect(dashboard.since).toBe('2025-12-14T18:30:00.000Z');
    expect(dashboard.zone).toBe('Asia/Kolkata');
    // In the UAE the weeks start on the UAE's Monday, an hour and a half after India's.
    const inDubai = (
      await (
        await signedIn(t.app, 'staff@academy.example')
      ).get('/api/admin/dashboard?tz=Asia/Dubai')
    ).json().dashboard as Dashboard;
    expect(inDubai.since).toBe('2025-12-14T20:00:00.000Z');
    expect(inDubai.weeks.find((w) => w.weekStart === '2026-02-23')).toEqual({
      weekStart: '2026-02-23',
      contact: 1,
      registration: 1,
    });
    expect(dashboard.weeks.map((w) => w.weekStart)).toEqual([
      '2025-12-15',
      '2025-12-22',
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
    ]);
    const nonZero = dashboard.weeks.filter((w) => w.contact + w.registration > 0);
    expect(nonZero).toEqual([
      { weekStart: '2025-12-15', contact: 1, registration: 0 },
      { weekStart: '2026-01-05', contact: 0, registration: 1 },
      { weekStart: '2026-02-09', contact: 1, registration: 0 },
      { weekStart: '2026-02-23', contact: 1, registration: 1 },
      { weekStart: '2026-03-02', contact: 2, registration: 1 },
    ]);
  });

  it('counts every course option chosen in those weeks, most chosen first', () => {
    expect(dashboard.byCourse).toEqual([
      { label: 'Artificial Intelligence Courses', count: 2 },
      { label: 'Certified Facility Manager (CFM)', count: 2 },
      { label: 'Professional Courses', count: 2 },
      { label: 'Core Facilities Management Courses', count: 1 },
      { label: 'Other', count: 1 },
    ]);
  });

  it('counts sources: campaign (last touch first), else the referring host, else direct', () => {
    expect(dashboard.bySource).toEqual([
      { label: 'direct', count: 2 },
      { label: 'google', count: 2 },
      { label: '(erased)', count: 1 },
      { label: 'facebook.com', count: 1 },
      { label: 'news.example.org', count: 1 },
      { label: 'newsletter', count: 1 },
    ]);
  });

  it('gives the p75 of real-user vitals per route over the last 28 days', () => {
    expect(dashboard.vitals).toEqual([
      { route: '/', metric: 'LCP', p75: 3250, count: 4 },
      { route: '/contacts', metric: 'CLS', p75: 0.05, count: 1 },
    ]);
  });

  it('counts undelivered notifications: pending and failed', () => {
    expect(dashboard.notifications).toEqual({ pending: 3, failed: 1 });
  });

  it('is for signed-in staff only', async () => {
    expect((await client(t.app).get('/api/admin/dashboard')).statusCode).toBe(401);
  });
});

describe('weekStartOf', () => {
  it("is Monday 00:00 of the week on the zone's calendar", () => {
    // Sunday 23:59:59 UTC is already Monday in both teaching zones.
    expect(weekStartOf(new Date('2026-03-08T23:59:59Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-08T18:30:00.000Z',
    );
    expect(weekStartOf(new Date('2026-03-08T23:59:59Z'), 'Asia/Dubai').toISOString()).toBe(
      '2026-03-08T20:00:00.000Z',
    );
    expect(weekStartOf(new Date('2026-03-02T00:00:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-01T18:30:00.000Z',
    );
    expect(weekStartOf(new Date('2026-01-01T12:00:00Z'), 'Asia/Dubai').toISOString()).toBe(
      '2025-12-28T20:00:00.000Z',
    );
  });
});

it('counts an erased lead under its real source and course, as before its erasure', async () => {
  const [row] = await t.database.db
    .insert(contactEnquiries)
    .values(
      enquiry('2026-03-02T08:45:00Z', 'Professional Courses', {
        page: 'https://academy.example/contacts?email=someone@example.com',
        first: { utm_source: 'Instagram', utm_campaign: 'spring' },
      }),
    )
    .returning({ id: contactEnquiries.id });
  const admin = await signedIn(t.app, 'admin@academy.example');
  const before = (await admin.get('/api/admin/dashboard')).json().dashboard as Dashboard;
  expect(before.bySource).toContainEqual({ label: 'instagram', count: 1 });
  const erased = await admin.post(`/api/admin/leads/contact/${row!.id}/erase`, { version: 1 });
  expect(erased.statusCode).toBe(200);
  const after = (await admin.get('/api/admin/dashboard')).json().dashboard as Dashboard;
  expect(after.bySource).toEqual(before.bySource);
  expect(after.byCourse).toEqual(before.byCourse);
  // Only the one erased before sources were kept is still counted apart.
  expect(after.bySource).toContainEqual({ label: '(erased)', count: 1 });
});

it('reads the same on an empty database: twelve empty weeks and no figures', async () => {
  await t.database.db.execute(
    sql`truncate contact_enquiries, registrations, jobs, web_vitals restart identity`,
  );
  const empty = (
    await (await signedIn(t.app, 'staff@academy.example')).get('/api/admin/dashboard')
  ).json().dashboard as Dashboard;
  expect(empty.weeks).toHaveLength(12);
  expect(empty.weeks.every((w) => w.contact === 0 && w.registration === 0)).toBe(true);
  expect(empty).toMatchObject({
    byCourse: [],
    bySource: [],
    vitals: [],
    notifications: { pending: 0, failed: 0 },
  });
});
