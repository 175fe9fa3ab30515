import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { BATCH_DATES, type Batch } from '../../../shared/batches';
import { addDays } from '../../../shared/zoned-time';
import { client, consoleWithAccounts } from '../../support/admin-fixtures';

// What visitors and their calendars get of the batches staff schedule: the calendar feeds (parsed by
// ical.js, a real iCalendar parser) and the sitemap's lastmod of a course page.
const PUBLIC_URL = 'http://localhost:3000';
const t = consoleWithAccounts({ PUBLIC_URL });

// Dated from the real day: the public pages read the real clock, the console's is earlier still.
const inDays = (n: number) => addDays(new Date().toISOString().slice(0, 10), n);
async function create(overrides: Record<string, unknown> = {}): Promise<Batch> {
  const response = await (
    await t.asStaff()
  ).post('/api/admin/batches', {
    course: 'diploma-mastery-fm',
    centre: 'sharjah',
    mode: 'Classroom',
    start_date: inDays(40),
    end_date: inDays(95),
    start_time: '09:00',
    schedule: 'Weekends, Fri–Sat 9:00–13:00',
    language: 'English',
    status: 'open',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().batch;
}
const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
const get = (url: string) => client(t.app).get(url);

describe('calendar feeds', () => {
  it('every upcoming batch is an all-day event over its run, in the feed of all and of its course, with its time and place', async () => {
    const batch = await create();
    const other = await create({
      course: 'cfm-training',
      centre: 'online',
      mode: 'Live online',
      time_zone: 'Asia/Kolkata',
      start_time: '19:00',
    });
    const all = await get('/courses/batches.ics');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const uids = events(all.body).map((e) => e.uid);
    expect(uids).toEqual(
      expect.arrayContaining([
        `batch-${batch.id}@localhost:3000`,
        `batch-${other.id}@localhost:3000`,
      ]),
    );

    const course = events((await get('/courses/diploma-mastery-fm.ics')).body);
    expect(course.map((e) => e.uid)).toContain(`batch-${batch.id}@localhost:3000`);
    expect(course.map((e) => e.uid)).not.toContain(`batch-${other.id}@localhost:3000`);
    const event = course.find((e) => e.uid === `batch-${batch.id}@localhost:3000`)!;
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(batch.start_date);
    expect(event.endDate.toString()).toBe(addDays(batch.end_date, 1));
    expect(event.summary).toMatch(/Sharjah, Classroom\)$/);
    expect(event.location).toMatch(/Sharjah$/);
    expect(event.description).toContain('09:00 UAE time (UTC+4)');

    const online = events((await get('/courses/cfm-training.ics')).body).find(
      (e) => e.uid === `batch-${other.id}@localhost:3000`,
    )!;
    expect(online.description).toContain('19:00 India time (UTC+5:30) / 17:30 UAE time (UTC+4)');
    expect(online.location).toBe('Online');
  });

  it('one batch’s file is a download while it is offered; a cancelled one is not found, and leaves the feeds', async () => {
    const batch = await create();
    const one = await get(`/courses/batches/${batch.id}.ics`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toBe(`attachment; filename="batch-${batch.id}.ics"`);
    expect(events(one.body).map((e) => e.uid)).toEqual([`batch-${batch.id}@localhost:3000`]);

    await (await t.asStaff()).post(`/api/admin/batches/${batch.id}/cancel`);
    expect((await get(`/courses/batches/${batch.id}.ics`)).statusCode).toBe(404);
    expect(events((await get('/courses/batches.ics')).body).map((e) => e.uid)).not.toContain(
      `batch-${batch.id}@localhost:3000`,
    );
    expect((await get('/courses/batches/abc.ics')).statusCode).toBe(404);
  });
});

describe('every date the console accepts', () => {
  it('is in both feeds, the last day of the last year a batch may have included', async () => {
    const last = await create({ start_date: '2099-12-30', end_date: BATCH_DATES.last });
    for (const feed of ['/courses/batches.ics', '/courses/diploma-mastery-fm.ics']) {
      const answer = await get(feed);
      expect(answer.statusCode, feed).toBe(200);
      const event = events(answer.body).find((e) => e.uid === `batch-${last.id}@localhost:3000`)!;
      expect(event.endDate.toString()).toBe('2100-01-01');
    }
    expect((await get(`/courses/batches/${last.id}.ics`)).statusCode).toBe(200);
  });
});

describe('the sitemap', () => {
  const lastmod = async (path: string) =>
    new RegExp(`<loc>${PUBLIC_URL}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(
      (await get('/sitemap.xml')).body,
    )?.[1];

  it('moves a course page’s lastmod when its batches change, a deletion too, and leaves other courses’ alone', async () => {
    // The console's clock moved past the build's time (a course page's lastmod is at least that).
    const probe = await create({ course: 'cfm-training' });
    t.advance(Date.now() - Date.parse(probe.updated_at) + 3_600_000);
    const before = await lastmod('/diploma-fm-administration');
    const untouched = await lastmod('/sfp-training');
    const batch = await create({ course: 'diploma-fm-administration' });
    const created = await lastmod('/diploma-fm-administration');
    expect(created).toBe(new Date(batch.updated_at).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(created).not.toBe(before);

    t.advance(3_600_000);
    await (await t.asStaff()).post(`/api/admin/batches/${batch.id}/delete`);
    const deleted = await lastmod('/diploma-fm-administration');
    expect(Date.parse(deleted!)).toBeGreaterThan(Date.parse(created!));
    expect(await lastmod('/sfp-training')).toBe(untouched);
  });
});
