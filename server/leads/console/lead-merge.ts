import { and, desc, eq, sql } from 'drizzle-orm';
import type { LeadRef } from '../../../schemas/admin';
import { leadTarget } from '../../../shared/lead-fields';
import type { Database } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import { auditLog } from '../../db/schema';
import type { Actor, AuditService } from '../../console/audit';
import type { Clock } from '../../console/clock';
import { lockAtVersion, nextVersion } from '../../console/versions';
import { LeadRefusal } from './lead-refusal';
import { tableOf } from './lead-table';

// Merging one person's duplicate leads, by staff and never by the server. A merge changes nothing
// but a pointer: the merged lead keeps every field, note and entry of its history, is left out of
// the inbox and the counts, and is shown on the lead it was merged into. Un-merging clears the
// pointer, so both leads are again exactly what they were. One thing moves: a follow-up planned on
// the merged lead, which would otherwise be due nowhere, is carried to the surviving lead when it is
// the earlier (the merge's history remembers the one it replaced, and un-merging puts it back).

/** A follow-up the merge carried to the surviving lead: the one it replaced (null: none) and its own. */
interface CarriedFollowUp {
  kept: string | null;
  set: string;
}

const REFUSALS = {
  same: 'A lead cannot be merged into itself.',
  notSamePerson: 'These leads share neither an email nor a phone: only one person’s leads merge.',
  merged: 'One of these leads is already merged into another: un-merge it first.',
  hasMerged:
    'Other leads were merged into this one: un-merge them first, or merge them into the other lead one by one.',
  held: 'An erased lead or one held as suspected spam cannot be merged.',
  notMerged: 'This lead is not merged into another: someone may have un-merged it.',
} as const;

interface MergeState {
  mergedInto: string | null;
  erasedAt: Date | null;
  spamReason: string | null;
  emailKey: string | null;
  phoneKey: string | null;
  followUpAt: Date | null;
}

async function stateOf(tx: Database, ref: LeadRef): Promise<MergeState | undefined> {
  const table = tableOf(ref.form);
  const [row] = await tx
    .select({
      mergedInto: table.mergedInto,
      erasedAt: table.erasedAt,
      spamReason: table.spamReason,
      emailKey: table.emailKey,
      phoneKey: table.phoneKey,
      followUpAt: table.followUpAt,
    })
    .from(table)
    .where(eq(table.id, ref.id));
  return row;
}

const mergedIntoCount = async (tx: Database, target: string) => {
  const [row] = rowsOf<{ n: number | string }>(
    await tx.execute(
      sql`select (select count(*) from contact_enquiries where merged_into = ${target})
               + (select count(*) from registrations where merged_into = ${target}) as n`,
    ),
  );
  return Number(row?.n ?? 0);
};

/** The follow-up the latest merge of `from` into `into` carried, if it carried one. */
async function carriedBy(
  tx: Database,
  { from, into }: { from: string; into: string },
): Promise<CarriedFollowUp | undefined> {
  const [entry] = await tx
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'lead_merged'), eq(auditLog.target, from)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const details = entry?.details as { into?: string; followUp?: CarriedFollowUp } | null;
  return details?.into === into ? details.followUp : undefined;
}

