import type { LeadSummary } from '../../schemas/admin';

/** Which form a lead was sent with, as staff call it: a company's enquiry by its own name. */
export const formName = (lead: Pick<LeadSummary, 'form' | 'company'>) =>
  lead.company !== null ? 'Company enquiry' : lead.form === 'contact' ? 'Enquiry' : 'Registration';
