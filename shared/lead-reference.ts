import type { EnquiryKind, LeadForm } from './lead-fields';

/**
 * A lead as the desk names it aloud and in a spreadsheet: E-1 an enquiry, R-3 a registration, C-5 a
 * company's enquiry (the number is the lead's own, shared by its form's leads).
 */
export const leadReference = (lead: { form: LeadForm; id: number; kind?: EnquiryKind | null }) =>
  `${lead.kind === 'company' ? 'C' : lead.form === 'contact' ? 'E' : 'R'}-${lead.id}`;
