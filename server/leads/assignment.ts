import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CentreId } from '../../shared/content/centres';
import { courseBySlug, type SubjectId } from '../../shared/content/courses';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import { assignmentRules, batches, staffUsers } from '../db/schema';

// Who a new lead goes to, chosen in the transaction that stores it: the most specific assignment
// rule for its centre and subject with a counsellor available, round-robin or to whoever has the
// fewest open leads. Without a rule or an available counsellor it arrives unassigned.

/** What a lead's rule is chosen by; null where the lead does not say. */
export interface LeadScope {
  centre: CentreId | null;
  subject: SubjectId | null;
}

/** A phone's country stands in for the centre of a lead that names no batch. */
const CENTRE_OF_COUNTRY: [prefix: string, centre: CentreId][] = [
  ['+91', 'kochi'],
  ['+971', 'dubai'],
];

/** The lead's centre (its batch's, else its phone's country's) and subject (its batch's course's, else its course page's). */
export async function scopeOf(
  tx: Database,
  lead: { batch?: number; courseSlug?: string; phoneKey: string | null },
): Promise<LeadScope> {
  const [batch] =
    lead.batch === undefined
      ? []
      : await tx
          .select({ centre: batches.centre, course: batches.course })
          .from(batches)
          .where(eq(batches.id, lead.batch));
  const slug = batch?.course ?? lead.courseSlug;
  const phoneCentre = CENTRE_OF_COUNTRY.find(([prefix]) => lead.phoneKey?.startsWith(prefix))?.[1];
  return {
    centre: (batch?.centre as CentreId | undefined) ?? phoneCentre ?? null,
    subject: (slug && courseBySlug(slug)?.subject) || null,
  };
}

/** Leads a counsellor still has to work: neither enrolled nor closed, erased, or merged into another. */
export const OPEN_LEAD = sql.raw(
  `status in ('new', 'contacted') and erased_at is null and spam_reason is null and merged_into is null`,
);

/**
 * The counsellor for a lead of `scope`, or null. The chosen rule's row is locked (its turn moved on)
 * until the lead is stored: a burst of leads on one rule takes turns one after another, each reading
 * the counts the previous one left (READ COMMITTED reads afresh per statement).
 */
export async function chooseOwner(tx: Database, scope: LeadScope): Promise<number | null> {
  const rules = await tx
    .select()
    .from(assignmentRules)
    .where(
      and(
        sql`(${assignmentRules.centre} is null or ${assignmentRules.centre} = ${scope.centre})`,
        sql`(${assignmentRules.subject} is null or ${assignmentRules.subject} = ${scope.subject})`,
      ),
    )
    .orderBy(
      sql`(${assignmentRules.centre} is not null) desc, (${assignmentRules.subject} is not null) desc`,
    );
  if (rules.length === 0) return null;
  const available = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.availableForLeads, true), isNull(staffUsers.disabledAt)))
    .orderBy(staffUsers.id);
  for (const rule of rules) {
    const pool = available
      .map((s) => s.id)
      .filter((id) => rule.counsellors.length === 0 || rule.counsellors.includes(id));
    if (pool.length === 0) continue;
    const [locked] = await tx
      .update(assignmentRules)
      .set({ turn: sql`${assignmentRules.turn} + 1` })
      .where(eq(assignmentRules.id, rule.id))
      .returning({ turn: assignmentRules.turn });
    if (!locked) continue;
    if (rule.method === 'round-robin') return pool[(locked.turn - 1) % pool.length]!;
    return fewestOpen(tx, pool);
  }
  return null;
}

/** Of `pool`, the counsellor with the fewest open leads (the first by id on a tie). */
async function fewestOpen(tx: Database, pool: number[]): Promise<number> {
  const counts = rowsOf<{ owner_id: number; n: number }>(
    await tx.execute(sql`
      select owner_id, count(*)::int as n from (
        select owner_id from contact_enquiries where owner_id in ${pool} and ${OPEN_LEAD}
        union all
        select owner_id from registrations where owner_id in ${pool} and ${OPEN_LEAD}
      ) as open_leads group by owner_id`),
  );
  const open = new Map(counts.map((row) => [Number(row.owner_id), Number(row.n)]));
  return pool.reduce((best, id) => ((open.get(id) ?? 0) < (open.get(best) ?? 0) ? id : best));
}

/** The staff a lead may be given to by hand: enabled accounts. */
export async function isEnabledStaff(tx: Database, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(inArray(staffUsers.id, [id]), isNull(staffUsers.disabledAt)));
  return row !== undefined;
}
