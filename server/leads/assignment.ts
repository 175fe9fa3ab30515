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

/** The rule a lead of `scope` goes by, and the available counsellors it shares leads among (by id). */
export interface RuleWithPool {
  id: number;
  method: 'round-robin' | 'fewest-open';
  pool: number[];
}

/**
 * The available counsellors of a rule (its own, or everyone available when it names none), in
 * one expression, so the rules and their pools are one statement.
 */
const POOL = sql`(select coalesce(jsonb_agg(s.id order by s.id), '[]'::jsonb) from ${staffUsers} s
   where s.available_for_leads and s.disabled_at is null
     and (jsonb_array_length(r.counsellors) = 0 or r.counsellors @> to_jsonb(s.id)))`;

/**
 * The most specific rule for a centre and a subject with a counsellor available, as a query of one
 * row or none (id, method, pool). The centre and subject are values, or placeholders of a prepared
 * statement that reads the rule within itself (lead-store.ts).
 */
export const applicableRule = (centre: unknown, subject: unknown) => sql`
  select id, method, pool from (
    select r.id, r.method, ${POOL} as pool,
           (r.centre is not null) as by_centre, (r.subject is not null) as by_subject
      from ${assignmentRules} r
     where (r.centre is null or r.centre = ${centre})
       and (r.subject is null or r.subject = ${subject})
  ) as rules
  where jsonb_array_length(pool) > 0
  order by by_centre desc, by_subject desc
  limit 1`;

/** The most specific rule of `scope` with a counsellor available, or null: one statement. */
async function ruleFor(tx: Database, scope: LeadScope): Promise<RuleWithPool | null> {
  const [rule] = rowsOf<RuleWithPool>(
    await tx.execute(applicableRule(scope.centre, scope.subject)),
  );
  return rule ? { ...rule, id: Number(rule.id) } : null;
}

/**
 * The counsellor for a lead of `scope`, or null. The chosen rule's row is locked (its turn moved on)
 * until the lead is stored: a burst of leads on one rule takes turns one after another, each reading
 * the counts the previous one left (READ COMMITTED reads afresh per statement). The lock's statement
 * reads the rule's pool again, under the lock, so a counsellor made unavailable meanwhile is not chosen.
 */
export async function chooseOwner(
  tx: Database,
  scope: LeadScope,
  found?: RuleWithPool,
): Promise<number | null> {
  const rule = found ?? (await ruleFor(tx, scope));
  if (!rule) return null;
  const [locked] = rowsOf<{ turn: number; pool: number[] }>(
    await tx.execute(sql`
      update ${assignmentRules} r set turn = r.turn + 1 where r.id = ${rule.id}
      returning r.turn, ${POOL} as pool`),
  );
  // Deleted, or its counsellors all gone, since it was read: the rule that applies now, if any.
  if (!locked || locked.pool.length === 0) return chooseOwner(tx, scope);
  const pool = locked.pool.map(Number);
  if (rule.method === 'round-robin') return pool[(Number(locked.turn) - 1) % pool.length]!;
  return fewestOpen(tx, pool);
}

/**
 * A round-robin rule's next turn, as chooseOwner takes it (the row locked, its pool read again), for a
 * statement that stores the lead in the same breath (lead-store.ts): one row, turn and pool, or none
 * when the rule is gone or shares leads otherwise now. The counsellor is the pool's (turn - 1) mod size.
 */
export const roundRobinTurn = (ruleId: unknown) => sql`
  update ${assignmentRules} r set turn = r.turn + 1
   where r.id = ${ruleId} and r.method = 'round-robin'
  returning r.turn, ${POOL} as pool`;

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
