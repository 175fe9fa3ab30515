import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { BATCH_DATES, type Batch } from '../../../shared/batches';
import { addDays } from '../../../shared/zoned-time';
import { batches } from '../../../server/db/schema';
import { courseBySlug, courseIn } from '../../../shared/content/courses';
import { client, consoleWithAccounts } from '../../support/admin-fixtures';

// What visitors and their calendars get of the batches staff schedule: the calendar feeds (parsed and
// their sessions expanded by ical.js, a real iCalendar parser) and the sitemap's lastmod of a course page.
const PUBLIC_URL = 'http://localhost:3000';
const ARABIC_DIPLOMA = courseIn('ar', courseBySlug('diploma-mastery-fm')!).title;
const t = consoleWithAccounts({ PUBLIC_URL });

// Dated from the real day: the public pages read the real clock, the console's is earlier still.
const inDays = (n: number) => addDays(new Date().toISOString().slice(0, 10), n);
/** The first weekday (0 Sunday … 6 Saturday) on or after `date`. */
function nextWeekday(date: string, weekday: number) {
  return addDays(date, (weekday - new Date(`${date}T00:00:00Z`).getUTCDay() + 7) % 7);
}
/** A Friday 40 days or so ahead: the default schedule's first day (Fri–Sat). */
const FRIDAY = nextWeekday(inDays(40), 5);
async function create(overrides: Record<string, unknown> = {}): Promise<Batch> {
  const response = await (
    await t.asStaff()
  ).post('/api/admin/batches', {
    course: 'diploma-mastery-fm',
    centre: 'sharjah',
    mode: 'Classroom',
    start_date: FRIDAY,
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
const eventOf = (text: string, id: number) =>
  events(text).find((e) => e.uid === `batch-${id}@localhost:3000`)!;
/** Every session of a recurring event, as a calendar expands it. */
function expand(event: ICAL.Event) {
  const sessions: { start: string; end: string }[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && sessions.length < 100; next = iterator.next()) {
    const { startDate, endDate } = event.getOccurrenceDetails(next);
    sessions.push({
      start: startDate.toJSDate().toISOString(),
      end: endDate.toJSDate().toISOString(),
    });
  }
  return sessions;
}

describe('calendar feeds', () => {
  it('every upcoming batch is in the feed of all and of its course, with its time and place', async () => {
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
    expect(event.summary).toMatch(/Sharjah, Classroom\)$/);
    expect(event.location).toMatch(/Sharjah$/);
    expect(event.description).toContain('09:00 UAE time (UTC+4)');

    const online = events((await get('/courses/cfm-training.ics')).body).find(
      (e) => e.uid === `batch-${other.id}@localhost:3000`,
    )!;
    expect(online.description).toContain('19:00 India time (UTC+5:30) / 17:30 UAE time (UTC+4)');
    expect(online.location).toBe('Online');
  });

  it('a batch is its sessions: its days and hours each week in its centre’s zone, until its last day', async () => {
    // Kochi, Sat–Sun 9:00–13:00 India time for three weekends.
    const saturday = nextWeekday(inDays(40), 6);
    const batch = await create({
      centre: 'kochi',
      start_date: saturday,
      end_date: addDays(saturday, 15),
      schedule: 'Weekends, Sat–Sun 9:00–13:00',
    });
    const event = eventOf((await get('/courses/diploma-mastery-fm.ics')).body, batch.id);
    expect(event.isRecurring()).toBe(true);
    // What a phone's week view shows: each session, expanded from the rule.
    const sessions = expand(event);
    expect(sessions).toEqual(
      [0, 1, 7, 8, 14, 15].map((day) => ({
        start: `${addDays(saturday, day)}T03:30:00.000Z`,
        end: `${addDays(saturday, day)}T07:30:00.000Z`,
      })),
    );
    // One week of it: the first weekend only, never a block of days.
    const week = sessions.filter((s) => s.start < `${addDays(saturday, 7)}`);
    expect(week.map((s) => new Date(s.start).getUTCDay())).toEqual([6, 0]);
  });

  it('a session early in the morning in India keeps its weekdays though UTC is still on the day before', async () => {
    const monday = nextWeekday(inDays(40), 1);
    const batch = await create({
      course: 'cfm-training',
      centre: 'online',
      mode: 'Live online',
      time_zone: 'Asia/Kolkata',
      start_time: '04:00',
      start_date: monday,
      end_date: addDays(monday, 9),
      schedule: 'Mon, Wed 04:00–05:30',
    });
    const event = eventOf((await get('/courses/cfm-training.ics')).body, batch.id);
    // 04:00 India time is 22:30 UTC the day before: Sunday and Tuesday in UTC.
    expect(expand(event)).toEqual(
      [0, 2, 7, 9].map((day) => ({
        start: `${addDays(monday, day - 1)}T22:30:00.000Z`,
        end: `${addDays(monday, day)}T00:00:00.000Z`,
      })),
    );
  });

  it('a batch stored with a first day its schedule never meets starts on its first real session', async () => {
    // Stored before the console refused such a first day: Mon–Wed evenings from a Saturday.
    const saturday = nextWeekday(inDays(40), 6);
    const [row] = await t.database.db
      .insert(batches)
      .values({
        course: 'cfm-training',
        centre: 'online',
        mode: 'Live online',
        startDate: saturday,
        endDate: addDays(saturday, 9),
        startTime: '19:00',
        timeZone: 'Asia/Dubai',
        schedule: 'Weekdays, Mon–Wed 19:00–21:00',
        language: 'English',
      })
      .returning({ id: batches.id });
    const body = (await get(`/courses/batches/${row!.id}.ics`)).body;
    const event = eventOf(body, row!.id);
    // 19:00 UAE time is 15:00 UTC: Monday, Tuesday, Wednesday of the next week and the one after (to its last day, a Monday).
    expect(expand(event).map((s) => s.start)).toEqual(
      [2, 3, 4, 9].map((day) => `${addDays(saturday, day)}T15:00:00.000Z`),
    );
    expect(body).toContain(`DTSTART:${addDays(saturday, 2).replace(/-/g, '')}T150000Z`);
  });

  it('a schedule whose words give no days or hours is its first day alone, never its whole run', async () => {
    const batch = await create({ schedule: 'Agreed with the class at enrolment' });
    const event = eventOf((await get('/courses/diploma-mastery-fm.ics')).body, batch.id);
    expect(event.isRecurring()).toBe(false);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(batch.start_date);
    expect(event.endDate.toString()).toBe(addDays(batch.start_date, 1));
    expect(event.description).toContain('Agreed with the class at enrolment.');
  });

  it('folds its lines at 75 octets, never inside a character, and reads back as written', async () => {
    const schedule =
      `السبت والأحد، من الساعة 9:00 إلى 13:00 ${'في مركز الشارقة '.repeat(3)}`.trim();
    const batch = await create({ schedule, language: 'Arabic' });
    const body = (await get('/courses/diploma-mastery-fm.ics')).rawPayload;
    const lines = body.toString('utf8').split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Every line is whole UTF-8: no character was cut in two.
    expect(Buffer.from(lines.join('\r\n'), 'utf8').equals(body)).toBe(true);
    expect(eventOf(body.toString('utf8'), batch.id).description).toContain(`${schedule}.`);
  });

  it('the Arabic feeds say the same batches in Arabic: the same entries, rules and folding', async () => {
    const saturday = nextWeekday(inDays(40), 6);
    const batch = await create({
      centre: 'dubai',
      start_date: saturday,
      end_date: addDays(saturday, 15),
      schedule: 'Weekends, Sat–Sun 9:00–13:00',
    });
    const online = await create({
      course: 'cfm-training',
      centre: 'online',
      mode: 'Live online',
      time_zone: 'Asia/Kolkata',
      start_time: '19:00',
      schedule: 'Mon–Fri 19:00–21:00',
    });
    for (const [english, arabic] of [
      ['/courses/batches.ics', '/ar/courses/batches.ics'],
      ['/courses/diploma-mastery-fm.ics', '/ar/courses/diploma-mastery-fm.ics'],
      [`/courses/batches/${batch.id}.ics`, `/ar/courses/batches/${batch.id}.ics`],
    ] as const) {
      const [en, ar] = [await get(english), await get(arabic)];
      expect(ar.statusCode, arabic).toBe(200);
      expect(ar.headers['content-type']).toBe('text/calendar; charset=utf-8');
      for (const line of ar.rawPayload.toString('utf8').split('\r\n'))
        expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
      const [enEvent, arEvent] = [eventOf(en.body, batch.id), eventOf(ar.body, batch.id)];
      // The same sessions, as a calendar expands them.
      expect(arEvent.component.getFirstPropertyValue('rrule')!.toString()).toBe(
        enEvent.component.getFirstPropertyValue('rrule')!.toString(),
      );
      expect(expand(arEvent)).toEqual(expand(enEvent));
      expect(arEvent.summary).toBe(`${ARABIC_DIPLOMA} (دبي، في قاعة الدراسة)`);
      expect(arEvent.description.split('\n')).toEqual([
        'السبت والأحد، من 09:00 إلى 13:00.',
        'الجلسة الأولى: 09:00 بتوقيت الإمارات (UTC+4).',
        expect.stringMatching(/^اليوم الأخير: .*\p{Script=Arabic}.* \d{4}\.$/u),
        'لغة التدريس: الإنجليزية.',
        `للاستفسار: ${PUBLIC_URL}/ar/diploma-mastery-fm#enquiry`,
      ]);
      expect(arEvent.location).toMatch(/دبي$/);
    }
    const arabicOnline = eventOf((await get('/ar/courses/batches.ics')).body, online.id);
    expect(arabicOnline.location).toBe('عبر الإنترنت');
    expect(arabicOnline.description).toContain(
      '19:00 بتوقيت الهند (UTC+5:30) / 17:30 بتوقيت الإمارات (UTC+4)',
    );
    expect(arabicOnline.description).toContain('من الاثنين إلى الجمعة، من 19:00 إلى 21:00.');
  });

  it('one batch’s file is a download while it is offered; a cancelled one is not found, and leaves the feeds', async () => {
    const batch = await create();
    const one = await get(`/courses/batches/${batch.id}.ics`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toBe(`attachment; filename="batch-${batch.id}.ics"`);
    expect(events(one.body).map((e) => e.uid)).toEqual([`batch-${batch.id}@localhost:3000`]);

    await (
      await t.asStaff()
    ).post(`/api/admin/batches/${batch.id}/cancel`, {
      version: batch.version,
    });
    expect((await get(`/courses/batches/${batch.id}.ics`)).statusCode).toBe(404);
    expect(events((await get('/courses/batches.ics')).body).map((e) => e.uid)).not.toContain(
      `batch-${batch.id}@localhost:3000`,
    );
    expect((await get('/courses/batches/abc.ics')).statusCode).toBe(404);
  });
});

describe('every date the console accepts', () => {
  it('is in both feeds, the last day of the last year a batch may have included', async () => {
    const last = await create({
      start_date: '2099-12-30',
      end_date: BATCH_DATES.last,
      schedule: 'Daily 9:00–13:00',
    });
    for (const feed of ['/courses/batches.ics', '/courses/diploma-mastery-fm.ics']) {
      const answer = await get(feed);
      expect(answer.statusCode, feed).toBe(200);
      expect(expand(eventOf(answer.body, last.id)).map((s) => s.start)).toEqual([
        '2099-12-30T05:00:00.000Z',
        '2099-12-31T05:00:00.000Z',
      ]);
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
    await (
      await t.asAdmin()
    ).post(`/api/admin/batches/${batch.id}/delete`, {
      version: batch.version,
    });
    const deleted = await lastmod('/diploma-fm-administration');
    expect(Date.parse(deleted!)).toBeGreaterThan(Date.parse(created!));
    expect(await lastmod('/sfp-training')).toBe(untouched);
  });
});
