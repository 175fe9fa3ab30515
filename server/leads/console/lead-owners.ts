import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { LeadRef, StaffIdentity } from '../../../schemas/admin';
import type { FollowUp, Owner } from '../../../schemas/owners';
import { MAIN_ZONE, workingWeekIn, type TeachingZone } from '../../../shared/content/centres';
import { leadTarget } from '../../../shared/lead-fields';
import { workingDaysAfter } from '../../../shared/working-hours';
import { todayIn, zonedToInstant } from '../../../shared/zoned-time';
import type { Database } from '../../db/connect';
import { ValidationError } from '../../errors';
import { rowsOf } from '../../db/rows';
import { contactEnquiries, jobs, registrations, staffUsers } from '../../db/schema';
import type { AuditService } from '../../console/audit';
import type { Clock } from '../../console/clock';
import { lockAtVersion, nextVersion } from '../../console/versions';
import { isEnabledStaff, OPEN_LEAD } from '../assignment';
import { LEAD_NOTIFY_JOB } from '../lead-store';
import { dueFilter, LEADS } from './lead-query';
import { LeadRefusal } from './lead-refusal';
import { tableOf } from './lead-table';

/** Refused (403): staff may take an unassigned lead for themselves; anything else is an admin's. */
export class NotYoursError extends Error {
  readonly statusCode = 403;
  constructor() {
    super('Only an admin may give a lead to someone else or take it from its owner.');
  }
}

/** The hour a one-click follow-up lands at, on the lead's calendar. */
const FOLLOW_UP_TIME = '10:00';
const HELD_AS_SPAM = 'A lead held as suspected spam is nobody’s: release it first.';
const PAST_FOLLOW_UP =
  'That time has already passed on the lead’s calendar: choose a time still to come, or use a one-click choice.';

/** The zone a lead's times are read in (LEADS' zone), else `fallback`. */
async function zoneOf(tx: Database, ref: LeadRef, fallback: TeachingZone): Promise<TeachingZone> {
  const [row] = rowsOf<{ zone: TeachingZone | null }>(
    await tx.execute(sql`select zone from ${LEADS} where form = ${ref.form} and id = ${ref.id}`),
  );
  return row?.zone ?? fallback;
}

/**
 * The instant a follow-up choice names, on the lead's calendar; null to clear it. The one-click
 * choices count the days its centre's desk opens, so none lands on a weekend there; a typed time
 * already past is refused (it would go straight to overdue).
 */
export function followUpInstant(choice: FollowUp, zone: TeachingZone, now: Date): Date | null {
  if (choice.set === 'clear') return null;
  if (choice.set === 'at') {
    const [date, time] = choice.at.split('T') as [string, string];
    const at = zonedToInstant(date, time, zone);
    if (at.getTime() < now.getTime())
      throw new ValidationError({ at: PAST_FOLLOW_UP }, PAST_FOLLOW_UP);
    return at;
  }
  const days = choice.set === 'tomorrow' ? 1 : 3;
  const day = workingDaysAfter(todayIn(zone, now), days, workingWeekIn(zone));
  return zonedToInstant(day, FOLLOW_UP_TIME, zone);
}

