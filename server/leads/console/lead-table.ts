import type { LeadRef } from '../../../schemas/admin';
import { contactEnquiries, registrations } from '../../db/schema';

/** The table a lead of `form` is a row of. */
export const tableOf = (form: LeadRef['form']) =>
  form === 'contact' ? contactEnquiries : registrations;
