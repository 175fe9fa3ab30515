import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { centreById } from '../../shared/content/centres';
import { COURSES, courseBySlug, courseIn, coursePath } from '../../shared/content/courses';
import { site } from '../../shared/content/site';
import {
  batchWordsIn,
  centreAddressIn,
  centreNameIn,
  coursePageIn,
  siteIn,
  startTimeWordsIn,
} from '../../shared/content/texts';
import { languageText, scheduleText } from '../../shared/batch-text';
import { fill, INTL_LOCALE, LANGS, pathIn, type Lang } from '../../shared/lang';
import {
  ALL_BATCHES_CALENDAR,
  courseCalendarPath,
  isShownPublicly,
  startTimes,
  type Batch,
} from '../../shared/batches';
import { fileAnswer } from '../../schemas/envelope';
import { z } from '../../schemas/zod';
import { WEEKDAYS, firstSessionDay, sessionsOf } from '../../shared/batch-sessions';
import { addDays, daysBetween, formatDate, zonedToInstant } from '../../shared/zoned-time';
import type { PageSource } from '../../shared/page-locals';
import type { BatchesService } from './batch-reader';
import { REVALIDATE } from '../web/kept-page';
import type { PageStore } from '../web/page-store';
import { sendRendering, type Rendering } from '../web/rendering';

// Calendar files of the upcoming batches (RFC 5545, written by the `ics` library): every batch, one
// course's (a feed a phone's calendar subscribes to), and one batch (the course page's "Add to
// calendar"). Each is kept like a page (server/web/page-store.ts): written once, compressed once,
// revalidated by its ETag, and written again when the batches change.
//
// A batch is its sessions: its first one (its first day the schedule meets, at its start time) repeated weekly on the days its
// schedule names, for as long as a session its time range gives, until its last day
// (shared/batch-sessions.ts). Times are written in UTC: both teaching zones keep one offset all year,
// so a weekly rule in UTC is each session at its centre's hour (a zone with summer time would need a
// VTIMEZONE). A schedule whose words give no weekday or no time range is not guessed at: its entry
// is its first day alone, all day, and its description says the rest.

const dateArray = (date: string) => date.split('-').map(Number) as [number, number, number];

/** An instant as iCalendar's UTC date-time (20261212T050000Z). */
const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d{3}/g, '');

/** When and how often a batch's entry happens: its sessions, or its first day when they cannot be read. */
function batchTimes(
  batch: Batch,
): Pick<EventAttributes, 'start' | 'recurrenceRule'> &
  ({ end: DateArray } | { duration: { hours: number; minutes: number } }) {
  const sessions = sessionsOf(batch.schedule);
  // A batch stored before its first day had to be one of its schedule's starts on its first session.
  const firstDay = sessions && firstSessionDay(batch.start_date, sessions);
  if (!sessions || !firstDay || firstDay > batch.end_date)
    return { start: dateArray(batch.start_date), end: dateArray(addDays(batch.start_date, 1)) };
  const first = zonedToInstant(firstDay, batch.start_time, batch.time_zone);
  // The weekdays in UTC: a session early in the morning in India falls on the day before there.
  const shift = daysBetween(firstDay, first.toISOString().slice(0, 10));
  const byDay = sessions.days.map((day) => WEEKDAYS[(WEEKDAYS.indexOf(day) + shift + 7) % 7]!);
  const until = zonedToInstant(addDays(batch.end_date, 1), '00:00', batch.time_zone);
  return {
    start: first.getTime(),
    duration: { hours: Math.floor(sessions.minutes / 60), minutes: sessions.minutes % 60 },
    recurrenceRule: `FREQ=WEEKLY;BYDAY=${byDay.join(',')};UNTIL=${utcStamp(new Date(until.getTime() - 1000))}`,
  };
}

/** A course's title in `lang`, or the batch's slug when no course has it. */
const courseTitleIn = (lang: Lang, slug: string) => {
  const course = courseBySlug(slug);
  return course ? courseIn(lang, course).title : slug;
};

/**
 * One batch's entry in `lang`, with its schedule, first start, language and where to enquire in its
 * description; the same entry (uid, times, rule) in every language.
 */
function batchEvent(batch: Batch, publicUrl: string, lang: Lang): EventAttributes {
  const course = courseBySlug(batch.course);
  const centre = centreById(batch.centre);
  const words = batchWordsIn(lang);
  const said = words.calendar;
  const address = centreAddressIn(lang, batch.centre);
  const url = `${publicUrl}${pathIn(lang, course ? coursePath(course) : '/')}`;
  return {
    uid: `batch-${batch.id}@${new URL(publicUrl).host}`,
    title: fill(said.title, {
      course: courseTitleIn(lang, batch.course),
      centre: centreNameIn(lang, batch.centre),
      mode: coursePageIn(lang).modes[batch.mode],
    }),
    ...batchTimes(batch),
    startInputType: 'utc',
    startOutputType: 'utc',
    description: [
      `${scheduleText(batch.schedule, words)}.`,
      fill(said.firstSession, { times: startTimes(batch, startTimeWordsIn(lang)).join(' / ') }),
      fill(said.lastDay, { date: formatDate(batch.end_date, true, INTL_LOCALE[lang]) }),
      fill(said.language, { language: languageText(batch.language, words) }),
      fill(said.enquire, { url: `${url}#enquiry` }),
    ].join('\n'),
    location:
      centre.address && address
        ? [siteIn(lang).name, address.streetAddress, address.addressLocality].join(
            words.listSeparator,
          )
        : said.online,
    url,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    sequence: batch.version,
    lastModified: Date.parse(batch.updated_at),
    organizer: { name: site.name, email: site.email },
    productId: 'academy-site/batches',
  };
}

