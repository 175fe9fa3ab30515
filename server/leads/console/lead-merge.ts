import { eq, sql } from 'drizzle-orm';
import type { LeadRef } from '../../../schemas/admin';
import { leadTarget } from '../../../shared/lead-fields';
import type { Database } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import type { Actor, AuditService } from '../../console/audit';
import type { Clock } from '../../console/clock';
import { lockAtVersion, nextVersion } from '../../console/versions';
import { LeadRefusal } from './lead-refusal';
import { tableOf } from './lead-table';

// Merging one person's duplicate leads, by staff and never by the server. A merge changes nothing
// but a pointer: the merged lead keeps every field, note and entry of its history, is left out of
// the inbox and the counts, and is shown on the lead it was merged into. Un-merging clears the
// pointer, so both leads are again exactly what they were.

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
        await tx
          .update(toTable)
          .set({ version: nextVersion(toTable) })
          .where(eq(toTable.id, into.id));
        const details = { from, into: to };
        await audit.record({ action: 'lead_merged', actor, target: from, ip, details }, tx);
        await audit.record({ action: 'lead_merged', actor, target: to, ip, details }, tx);
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
        await tx
          .update(table)
          .set({ mergedInto: null, mergedAt: null, version: nextVersion(table) })
          .where(eq(table.id, ref.id));
        await tx
          .update(survivor)
          .set({ version: nextVersion(survivor) })
          .where(eq(survivor.id, Number(id)));
        const details = { from: leadTarget(ref), into: state.mergedInto };
        for (const target of [details.from, details.into])
          await audit.record({ action: 'lead_unmerged', actor, target, ip, details }, tx);
        return true;
      });
    },
  };
}
export type LeadMerge = ReturnType<typeof createLeadMerge>;
