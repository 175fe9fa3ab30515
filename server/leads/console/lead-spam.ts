import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { type LeadRef } from '../../../schemas/admin';
import { leadTarget } from '../../../shared/lead-fields';
import type { Database } from '../../db/connect';
import { jobs, leadNotes } from '../../db/schema';
import { chooseOwner, scopeOf } from '../assignment';
import { LEAD_NOTIFY_JOB } from '../lead-store';
import type { Actor, AuditService } from '../../console/audit';
import { tableOf } from './lead-table';

// Leads held as suspected spam (SPAM_REASONS): staff release one to the inbox, which gives it an owner
// by the assignment rules and tells them about it as about any lead arriving (through the outbox), or
// delete it; what they leave is deleted after
// SPAM_RETENTION_DAYS. Each change and its audit entry are one transaction.

const DAY_MS = 86_400_000;

/** The reason a lead is held, read under a row lock (a release and a delete at once take turns); undefined when it is not held. */
async function heldReason(tx: Database, ref: LeadRef) {
  const table = tableOf(ref.form);
  const [row] = await tx
    .select({
      reason: table.spamReason,
      erasedAt: table.erasedAt,
      ownerId: table.ownerId,
      batch: table.batch,
      courseSlug: table.courseSlug,
      phoneKey: table.phoneKey,
    })
    .from(table)
    .where(and(eq(table.id, ref.id), isNotNull(table.spamReason)))
    .for('update');
  return row;
}

interface Deps {
  audit: AuditService;
  /** Wakes the notification worker once a release is committed. */
  onNotify?: () => void;
}

export function createSpamDesk(db: Database, { audit, onNotify = () => {} }: Deps) {
  return {
    /** Into the inbox, and staff are notified. False when the lead is not held (or was erased: there is nobody to tell about). */
    async release(ref: LeadRef, actor: Actor, ip: string): Promise<boolean> {
      const released = await db.transaction(async (tx) => {
        const held = await heldReason(tx as Database, ref);
        if (!held || held.erasedAt) return false;
        const table = tableOf(ref.form);
        const owner =
          held.ownerId ??
          (await chooseOwner(
            tx as Database,
            await scopeOf(tx as Database, {
              batch: held.batch ?? undefined,
              courseSlug: held.courseSlug ?? undefined,
              phoneKey: held.phoneKey,
            }),
          ));
        await tx
          .update(table)
          .set({ spamReason: null, ownerId: owner })
          .where(eq(table.id, ref.id));
        await tx.insert(jobs).values({ kind: LEAD_NOTIFY_JOB, payload: { ...ref, owner } });
        await audit.record(
          {
            action: 'lead_released',
            actor,
            target: leadTarget(ref),
            ip,
            details: { reason: held.reason },
          },
          tx as Database,
        );
        return true;
      });
      if (released) onNotify();
      return released;
    },

    /** Deleted for good, with its notes. False when the lead is not held as suspected spam (a lead staff were told about is erased, never deleted). */
    async remove(ref: LeadRef, actor: Actor, ip: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const held = await heldReason(tx as Database, ref);
        if (!held) return false;
        const table = tableOf(ref.form);
        await tx.delete(table).where(eq(table.id, ref.id));
        await tx
          .delete(leadNotes)
          .where(and(eq(leadNotes.form, ref.form), eq(leadNotes.leadId, ref.id)));
        await audit.record(
          {
            action: 'spam_deleted',
            actor,
            target: leadTarget(ref),
            ip,
            details: { reason: held.reason },
          },
          tx as Database,
        );
        return true;
      });
    },
  };
}
export type SpamDesk = ReturnType<typeof createSpamDesk>;

/**
 * Deletes the suspected spam received more than `retentionDays` before `now`, and its notes; the
 * audit log gets one entry with the counts (nothing when there was none). Returns how many went.
 */
export async function purgeExpiredSpam(
  db: Database,
  { audit, now, retentionDays }: { audit: AuditService; now: Date; retentionDays: number },
): Promise<Record<LeadRef['form'], number>> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  return db.transaction(async (tx) => {
    const purge = async (form: LeadRef['form']) => {
      const table = tableOf(form);
      const gone = await tx
        .delete(table)
        .where(and(isNotNull(table.spamReason), lt(table.createdAt, before)))
        .returning({ id: table.id });
      const ids = gone.map((row) => row.id);
      if (ids.length > 0)
        await tx
          .delete(leadNotes)
          .where(and(eq(leadNotes.form, form), inArray(leadNotes.leadId, ids)));
      return ids.length;
    };
    const counts = { contact: await purge('contact'), registration: await purge('registration') };
    if (counts.contact + counts.registration > 0)
      await audit.record(
        {
          action: 'spam_purged',
          details: { ...counts, receivedBefore: before.toISOString(), retentionDays },
        },
        tx as Database,
      );
    return counts;
  });
}
