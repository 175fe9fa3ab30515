import { eq, inArray } from 'drizzle-orm';
import { courseBySlug, subjectById } from '../../shared/content/courses';
import {
  type BATCH_LEAD_MESSAGES,
  batchWords,
  refusalOf,
  seatStatus,
  type Batch,
  type ChosenBatch,
  type ListedBatch,
} from '../../shared/batches';
import { batchIdsOf, type LeadForm, type LeadNames } from '../../shared/lead-fields';
import { DEFAULT_LANG, type Lang } from '../../shared/lang';
import { batchMessagesIn } from '../../shared/lead-words';
import { batchSummaryIn } from '../../shared/batch-summary';
import type { Database } from '../db/connect';
import { batches } from '../db/schema';
import { ValidationError } from '../errors';
import { toBatch, type BatchRow } from '../batches/batch-reader';
import { leadsPerBatch } from '../batches/enrolled';

// The batch a lead names: checked when the lead is sent, and written out in words wherever staff read it.

/** The enquiry form's course option a course's batches belong to: its subject's. */
const enquiryOptionOf = (slug: string) => {
  const course = courseBySlug(slug);
  return course && subjectById(course.subject).enquiryOption;
};

type Refusal = keyof typeof BATCH_LEAD_MESSAGES;

/** What a lead says it is about, beside its batch: the form's course option, and the course page it was sent from. */
export interface LeadCourse {
  option?: string;
  page?: string;
}

/**
 * Why a lead may not name this batch now, or null when it may: unknown, of another course than the
 * form's course field names (the enquiry form has one, the registration form does not) or than the
 * course page it was sent from, cancelled, full, or started on its centre's calendar.
 */
function refusalFor(
  row: BatchRow | undefined,
  course: LeadCourse,
  now: Date,
  enrolled: number,
): Refusal | null {
  if (!row) return 'unknown';
  if (course.option !== undefined && enquiryOptionOf(row.course) !== course.option)
    return 'otherCourse';
  if (course.page !== undefined && row.course !== course.page) return 'otherCourse';
  const batch = toBatch(row);
  return refusalOf({ ...batch, status: seatStatus(batch, enrolled) }, now);
}

/** The leads enrolled in a batch with seats (none counted for one without). */
const enrolledIn = async (db: Database, row: BatchRow | undefined) =>
  row?.seats != null ? ((await leadsPerBatch(db, [row.id])).get(row.id)?.enrolled ?? 0) : 0;

const refusal = (reason: Refusal, lang: Lang = DEFAULT_LANG) => {
  const message = batchMessagesIn(lang)[reason];
  return new ValidationError({ batch: message }, message);
};

/**
 * Refuses, storing nothing, a lead whose batch may not be chosen. Run in the transaction that stores
 * the lead: the batch's row is read with a share lock, so a cancel or "full" saved meanwhile either
 * committed first, and is seen here (READ COMMITTED reads the row again once the lock is granted),
 * or waits until the lead is stored.
 */
export async function refuseUnofferedBatch(
  tx: Database,
  id: number,
  course: LeadCourse,
  now: Date,
  /** The language the lead was sent in: the refusal's. */
  lang: Lang = DEFAULT_LANG,
): Promise<void> {
  const [row] = await tx.select().from(batches).where(eq(batches.id, id)).for('share');
  const reason = refusalFor(row, course, now, await enrolledIn(tx, row));
  if (reason) throw refusal(reason, lang);
}

/**
 * The batch a form opened for it carries (`/register?batch=`), in words in the visitor's language
 * (its course, dates, centre and mode), if it may still be chosen; else the refusal in that language.
 */
export async function offeredBatch(
  db: Database,
  id: number,
  now: Date,
  lang: Lang = DEFAULT_LANG,
): Promise<ChosenBatch> {
  const [row] = await db.select().from(batches).where(eq(batches.id, id));
  const reason = refusalFor(row, {}, now, await enrolledIn(db, row));
  if (reason) throw refusal(reason, lang);
  return { id, words: batchSummaryIn(lang, toBatch(row!), true), course: row!.course };
}

/** A batch as staff read it on a lead: its course, dates, centre and mode. */
export const batchForStaff = (batch: Batch) =>
  `${courseBySlug(batch.course)?.title ?? batch.course}: ${batchWords(batch)}`;

/** The batches some leads name, by id (one query); a deleted one is absent. */
export async function namedBatches(
  db: Database,
  leads: Iterable<{ form: LeadForm; row: object }>,
): Promise<Map<number, Batch>> {
  const ids = batchIdsOf(leads);
  const rows =
    ids.length > 0 ? await db.select().from(batches).where(inArray(batches.id, ids)) : [];
  return new Map(rows.map((row) => [row.id, toBatch(row)]));
}

/** The words for every id some leads store (one query), for shownFields. */
export async function leadNames(
  db: Database,
  leads: Iterable<{ form: LeadForm; row: object }>,
): Promise<LeadNames> {
  const list = [...leads];
  return namesOf(list, await namedBatches(db, list));
}

/** The words for every id some leads store, their batches read (namedBatches). */
export function namesOf(
  list: readonly { form: LeadForm; row: object }[],
  named: ReadonlyMap<number, Batch>,
): LeadNames {
  const slugs = new Set<string>();
  for (const { row } of list) {
    const slug = (row as { courseSlug?: unknown }).courseSlug;
    if (typeof slug === 'string') slugs.add(slug);
  }
  return {
    batches: new Map([...named].map(([id, batch]) => [id, batchForStaff(batch)])),
    courses: new Map(
      [...slugs].map((slug) => [slug, `${courseBySlug(slug)?.title ?? slug} (/${slug})`]),
    ),
  };
}

/**
 * Each batch with how many leads named it, enquiries and registrations (one query per form): the
 * count links to the inbox filtered to the batch, which lists both and, as it, no suspected spam.
 */
export async function withLeads(db: Database, list: Batch[]): Promise<ListedBatch[]> {
  const per = await leadsPerBatch(
    db,
    list.map((batch) => batch.id),
  );
  return list.map((batch) => {
    const counts = per.get(batch.id) ?? { enquiries: 0, registrations: 0, enrolled: 0 };
    return { ...batch, ...counts, leads: counts.enquiries + counts.registrations };
  });
}
