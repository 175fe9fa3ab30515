import {
  centreById,
  otherZone,
  START_TIME_WORDS,
  type StartTimeWords,
  type CentreId,
  type TeachingZone,
} from './content/centres';
import type { StudyMode } from './content/courses/types';
import {
  convertWallClock,
  formatDate,
  todayIn,
  utcOffsetLabel,
  zonedToInstant,
  type ClockTime,
  type IsoDate,
} from './zoned-time';

// A course's batches (intakes) as the console and public pages read them. The payload schemas are
// in batch-schemas.ts, apart, since they read the course records that browser code must not import.

export const BATCH_STATUSES = ['open', 'few_seats', 'full', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  open: 'Seats available',
  few_seats: 'Few seats left',
  full: 'Full',
  cancelled: 'Cancelled',
};

export const BATCH_MESSAGES = {
  course: 'Choose a course from the list.',
  mode: 'Choose a mode this course is offered in.',
  onlineCentre: 'An online mode runs at the Online centre, and a classroom mode at a centre.',
  endBeforeStart: 'The end date must not be before the start date.',
  dateRange: 'Give a date in the years 2000 to 2099.',
  pastStart: 'A new batch cannot start in the past.',
  zone: 'Choose the time zone an online batch is timetabled in.',
  moveTo: 'Choose another upcoming batch of the same course, not cancelled, to move the leads to.',
  /** A first day its schedule never meets: the day staff gave and the days the schedule names. */
  firstDayOffSchedule: (day: string, days: string) =>
    `The start date, ${day}, is not one of the schedule’s days (${days}): start the batch on its first session.`,
  moveToFull:
    'That batch is full, or has fewer seats than the enrolled leads need: choose another, or leave them.',
} as const;

/**
 * The dates a batch may have: every calendar, feed and page that shows a batch holds them (a date
 * near the year 9999 has no next day a calendar can write), and a mistyped year is caught.
 */
export const BATCH_DATES = { first: '2000-01-01', last: '2099-12-31' } as const;

/** The zone a batch's times are in: the centre's own, or the one an online batch names. */
export function zoneOf(centre: CentreId, named?: TeachingZone | null): TeachingZone {
  return centreById(centre).zone ?? named ?? 'Asia/Dubai';
}

/** A stored batch, as both the console and the public pages read it. */
export interface Batch {
  id: number;
  course: string;
  centre: CentreId;
  mode: StudyMode;
  start_date: IsoDate;
  end_date: IsoDate;
  start_time: ClockTime;
  time_zone: TeachingZone;
  schedule: string;
  language: string;
  seats: number | null;
  status: BatchStatus;
  version: number;
  updated_at: string;
}

/** Not yet started on its centre's calendar: a batch starting today is shown until that day ends there. */
export const isUpcoming = (batch: Pick<Batch, 'start_date' | 'time_zone'>, now: Date) =>
  batch.start_date >= todayIn(batch.time_zone, now);

/** What a visitor is offered: upcoming and not cancelled (a full batch is shown, as full). */
export const isShownPublicly = (
  batch: Pick<Batch, 'start_date' | 'time_zone' | 'status'>,
  now: Date,
) => batch.status !== 'cancelled' && isUpcoming(batch, now);

/** Why a lead naming a batch is refused (the API's message; nothing is stored): either form may carry one. */
export const BATCH_LEAD_MESSAGES = {
  unknown:
    'The batch you chose is not on our timetable. Clear it and send the form, or choose a batch on the course page.',
  otherCourse:
    'The batch you chose is a batch of another course. Choose that course, or clear the batch.',
  cancelled:
    'The batch you chose has been cancelled. Clear it and send the form, or choose another batch on the course page.',
  full: 'The batch you chose is full. Clear it and send the form, or choose another batch on the course page.',
  started:
    'The batch you chose has already started. Clear it and send the form, or choose another batch on the course page.',
} as const;

/**
 * The batch a form carries, as the form shows it: its id (what is sent) and the words the server
 * wrote for it in the page's language (a course's code between isolate marks, shared/code-runs.ts),
 * so the island needs no calendar, centre or script code to show it; and, when a lead may not
 * name it now, why (its words are then only its number).
 */
export interface ChosenBatch {
  id: number;
  words: string;
  /** Its course's slug: the registration form names that course. */
  course?: string;
  refusal?: string;
}

/** Why a visitor may not choose this batch now, or null when they may (upcoming, neither cancelled nor full). */
/** Seats left at or below this read "few seats" to a visitor. */
export const FEW_SEATS_LEFT = 3;