const OCTETS_PER_LINE = 75;

/**
 * A calendar's lines folded at 75 octets as RFC 5545 asks (the `ics` library folds at 75
 * characters, so a line of accented or Arabic text ran to twice that): each continuation starts with
 * a space, and no character is split between lines.
 */
export function foldByOctets(text: string): string {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const character of line) {
        const size = Buffer.byteLength(character);
        // A continuation's leading space counts towards its 75.
        if (octets + size > OCTETS_PER_LINE - (parts.length > 0 ? 1 : 0)) {
          parts.push(part);
          [part, octets] = ['', 0];
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** A calendar as a rendering: the page store keeps it like a page, until the batches change. */
function calendar(
  batches: Batch[],
  publicUrl: string,
  lang: Lang,
  calName: string,
  filename?: string,
): Rendering {
  const { error, value } = createEvents(
    batches.map((batch) => batchEvent(batch, publicUrl, lang)),
    { productId: 'academy-site/batches', calName },
  );
  if (error || !value) throw error ?? new Error('calendar not written');
  const text = foldByOctets(value);
  const type = 'text/calendar; charset=utf-8';
  return {
    status: 200,
    headers: [
      ['content-type', type],
      ['cache-control', REVALIDATE],
      ...(filename
        ? [['content-disposition', `attachment; filename="${filename}"`] as [string, string]]
        : []),
    ],
    cookies: [],
    type,
    body: Buffer.from(text),
  };
}

const NOT_OFFERED: Rendering = {
  status: 404,
  headers: [['content-type', 'text/plain; charset=utf-8']],
  cookies: [],
  type: 'text/plain; charset=utf-8',
  body: Buffer.from('No such batch is offered.'),
};

const BATCHES: ReadonlySet<PageSource> = new Set(['batches']);

const calendarSchema = { response: { 200: fileAnswer('text/calendar', 'An iCalendar file.') } };

export async function calendarRoutes(
  instance: FastifyInstance,
  {
    batches,
    publicUrl,
    pageStore,
  }: {
    batches: Pick<BatchesService, 'upcomingBatches' | 'getBatch'>;
    publicUrl: string;
    /** Where feeds are kept until the batches change; absent, each is written per request. */
    pageStore?: PageStore;
  },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /** A calendar reads the batches and no query parameter. */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    write: () => Promise<Rendering>,
  ) =>
    pageStore
      ? pageStore.respond(request, reply, async () => ({
          rendering: await write(),
          reads: BATCHES,
          declared: BATCHES,
          params: new Set(),
        }))
      : sendRendering(request, reply, await write(), false);

  // Each feed in every language, at its path in that language (/ar/courses/batches.ics).
  for (const lang of LANGS) {
    const said = batchWordsIn(lang).calendar;
    app.get(pathIn(lang, ALL_BATCHES_CALENDAR), { schema: calendarSchema }, (request, reply) =>
      send(request, reply, async () =>
        calendar(
          await batches.upcomingBatches(),
          publicUrl,
          lang,
          fill(said.allBatches, { site: site.name }),
        ),
      ),
    );

    for (const course of COURSES) {
      app.get(
        pathIn(lang, courseCalendarPath(course.slug)),
        { schema: calendarSchema },
        (request, reply) =>
          send(request, reply, async () =>
            calendar(
              await batches.upcomingBatches(course.slug),
              publicUrl,
              lang,
              fill(said.courseBatches, { site: site.name, course: courseIn(lang, course).title }),
            ),
          ),
      );
    }
  }

  // One batch, while it is offered: a past or cancelled one is not found, like the course page leaves it out.
  const oneBatch = {
    params: z.object({ id: z.coerce.number().int() }),
    response: {
      ...calendarSchema.response,
      404: fileAnswer('text/plain', 'No such batch is offered.'),
    },
  };
  for (const lang of LANGS) {
    const said = batchWordsIn(lang).calendar;
    app.get(
      pathIn(lang, '/courses/batches/:id(^\\d{1,9}).ics'),
      { schema: oneBatch },
      (request, reply) =>
        send(request, reply, async () => {
          const batch = await batches.getBatch(request.params.id);
          if (!batch || !isShownPublicly(batch, new Date())) return NOT_OFFERED;
          return calendar(
            [batch],
            publicUrl,
            lang,
            fill(said.oneBatch, { site: site.name, course: courseTitleIn(lang, batch.course) }),
            `batch-${batch.id}.ics`,
          );
        }),
    );
  }
}
