import { and, eq, gte, sql } from 'drizzle-orm';
import {
  CALL_OUTCOME_TEXTS,
  type CallOutcome,
  type ContactChannel,
  type LeadRef,
} from '../../../schemas/admin';
import { MAIN_ZONE, workingWeekIn, type TeachingZone } from '../../../shared/content/centres';
import { leadTarget } from '../../../shared/lead-fields';
import { workingMinutesBetween } from '../../../shared/working-hours';
import type { Database } from '../../db/connect';
import { auditLog, leadNotes } from '../../db/schema';
import type { Actor, AuditAction, AuditService } from '../../console/audit';
import type { Clock } from '../../console/clock';
import { markContacted } from './first-contact';
import { tableOf } from './lead-table';

/** The note a call was logged with, as the lead's notes show it: which call it belongs to. */
export const callNote = (outcome: CallOutcome, note: string) =>
  `Call (${CALL_OUTCOME_TEXTS[outcome]}): ${note}`;

/**
 * What counts as answering a lead: a status change, a note, a click on its phone, WhatsApp or email
 * link, or a call logged (whatever its outcome: the desk tried). The first of them in the lead's
 * history is its first response.
 */
export const FIRST_CONTACT_ACTIONS: ReadonlySet<AuditAction> = new Set([
  'lead_status',
  'lead_note',
  'lead_contacted',
  'lead_called',
]);

/** The time of a lead's first response, from its history in order; null while unanswered. */
export const firstResponseAt = (history: readonly { action: string; at: string }[]) =>
  history.find((entry) => FIRST_CONTACT_ACTIONS.has(entry.action as AuditAction))?.at ?? null;

/**
 * Minutes from arrival to first response within the working hours of the lead's centre (its zone's;
 * the main centre's for a lead no zone is known for); null while unanswered.
 */
export function workingResponseMinutes(
  createdAt: Date | string,
  firstAt: Date | string | null,
  zone: TeachingZone | null,
): number | null {
  if (firstAt === null) return null;
  const where = zone ?? MAIN_ZONE;
  return workingMinutesBetween(new Date(createdAt), new Date(firstAt), where, workingWeekIn(where));
}

/** Clicks on one link of one lead by one person within this time are one contact. */
export const SAME_CLICK_MS = 10 * 60_000;

/** Staff reaching a lead (a click on one of its links, a call logged), written to its history in the audit log. */
export function createLeadContact(
  db: Database,
  { audit, clock }: { audit: AuditService; clock: Clock },
) {
  /**
   * Returns false when the lead does not exist or was erased (nobody can be reached). A click
   * repeated soon after the same person's click on the same link is not written again: a lead's
   * history stays readable and a page of clicks cannot grow it without end.
   */
  async function reached(
    ref: LeadRef,
    action: 'lead_contacted' | 'lead_called',
    details: Record<string, string>,
    actor: Actor & { name?: string },
    ip: string,
    note?: string,
  ) {
    const table = tableOf(ref.form);
    const target = leadTarget(ref);
    return audit
      .change(
        async (tx) => {
          const [lead] = await tx
            .select({ erasedAt: table.erasedAt })
            .from(table)
            .where(eq(table.id, ref.id))
            .for('update');
          if (lead === undefined || lead.erasedAt !== null) return 'gone' as const;
          if (action === 'lead_called') {
            // Kept as a note (erased with the person's data), never in the audit log.
            if (note)
              await tx.insert(leadNotes).values({
                form: ref.form,
                leadId: ref.id,
                authorId: actor.id,
                authorName: actor.name ?? '',
                body: callNote(details.outcome as CallOutcome, note),
                createdAt: clock(),
              });
            await markContacted(tx, audit, ref, 'call', actor, ip);
            return 'new' as const;
          }
          const since = new Date(clock().getTime() - SAME_CLICK_MS);
          const [repeated] = await tx
            .select({ id: auditLog.id })
            .from(auditLog)
            .where(
              and(
                eq(auditLog.target, target),
                eq(auditLog.action, action),
                eq(auditLog.actorId, actor.id),
                gte(auditLog.at, since),
                sql`${auditLog.details}->>'channel' = ${details.channel}`,
              ),
            )
            .limit(1);
          return repeated ? ('repeated' as const) : ('new' as const);
        },
        (outcome) => (outcome === 'new' ? { action, actor, target, ip, details } : undefined),
      )
      .then((outcome) => outcome !== 'gone');
  }
  return {
    record: (ref: LeadRef, channel: ContactChannel, actor: Actor, ip: string) =>
      reached(ref, 'lead_contacted', { channel }, actor, ip),
    logCall: (
      ref: LeadRef,
      outcome: CallOutcome,
      actor: Actor & { name: string },
      ip: string,
      note?: string,
    ) => reached(ref, 'lead_called', { outcome }, actor, ip, note),
  };
}
export type LeadContact = ReturnType<typeof createLeadContact>;