/**
 * The status a visitor is shown: full once the leads staff marked enrolled fill the seats, few seats
 * when FEW_SEATS_LEFT or fewer remain; staff may still set either by hand, and a cancel stands.
 */
export function seatStatus(batch: Pick<Batch, 'status' | 'seats'>, enrolled: number): BatchStatus {
  if (batch.status === 'cancelled' || batch.status === 'full' || batch.seats === null)
    return batch.status;
  const left = batch.seats - enrolled;
  if (left <= 0) return 'full';
  return left <= FEW_SEATS_LEFT ? 'few_seats' : batch.status;
}

/**
 * The status staff read on Batches: the one visitors are shown, and whether it was set by hand
 * ("few seats" or "full" that the enrolled leads alone would not give), so it never reads as a
 * contradiction of the count beside it.
 */
export function seatStatusForStaff(
  batch: Pick<Batch, 'status' | 'seats'>,
  enrolled: number,
): { status: BatchStatus; byHand: boolean } {
  const status = seatStatus(batch, enrolled);
  const fromSeats = seatStatus({ ...batch, status: 'open' }, enrolled);
  return { status, byHand: status !== 'cancelled' && status !== fromSeats };
}

export function refusalOf(
  batch: Pick<Batch, 'start_date' | 'time_zone' | 'status'>,
  now: Date,
): keyof typeof BATCH_LEAD_MESSAGES | null {
  if (batch.status === 'cancelled') return 'cancelled';
  if (batch.status === 'full') return 'full';
  return isUpcoming(batch, now) ? null : 'started';
}

/** A batch in words, e.g. "Fri, 3 Apr 2026 – Sat, 23 May 2026, Dubai, Classroom": what the form, the console and the staff email say. */
export const batchWords = (batch: Pick<Batch, 'start_date' | 'end_date' | 'centre' | 'mode'>) =>
  `${formatDate(batch.start_date, true)} – ${formatDate(batch.end_date, true)}, ${centreById(batch.centre).name}, ${batch.mode}`;

/** A batch as the console lists it: with how many leads named it (enquiries, registrations) and how many staff marked enrolled. */
export interface ListedBatch extends Batch {
  leads: number;
  enquiries: number;
  registrations: number;
  enrolled: number;
}

/** The console's list filter (batch-schemas.ts parses it). */
export interface BatchListQuery {
  course?: string;
  centre?: CentreId;
  /** YYYY-MM: batches starting that month. */
  month?: string;
  /** Past batches too (the console shows upcoming ones unless asked). */
  past?: '1';
}

/**
 * A batch's first start as people read it: in its own zone, and for an online batch in the other
 * teaching zone too (an online class is joined from both), e.g. "09:00 UAE time (UTC+4)".
 */
export function startTimes(
  batch: Pick<Batch, 'centre' | 'start_date' | 'start_time' | 'time_zone'>,
  words: StartTimeWords = START_TIME_WORDS,
): string[] {
  const at = zonedToInstant(batch.start_date, batch.start_time, batch.time_zone);
  const own = `${batch.start_time} ${words.zones[batch.time_zone]} (${utcOffsetLabel(batch.time_zone, at)})`;
  if (batch.centre !== 'online') return [own];
  const other = otherZone(batch.time_zone);
  const there = convertWallClock(batch.start_date, batch.start_time, batch.time_zone, other);
  const dayNote =
    there.date === batch.start_date
      ? ''
      : there.date > batch.start_date
        ? words.nextDay
        : words.dayBefore;
  return [own, `${there.time} ${words.zones[other]} (${utcOffsetLabel(other, at)})${dayNote}`];
}

/** The first start as an ISO 8601 date-time with the zone's offset, as schema.org and calendars take it. */
export function startDateTime(
  batch: Pick<Batch, 'start_date' | 'start_time' | 'time_zone'>,
): string {
  const offset = utcOffsetLabel(
    batch.time_zone,
    zonedToInstant(batch.start_date, batch.start_time, batch.time_zone),
  ).slice(3);
  const [hours, minutes = '00'] = offset.slice(1).split(':');
  return `${batch.start_date}T${batch.start_time}:00${offset[0]}${hours!.padStart(2, '0')}:${minutes.padStart(2, '0')}`;
}

/** Where the per-batch calendar file and the course's feed are served. */
export const batchCalendarPath = (id: number) => `/courses/batches/${id}.ics`;
export const courseCalendarPath = (slug: string) => `/courses/${slug}.ics`;
export const ALL_BATCHES_CALENDAR = '/courses/batches.ics';
