import { EMAIL_MAX } from './lead-limits';

// How much each text field of the registration form holds (the enquiry form's, and why one place for
// both the schema and the field: lead-limits.ts).

export const REGISTRATION_LIMITS = {
  first_name: 80,
  last_name: 80,
  aadhar_no: 20,
  mobile: 32,
  email: EMAIL_MAX,
  postcode: 16,
  country: 80,
  main_tel: 32,
  website: 2048,
  address: 500,
  guardian_first_name: 80,
  guardian_last_name: 80,
  guardian_job_title: 120,
  guardian_telephone: 32,
  guardian_mobile: 32,
  guardian_email: EMAIL_MAX,
  course_other_text: 200,
  date: 10,
} as const;
