import { count, eq, inArray } from 'drizzle-orm';
import { courseBySlug, subjectById } from '../../content/courses';
import { BATCH_LEAD_MESSAGES, batchWords, refusalOf, type Batch, type ListedBatch } from '../../contract/batches';
import { batchIdsOf, type LeadForm, type LeadNames } from '../../contract/lead-fields';
import type { Database } from '../db/connect';
import { batches, contactEnquiries } from '../db/schema';
import { ValidationError } from '../errors';
import { toBatch } from './batches';

// The batch a lead names: checked when the lead is sent, and written out in words wherever staff read it.

/** The enquiry form's course option a course's batches belong to: its subject's. */
const enquiryOptionOf = (slug: string) => {
  const course = courseBySlug(slug);
  return course && subjectById(course.subject).enquiryOption;
};

/**
 * Refuses a lead whose batch may not be chosen: unknown, of another course than the one the form
 * names, cancelled, full, or started on its centre's calendar. Nothing is stored then.
 */
export async function refuseUnofferedBatch(db: Database, lead: { course?: string; batch?: number }, now: Date): Promise<void> {
  if (lead.batch === undefined) return;
  const [row] = await db.select().from(batches).where(eq(batches.id, lead.batch));
  const reason = !row ? 'unknown' : enquiryOptionOf(row.course) !== lead.course ? 'otherCourse' : refusalOf(toBatch(row), now);
  if (reason) throw new ValidationError({ batch: BATCH_LEAD_MESSAGES[reason] }, BATCH_LEAD_MESSAGES[reason]);
}

/** A batch as staff read it on a lead: its course, dates, centre and mode. */
export const batchForStaff = (batch: Batch) => `${courseBySlug(batch.course)?.title ?? batch.course}: ${batchWords(batch)}`;

/** The words for every id some leads store (one query), for shownFields. */
export async function leadNames(db: Database, leads: Iterable<{ form: LeadForm; row: object }>): Promise<LeadNames> {
  const ids = batchIdsOf(leads);
  const rows = ids.length > 0 ? await db.select().from(batches).where(inArray(batches.id, ids)) : [];
  return { batches: new Map(rows.map((row) => [row.id, batchForStaff(toBatch(row))])) };
}

/** Each batch with how many enquiries named it (one query). */
export async function withEnquiries(db: Database, list: Batch[]): Promise<ListedBatch[]> {
  const ids = list.map((batch) => batch.id);
  const counted =
    ids.length > 0
      ? await db.select({ batch: contactEnquiries.batch, n: count() }).from(contactEnquiries).where(inArray(contactEnquiries.batch, ids)).groupBy(contactEnquiries.batch)
      : [];
  const per = new Map(counted.map((row) => [row.batch, Number(row.n)]));
  return list.map((batch) => ({ ...batch, enquiries: per.get(batch.id) ?? 0 }));
}