export function createLeadMerge(
  db: Database,
  { audit, clock }: { audit: AuditService; clock: Clock },
) {
  return {
    /**
     * Merges lead `ref` (read at `version`) into `into` (read at `into.version`). False when either
     * does not exist; StaleEditError when either changed since; LeadRefusal when they cannot merge.
     */
    async merge(
      ref: LeadRef,
      version: number,
      into: LeadRef & { version: number },
      actor: Actor,
      ip: string,
    ): Promise<boolean> {
      const from = leadTarget(ref);
      const to = leadTarget(into);
      if (from === to) throw new LeadRefusal(REFUSALS.same);
      return db.transaction(async (t) => {
        const tx = t as unknown as Database;
        // Both rows locked in one order, so two staff merging the pair both ways cannot deadlock.
        const locks = [
          { lead: ref, version },
          { lead: into as LeadRef, version: into.version },
        ].sort((a, b) => leadTarget(a.lead).localeCompare(leadTarget(b.lead)));
        for (const lock of locks)
          if (
            !(await lockAtVersion(tx, tableOf(lock.lead.form), lock.lead.id, lock.version, 'lead'))
          )
            return false;
        const [a, b] = [await stateOf(tx, ref), await stateOf(tx, into)];
        if (!a || !b) return false;
        if (a.erasedAt || b.erasedAt || a.spamReason || b.spamReason)
          throw new LeadRefusal(REFUSALS.held);
        const samePerson =
          (a.emailKey !== null && a.emailKey === b.emailKey) ||
          (a.phoneKey !== null && a.phoneKey === b.phoneKey);
        if (!samePerson) throw new LeadRefusal(REFUSALS.notSamePerson);
        if (a.mergedInto || b.mergedInto) throw new LeadRefusal(REFUSALS.merged);
        if ((await mergedIntoCount(tx, from)) > 0) throw new LeadRefusal(REFUSALS.hasMerged);

        const fromTable = tableOf(ref.form);
        const toTable = tableOf(into.form);
        await tx
          .update(fromTable)
          .set({ mergedInto: to, mergedAt: clock(), version: nextVersion(fromTable) })
          .where(eq(fromTable.id, ref.id));
        const carried: CarriedFollowUp | undefined =
          a.followUpAt && (!b.followUpAt || a.followUpAt < b.followUpAt)
            ? { kept: b.followUpAt?.toISOString() ?? null, set: a.followUpAt.toISOString() }
            : undefined;
        await tx
          .update(toTable)
          .set({
            version: nextVersion(toTable),
            ...(carried && { followUpAt: new Date(carried.set) }),
          })
          .where(eq(toTable.id, into.id));
        const details = { from, into: to, ...(carried && { followUp: carried }) };
        await audit.record({ action: 'lead_merged', actor, target: from, ip, details }, tx);
        await audit.record({ action: 'lead_merged', actor, target: to, ip, details }, tx);
        if (carried)
          await audit.record(
            {
              action: 'lead_follow_up',
              actor,
              target: to,
              ip,
              details: { at: carried.set, merged: from },
            },
            tx,
          );
        return true;
      });
    },

    /** Takes merged lead `ref` (read at `version`) back out of the lead it was merged into. */
    async unmerge(ref: LeadRef, version: number, actor: Actor, ip: string): Promise<boolean> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const table = tableOf(ref.form);
        if (!(await lockAtVersion(tx, table, ref.id, version, 'lead'))) return false;
        const state = await stateOf(tx, ref);
        if (!state?.mergedInto) throw new LeadRefusal(REFUSALS.notMerged);
        const [form, id] = state.mergedInto.split(':') as [LeadRef['form'], string];
        const survivor = tableOf(form);
        const details = { from: leadTarget(ref), into: state.mergedInto };
        // The follow-up this merge carried goes back, unless staff have changed it since.
        const carried = await carriedBy(tx, details);
        const [current] = await tx
          .select({ followUpAt: survivor.followUpAt })
          .from(survivor)
          .where(eq(survivor.id, Number(id)));
        const restore = carried && current?.followUpAt?.toISOString() === carried.set;
        await tx
          .update(table)
          .set({ mergedInto: null, mergedAt: null, version: nextVersion(table) })
          .where(eq(table.id, ref.id));
        await tx
          .update(survivor)
          .set({
            version: nextVersion(survivor),
            ...(restore && { followUpAt: carried.kept ? new Date(carried.kept) : null }),
          })
          .where(eq(survivor.id, Number(id)));
        for (const target of [details.from, details.into])
          await audit.record({ action: 'lead_unmerged', actor, target, ip, details }, tx);
        if (restore)
          await audit.record(
            {
              action: 'lead_follow_up',
              actor,
              target: details.into,
              ip,
              details: { at: carried.kept, unmerged: details.from },
            },
            tx,
          );
        return true;
      });
    },
  };
}
export type LeadMerge = ReturnType<typeof createLeadMerge>;
