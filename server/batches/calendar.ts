import type { FastifyInstance, FastifyReply } from 'fastify';
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
import type { BatchesService } from './batch-reader';

// Calendar files of the upcoming batches (RFC 5545, written by the `ics` library): every batch, one
// course's (a feed a phone's calendar subscribes to), and one batch (the course page's "Add to
// calendar"). Read per request, like the sitemap: a feed is asked for rarely.

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

function sendCalendar(
  reply: FastifyReply,
  batches: Batch[],
  publicUrl: string,
  calName: string,
  filename?: string,
) {
  const { error, value } = createEvents(
    batches.map((batch) => batchEvent(batch, publicUrl)),
    { productId: 'academy-site/batches', calName },
  );
  if (error || !value) throw error ?? new Error('calendar not written');
  reply.type('text/calendar; charset=utf-8').header('cache-control', 'public, max-age=300');
  if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(value);
}

const calendar = { response: { 200: fileAnswer('text/calendar', 'An iCalendar file.') } };

export async function calendarRoutes(
  instance: FastifyInstance,
  {
    batches,
    publicUrl,
  }: { batches: Pick<BatchesService, 'upcomingBatches' | 'getBatch'>; publicUrl: string },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(ALL_BATCHES_CALENDAR, { schema: calendar }, async (_request, reply) =>
    sendCalendar(
      reply,
      await batches.upcomingBatches(),
      publicUrl,
      `${site.name}: upcoming batches`,
    ),
  );

  for (const course of COURSES) {
    app.get(courseCalendarPath(course.slug), { schema: calendar }, async (_request, reply) =>
      sendCalendar(
        reply,
        await batches.upcomingBatches(course.slug),
        publicUrl,
        `${site.name}: ${course.title} batches`,
      ),
    );
  }

  // One batch, while it is offered: a past or cancelled one is not found, like the course page leaves it out.
  const oneBatch = {
    params: z.object({ id: z.coerce.number().int() }),
    response: {
      ...calendar.response,
      404: fileAnswer('text/plain', 'No such batch is offered.'),
    },
  };
  app.get('/courses/batches/:id(^\\d{1,9}).ics', { schema: oneBatch }, async (request, reply) => {
    const batch = await batches.getBatch(request.params.id);
    if (!batch || !isShownPublicly(batch, new Date()))
      return reply.status(404).type('text/plain; charset=utf-8').send('No such batch is offered.');
    return sendCalendar(
      reply,
      [batch],
      publicUrl,
      `${site.name}: ${courseBySlug(batch.course)?.title ?? 'batch'}`,
      `batch-${batch.id}.ics`,
    );
  });
}
