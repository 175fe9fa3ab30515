import { centreById, type CentreId, type TeachingZone } from '../content/centres';
import type { StudyMode } from '../content/courses/types';
import { todayIn, type ClockTime, type IsoDate } from './zoned-time';

// A course's batches (intakes) as the console and public pages read them. The payload schemas are
// in batch-schemas.ts, apart, since they read the course records that browser code must not import.

export const BATCH_STATUSES = ['open', 'few_seats', 'full', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = { open: 'Seats available', few_seats: 'Few seats left', full: 'Full', cancelled: 'Cancelled' };

export const BATCH_MESSAGES = {
  course: 'Choose a course from the list.',
  mode: 'Choose a mode this course is offered in.',
  onlineCentre: 'An online mode runs at the Online centre, and a classroom mode at a centre.',
  endBeforeStart: 'The end date must not be before the start date.',
  pastStart: 'A new batch cannot start in the past.',
  zone: 'Choose the time zone an online batch is timetabled in.',
  stale: 'Someone else changed this batch after you opened it. Reload it to see their change, then make yours again.',
} as const;

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
export const isUpcoming = (batch: Pick<Batch, 'start_date' | 'time_zone'>, now: Date) => batch.start_date >= todayIn(batch.time_zone, now);

/** What a visitor is offered: upcoming and not cancelled (a full batch is shown, as full). */
export const isShownPublicly = (batch: Pick<Batch, 'start_date' | 'time_zone' | 'status'>, now: Date) => batch.status !== 'cancelled' && isUpcoming(batch, now);

/** The console's Batches page reads (its changes go through the API). */
export interface BatchAdminPages {
  listBatches(query: BatchListQuery): Promise<Batch[]>;
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
