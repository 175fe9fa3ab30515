import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEvents, type EventAttributes } from 'ics';
import { centreById } from '../../shared/content/centres';
import { COURSES, courseBySlug, coursePath } from '../../shared/content/courses';
import { site } from '../../shared/content/site';
import {
  ALL_BATCHES_CALENDAR,
  courseCalendarPath,
  isShownPublicly,
  startTimes,
  type Batch,
} from '../../shared/batches';
import { fileAnswer } from '../../schemas/envelope';
import { z } from '../../schemas/zod';
import { addDays } from '../../shared/zoned-time';
import type { PageSource } from '../../shared/page-locals';
import type { BatchesService } from './batch-reader';
import { REVALIDATE } from '../web/kept-page';
import type { PageStore } from '../web/page-store';
import { sendRendering, type Rendering } from '../web/rendering';

// Calendar files of the upcoming batches (RFC 5545, written by the `ics` library): every batch, one
// course's (a feed a phone's calendar subscribes to), and one batch (the course page's "Add to
// calendar"). Each is kept like a page (server/web/page-store.ts): written once, compressed once,
// revalidated by its ETag, and written again when the batches change.

const dateArray = (date: string) => date.split('-').map(Number) as [number, number, number];

/** One batch as an all-day event over its whole run: its sessions' pace is in words, so the first start time is said in the description. */
function batchEvent(batch: Batch, publicUrl: string): EventAttributes {
  const course = courseBySlug(batch.course);
  const centre = centreById(batch.centre);
  const url = `${publicUrl}${course ? coursePath(course) : ''}`;
  return {
    uid: `batch-${batch.id}@${new URL(publicUrl).host}`,
    title: `${course?.title ?? batch.course} (${centre.name}, ${batch.mode})`,
    start: dateArray(batch.start_date),
    // An all-day event ends on the day after its last day.
    end: dateArray(addDays(batch.end_date, 1)),
    description: [
      `${batch.schedule}.`,
      `First session: ${startTimes(batch).join(' / ')}.`,
      `Language: ${batch.language}.`,
      `Enquire: ${url}#enquiry`,
    ].join('\n'),
    location: centre.address
      ? [site.name, centre.address.streetAddress, centre.address.addressLocality].join(', ')
      : 'Online',
    url,
    status: 'CONFIRMED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
    sequence: batch.version,
    lastModified: Date.parse(batch.updated_at),
    organizer: { name: site.name, email: site.email },
    productId: 'academy-site/batches',
    calName: `${site.name}: ${course ? `${course.title} batches` : 'batches'}`,
  };
}

/** A calendar as a rendering: the page store keeps it like a page, until the batches change. */
function calendar(
  batches: Batch[],
  publicUrl: string,
  calName: string,
  filename?: string,
): Rendering {
  const { error, value } = createEvents(
    batches.map((batch) => batchEvent(batch, publicUrl)),
    { productId: 'academy-site/batches', calName },
  );
  if (error || !value) throw error ?? new Error('calendar not written');
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
    body: Buffer.from(value),
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

  app.get(ALL_BATCHES_CALENDAR, { schema: calendarSchema }, (request, reply) =>
    send(request, reply, async () =>
      calendar(await batches.upcomingBatches(), publicUrl, `${site.name}: upcoming batches`),
    ),
  );

  for (const course of COURSES) {
    app.get(courseCalendarPath(course.slug), { schema: calendarSchema }, (request, reply) =>
      send(request, reply, async () =>
        calendar(
          await batches.upcomingBatches(course.slug),
          publicUrl,
          `${site.name}: ${course.title} batches`,
        ),
      ),
    );
  }

  // One batch, while it is offered: a past or cancelled one is not found, like the course page leaves it out.
  const oneBatch = {
    params: z.object({ id: z.coerce.number().int() }),
    response: {
      ...calendarSchema.response,
      404: fileAnswer('text/plain', 'No such batch is offered.'),
    },
  };
  app.get('/courses/batches/:id(^\\d{1,9}).ics', { schema: oneBatch }, (request, reply) =>
    send(request, reply, async () => {
      const batch = await batches.getBatch(request.params.id);
      if (!batch || !isShownPublicly(batch, new Date())) return NOT_OFFERED;
      return calendar(
        [batch],
        publicUrl,
        `${site.name}: ${courseBySlug(batch.course)?.title ?? 'batch'}`,
        `batch-${batch.id}.ics`,
      );
    }),
  );
}
