import { CENTRE_IDS, ONLINE_MODES, TEACHING_ZONES } from '../shared/content/centres';
import { courseBySlug, type StudyMode } from '../shared/content/courses';
import { STUDY_MODES } from '../shared/content/courses/types';
import {
  BATCH_DATES,
  BATCH_MESSAGES,
  BATCH_STATUSES,
  zoneOf,
  type Batch,
  type BatchListQuery,
  type ListedBatch,
} from '../shared/batches';
import { sessionsOf, weekdayOf, type Weekday } from '../shared/batch-sessions';
import { formatDate } from '../shared/zoned-time';
import { VersionSchema } from './admin';
import { oneLineText, text } from './text';
import { z } from './zod';

// The console's batch payloads and answers. Server code only (the console takes their types): they
// read the 48 course records.

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const isoDate = (message: string) =>
  text({ error: message })
    .refine(isRealDate, message)
    .refine(
      (date) => !isRealDate(date) || (date >= BATCH_DATES.first && date <= BATCH_DATES.last),
      BATCH_MESSAGES.dateRange,
    );

const DAY_NAMES: Record<Weekday, string> = {
  SU: 'Sunday',
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
};

export const BatchDraftSchema = z
  .object({
    course: text({ error: BATCH_MESSAGES.course }).refine(
      (slug) => courseBySlug(slug) !== undefined && !slug.includes('/'),
      BATCH_MESSAGES.course,
    ),
    centre: z.enum(CENTRE_IDS, { error: 'Choose a centre.' }),
    mode: text({ error: BATCH_MESSAGES.mode }),
    start_date: isoDate('Give the start date as YYYY-MM-DD.'),
    end_date: isoDate('Give the end date as YYYY-MM-DD.'),
    start_time: text({ error: 'Give the start time as HH:MM.' }).regex(
      /^([01]\d|2[0-3]):[0-5]\d$/,
      'Give the start time as HH:MM.',
    ),
    /** Only an online batch names its zone; a centre's is its own. */
    time_zone: z.enum(TEACHING_ZONES, { error: BATCH_MESSAGES.zone }).nullish(),
    schedule: oneLineText({ error: 'Describe the schedule, e.g. Weekends, Fri–Sat 9:00–13:00.' })
      .trim()
      .min(3, 'Describe the schedule, e.g. Weekends, Fri–Sat 9:00–13:00.')
      .max(120, 'Use at most 120 characters.'),
    language: oneLineText({ error: 'Name the language of instruction.' })
      .trim()
      .min(2, 'Name the language of instruction.')
      .max(40, 'Use at most 40 characters.'),
    seats: z
      .number({ error: 'Seats is a whole number, or empty.' })
      .int('Seats is a whole number, or empty.')
      .min(1, 'At least one seat.')
      .max(1000, 'At most 1000 seats.')
      .nullish(),
    status: z.enum(BATCH_STATUSES, { error: 'Choose a status.' }),
  })
  .superRefine((batch, ctx) => {
    const course = courseBySlug(batch.course);
    if (course && !course.modes.includes(batch.mode as StudyMode))
      ctx.addIssue({ code: 'custom', path: ['mode'], message: BATCH_MESSAGES.mode });
    if (ONLINE_MODES.has(batch.mode) !== (batch.centre === 'online'))
      ctx.addIssue({ code: 'custom', path: ['centre'], message: BATCH_MESSAGES.onlineCentre });
    if (batch.centre === 'online' && !batch.time_zone)
      ctx.addIssue({ code: 'custom', path: ['time_zone'], message: BATCH_MESSAGES.zone });
    if (
      isRealDate(batch.start_date) &&
      isRealDate(batch.end_date) &&
      batch.end_date < batch.start_date
    )
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: BATCH_MESSAGES.endBeforeStart });
    // The calendar repeats the first session on the schedule's days: a first day off them is no session.
    const sessions = sessionsOf(batch.schedule);
    if (
      sessions &&
      isRealDate(batch.start_date) &&
      !sessions.days.includes(weekdayOf(batch.start_date))
    )
      ctx.addIssue({
        code: 'custom',
        path: ['start_date'],
        message: BATCH_MESSAGES.firstDayOffSchedule(
          formatDate(batch.start_date, true),
          sessions.days.map((day) => DAY_NAMES[day]).join(', '),
        ),
      });
  })
  .transform((batch) => ({
    ...batch,
    mode: batch.mode as StudyMode,
    seats: batch.seats ?? null,
    time_zone: zoneOf(batch.centre, batch.time_zone),
  }));
export type BatchDraft = z.output<typeof BatchDraftSchema>;

/** An edit names the version it was read at; a later save by someone else refuses it. */
export const BatchEditSchema = z.object({
  batch: BatchDraftSchema,
  version: VersionSchema,
});

/** Cancel and delete: the version read, and where the leads that named the batch go (or stay, without). */
export const BatchEndSchema = z.object({
  version: VersionSchema,
  move_to: z
    .number({ error: BATCH_MESSAGES.moveTo })
    .int(BATCH_MESSAGES.moveTo)
    .positive(BATCH_MESSAGES.moveTo)
    .max(2_147_483_647, BATCH_MESSAGES.moveTo)
    .nullish(),
  /** Email the people whose leads named the batch that it was cancelled or deleted (and where they moved). */
  notify: z.boolean({ error: 'notify is true or false.' }).optional(),
});

export const BatchListQuerySchema = z.object({
  // Cleaned of control characters, which PostgreSQL refuses in a query's text.
  course: oneLineText().max(200).optional(),
  centre: z.enum(CENTRE_IDS, { error: 'Choose a centre.' }).optional(),
  month: text()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM.')
    .optional(),
  /** Past batches too (the console shows upcoming ones unless asked). */
  past: z.enum(['1']).optional(),
}) satisfies z.ZodType<BatchListQuery>;

/** A stored batch, as the console's API answers it. */
export const BatchSchema = z.object({
  id: z.number().int(),
  course: z.string(),
  centre: z.enum(CENTRE_IDS),
  mode: z.enum(STUDY_MODES),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string(),
  time_zone: z.enum(TEACHING_ZONES),
  schedule: z.string(),
  language: z.string(),
  seats: z.number().int().nullable(),
  status: z.enum(BATCH_STATUSES),
  version: z.number().int(),
  updated_at: z.string(),
}) satisfies z.ZodType<Batch>;

const ListedBatchSchema = BatchSchema.extend({
  leads: z.number().int(),
  enquiries: z.number().int(),
  registrations: z.number().int(),
  enrolled: z.number().int(),
}) satisfies z.ZodType<ListedBatch>;

const ok = z.literal(true);
export const BatchListResponseSchema = z.object({
  success: ok,
  batches: z.array(ListedBatchSchema),
});
export const BatchResponseSchema = z.object({ success: ok, batch: BatchSchema });

/** What the Batches page offers to choose from: the course records stay on the server. */
export const BatchOptionsResponseSchema = z.object({
  success: ok,
  courses: z.array(
    z.object({ slug: z.string(), title: z.string(), modes: z.array(z.enum(STUDY_MODES)) }),
  ),
  centres: z.array(z.object({ id: z.enum(CENTRE_IDS), name: z.string() })),
  /** The server's date (UTC), YYYY-MM-DD: a new batch's dates start from it. */
  today: z.string(),
});
