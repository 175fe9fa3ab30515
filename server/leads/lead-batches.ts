import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { courseBySlug, subjectById } from '../../shared/content/courses';
import {
  BATCH_LEAD_MESSAGES,
  batchWords,
  refusalOf,
  type Batch,
  type ChosenBatch,
  type ListedBatch,
} from '../../shared/batches';
import { batchIdsOf, type LeadForm, type LeadNames } from '../../shared/lead-fields';
import type { Database } from '../db/connect';
import { batches, contactEnquiries, registrations } from '../db/schema';
import { ValidationError } from '../errors';
import { toBatch, type BatchRow } from '../batches/batch-reader';

// The batch a lead names: checked when the lead is sent, and written out in words wherever staff read it.

/** The enquiry form's course option a course's batches belong to: its subject's. */
const enquiryOptionOf = (slug: string) => {
  const course = courseBySlug(slug);
  return course && subjectById(course.subject).enquiryOption;
};

type Refusal = keyof typeof BATCH_LEAD_MESSAGES;

/**
 * Why a lead may not name this batch now, or null when it may: unknown, of another course than the
 * form's course field names (the enquiry form has one, the registration form does not), cancelled,
 * full, or started on its centre's calendar.
 */
function refusalFor(
  row: BatchRow | undefined,
  course: string | undefined,
  now: Date,
): Refusal | null {
  if (!row) return 'unknown';
  if (course !== undefined && enquiryOptionOf(row.course) !== course) return 'otherCourse';
  return refusalOf(toBatch(row), now);
}

const refusal = (reason: Refusal) =>
  new ValidationError({ batch: BATCH_LEAD_MESSAGES[reason] }, BATCH_LEAD_MESSAGES[reason]);

/**
 * Refuses, storing nothing, a lead whose batch may not be chosen. Run in the transaction that stores
 * the lead: the batch's row is read with a share lock, so a cancel or "full" saved meanwhile either
 * committed first, and is seen here (READ COMMITTED reads the row again once the lock is granted),
 * or waits until the lead is stored.
 */
export async function refuseUnofferedBatch(
  tx: Database,
  id: number,
  course: string | undefined,
  now: Date,
): Promise<void> {
  const [row] = await tx.select().from(batches).where(eq(batches.id, id)).for('share');
  const reason = refusalFor(row, course, now);
  if (reason) throw refusal(reason);
}

/** The batch a form opened for it carries (`/register?batch=`), in words as staff read it, if it may still be chosen. */
export async function offeredBatch(db: Database, id: number, now: Date): Promise<ChosenBatch> {
  const [row] = await db.select().from(batches).where(eq(batches.id, id));
  const reason = refusalFor(row, undefined, now);
  if (reason) throw refusal(reason);
  return { id, words: batchForStaff(toBatch(row!)) };
}

/** A batch as staff read it on a lead: its course, dates, centre and mode. */
export const batchForStaff = (batch: Batch) =>
  `${courseBySlug(batch.course)?.title ?? batch.course}: ${batchWords(batch)}`;

/** The words for every id some leads store (one query), for shownFields. */
export async function leadNames(
  db: Database,
  leads: Iterable<{ form: LeadForm; row: object }>,
): Promise<LeadNames> {
  const ids = batchIdsOf(leads);
  const rows =
    ids.length > 0 ? await db.select().from(batches).where(inArray(batches.id, ids)) : [];
  return { batches: new Map(rows.map((row) => [row.id, batchForStaff(toBatch(row))])) };
}

/**
 * Each batch with how many leads named it, enquiries and registrations (one query per form): the
 * count links to the inbox filtered to the batch, which lists both and, as it, no suspected spam.
 */
export async function withLeads(db: Database, list: Batch[]): Promise<ListedBatch[]> {
  const ids = list.map((batch) => batch.id);
  const per = new Map<number, number>();
  for (const table of ids.length > 0 ? [contactEnquiries, registrations] : []) {
    const counted = await db
      .select({ batch: table.batch, n: count() })
      .from(table)
      .where(and(inArray(table.batch, ids), isNull(table.spamReason)))
      .groupBy(table.batch);
    for (const row of counted) per.set(row.batch!, (per.get(row.batch!) ?? 0) + Number(row.n));
  }
  return list.map((batch) => ({ ...batch, leads: per.get(batch.id) ?? 0 }));
}
