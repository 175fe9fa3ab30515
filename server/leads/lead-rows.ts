import { inArray } from 'drizzle-orm';
import { type LeadRef } from '../../schemas/admin';
import { leadTarget } from '../../shared/lead-fields';
import type { Database } from '../db/connect';
import { contactEnquiries, registrations } from '../db/schema';

export type StoredLead =
  | { form: 'contact'; row: typeof contactEnquiries.$inferSelect }
  | { form: 'registration'; row: typeof registrations.$inferSelect };

/** The person's name as one text: registrations hold it in two fields. */
export const nameOf = (lead: StoredLead) =>
  lead.form === 'contact' ? lead.row.name : `${lead.row.firstName} ${lead.row.lastName}`;

/**
 * The whole stored rows of some leads, keyed by leadTarget: one query per form, not one per lead. A lead
 * no longer in the database is absent.
 */
export async function loadLeadRows(
  db: Database,
  refs: readonly LeadRef[],
): Promise<Map<string, StoredLead>> {
  const ids = (form: LeadRef['form']) =>
    refs.filter((ref) => ref.form === form).map((ref) => ref.id);
  const contactIds = ids('contact');
  const registrationIds = ids('registration');
  const [contacts, registered] = await Promise.all([
    contactIds.length
      ? db.select().from(contactEnquiries).where(inArray(contactEnquiries.id, contactIds))
      : [],
    registrationIds.length
      ? db.select().from(registrations).where(inArray(registrations.id, registrationIds))
      : [],
  ]);
  const leads: StoredLead[] = [
    ...contacts.map((row) => ({ form: 'contact' as const, row })),
    ...registered.map((row) => ({ form: 'registration' as const, row })),
  ];
  return new Map(leads.map((lead) => [leadTarget({ form: lead.form, id: lead.row.id }), lead]));
}
