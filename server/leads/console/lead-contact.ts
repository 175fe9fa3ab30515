import { eq } from 'drizzle-orm';
import type { ContactChannel, LeadRef } from '../../../schemas/admin';
import { leadTarget } from '../../../shared/lead-fields';
import type { Database } from '../../db/connect';
import { contactEnquiries, registrations } from '../../db/schema';
import type { Actor, AuditAction, AuditService } from '../../console/audit';

/**
 * What counts as answering a lead: a status change, a note, or a click on its phone, WhatsApp or
 * email link. The first of them in the lead's history is its first response.
 */
export const FIRST_CONTACT_ACTIONS: ReadonlySet<AuditAction> = new Set([
  'lead_status',
  'lead_note',
  'lead_contacted',
]);

/** The time of a lead's first response, from its history in order; null while unanswered. */
export const firstResponseAt = (history: readonly { action: string; at: string }[]) =>
  history.find((entry) => FIRST_CONTACT_ACTIONS.has(entry.action as AuditAction))?.at ?? null;

/** Staff reaching a lead through one of its links, written to the audit log as a contact. */
export function createLeadContact(db: Database, { audit }: { audit: AuditService }) {
  return {
    /** Returns false when the lead does not exist or was erased (nobody can be reached). */
    async record(ref: LeadRef, channel: ContactChannel, actor: Actor, ip: string) {
      const table = ref.form === 'contact' ? contactEnquiries : registrations;
      return audit.change(
        async (tx) => {
          const [lead] = await tx
            .select({ erasedAt: table.erasedAt })
            .from(table)
            .where(eq(table.id, ref.id))
            .for('update');
          return lead !== undefined && lead.erasedAt === null;
        },
        (reached) =>
          reached
            ? {
                action: 'lead_contacted',
                actor,
                target: leadTarget(ref),
                ip,
                details: { channel },
              }
            : undefined,
      );
    },
  };
}
export type LeadContact = ReturnType<typeof createLeadContact>;
