import { EMAIL_MAX } from './lead-limits';

// How much each text field of the company enquiry holds: the schema refuses more, and the form's
// fields (maxlength) let no more be typed (why one limit serves both: lead-limits.ts). Apart from
// company-enquiry.ts so the form's island does not download the subjects and centres.

export const COMPANY_LIMITS = {
  name: 120,
  phone: 32,
  email: EMAIL_MAX,
  company: 160,
  description: 5000,
} as const;