/** A lead's owner and follow-up, changed by staff; each change audited with the lead's version. */
export function createLeadOwners(
  db: Database,
  { audit, clock }: { audit: AuditService; clock: Clock },
) {
  return {
    /**
     * The open leads of an account being disabled go back to Unassigned, in the transaction that
     * disables it: a disabled account is offered in no filter and sent no digest, so its leads
     * would otherwise be in nobody's view. Answers how many.
     */
    async releaseOpenLeadsOf(id: number, tx: Database): Promise<number> {
      let released = 0;
      for (const table of [contactEnquiries, registrations])
        released += (
          await tx
            .update(table)
            .set({ ownerId: null, version: nextVersion(table) })
            .where(sql`${table.ownerId} = ${id} and ${OPEN_LEAD}`)
            .returning({ id: table.id })
        ).length;
      return released;
    },

    /** Enabled accounts, the available first: whom a lead can be given to. */
    async owners(): Promise<Owner[]> {
      const rows = await db
        .select({
          id: staffUsers.id,
          name: staffUsers.name,
          available: staffUsers.availableForLeads,
        })
        .from(staffUsers)
        .where(isNull(staffUsers.disabledAt))
        .orderBy(asc(staffUsers.name), asc(staffUsers.id));
      return rows;
    },

    /**
     * Gives the lead to `owner` (null: unassigned). An admin may give any lead to any enabled account;
     * staff may only take an unassigned lead for themselves (NotYoursError otherwise). The new owner,
     * when it is not the one making the change, is told by email through the outbox.
     */
    async setOwner(
      ref: LeadRef,
      owner: number | null,
      version: number,
      actor: StaffIdentity,
      ip: string,
    ): Promise<boolean> {
      const table = tableOf(ref.form);
      return audit
        .change(
          async (tx) => {
            if (!(await lockAtVersion(tx, table, ref.id, version, 'lead'))) return undefined;
            const [row] = await tx
              .select({
                ownerId: table.ownerId,
                erasedAt: table.erasedAt,
                spamReason: table.spamReason,
              })
              .from(table)
              .where(eq(table.id, ref.id));
            if (!row || row.erasedAt) return undefined;
            // Suspected spam is nobody's, and nobody is emailed about it, until staff release it.
            if (row.spamReason && owner !== null) throw new LeadRefusal(HELD_AS_SPAM);
            if (actor.role !== 'admin' && !(row.ownerId === null && owner === actor.id))
              throw new NotYoursError();
            if (owner !== null && !(await isEnabledStaff(tx, owner))) return undefined;
            if (row.ownerId === owner) return { from: row.ownerId, to: owner, changed: false };
            await tx
              .update(table)
              .set({ ownerId: owner, version: nextVersion(table) })
              .where(eq(table.id, ref.id));
            if (owner !== null && owner !== actor.id)
              await tx.insert(jobs).values({
                kind: LEAD_NOTIFY_JOB,
                payload: { form: ref.form, id: ref.id, only: ['owner'], owner },
              });
            return { from: row.ownerId, to: owner, changed: true };
          },
          (result) =>
            result?.changed
              ? {
                  action: 'lead_assigned',
                  actor,
                  target: leadTarget(ref),
                  ip,
                  details: { from: result.from, to: result.to },
                }
              : undefined,
        )
        .then((result) => result !== undefined);
    },

    /** Sets or clears the lead's next follow-up; `staffZone` reads a lead that names no zone. Null: no such lead. */
    async setFollowUp(
      ref: LeadRef,
      choice: FollowUp,
      staffZone: TeachingZone | undefined,
      actor: StaffIdentity,
      ip: string,
    ): Promise<{ followUpAt: string | null } | null> {
      const table = tableOf(ref.form);
      return audit.change(
        async (tx) => {
          if (!(await lockAtVersion(tx, table, ref.id, choice.version, 'lead'))) return null;
          const [row] = await tx
            .select({ erasedAt: table.erasedAt })
            .from(table)
            .where(eq(table.id, ref.id));
          if (!row || row.erasedAt) return null;
          const zone = await zoneOf(tx, ref, staffZone ?? MAIN_ZONE);
          const at = followUpInstant(choice, zone, clock());
          await tx
            .update(table)
            .set({ followUpAt: at, version: nextVersion(table) })
            .where(eq(table.id, ref.id));
          return { followUpAt: at ? at.toISOString() : null };
        },
        (result) =>
          result
            ? {
                action: 'lead_follow_up',
                actor,
                target: leadTarget(ref),
                ip,
                details: { at: result.followUpAt },
              }
            : undefined,
      );
    },

    /** Follow-ups still to come today (each lead's day), those past, and how many of them are `me`'s. */
    async dueCount(me: number, tz: TeachingZone | undefined) {
      const now = clock();
      const [row] = rowsOf<{ due_today: number; overdue: number; mine: number }>(
        await db.execute(sql`
          select
            count(*) filter (where follow_up_at >= ${now}::timestamptz)::int as due_today,
            count(*) filter (where follow_up_at < ${now}::timestamptz)::int as overdue,
            count(*) filter (where owner_id = ${me})::int as mine
          from ${LEADS} where spam_reason is null and ${dueFilter(now, tz)}`),
      );
      return {
        dueToday: Number(row?.due_today ?? 0),
        overdue: Number(row?.overdue ?? 0),
        mine: Number(row?.mine ?? 0),
      };
    },
  };
}
export type LeadOwners = ReturnType<typeof createLeadOwners>;
