import { multiLineText, oneLineText } from './text';
import { z } from './zod';

// Option lists quoted verbatim from the spec, including its spelling 'Prpcess'.
export const COURSE_OPTIONS = [
  'Core Facilities Management Courses',
  'Artificial Intelligence Courses',
  'Professional Courses',
  'Quality & Prpcess Management',
  'Soft Skills & Language Training',
] as const;
export type CourseOption = (typeof COURSE_OPTIONS)[number];

export const TRACK_OPTIONS = ['Crash Course', 'Full Time'] as const;
export type TrackOption = (typeof TRACK_OPTIONS)[number];

export const REGISTRATION_COURSE_OPTIONS = [
  'Mastery in Facilities Management',
  'Management and Leadership',
  'Facility Management Administration',
  'Project and Contract Management',
  'Facilities Operations & Maintenance Management',
  'Procurement and Supply Chain',
  'Certified Facility Manager (CFM)',
  'Administration and Office Management',
  'Sustainability Facility Professional (SFP)',
  'Soft Skills and Behavior Training',
  'Certified Maintenance and Reliability Professional',
  'Other',
] as const;
export type RegistrationCourseOption = (typeof REGISTRATION_COURSE_OPTIONS)[number];

// Field helpers: the server cleans control characters out, trims, bounds lengths and turns empty
// optional fields into undefined. Only the description and the address may hold line breaks. An email
// holding one is refused by its format instead: an address is never silently changed.
const required = (label: string, max: number) =>
  oneLineText({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

const optional = (label: string, max: number, text = oneLineText) =>
  text({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

const email = (label: string) =>
  z.string({ error: `${label} is required.` }).trim().max(254, `${label} must be at most 254 characters.`).pipe(z.email(`Enter a valid ${label.toLowerCase()}.`));

const optionalEmail = (label: string) =>
  optional(label, 254, z.string).refine((value) => value === undefined || z.email().safeParse(value).success, `Enter a valid ${label.toLowerCase()}.`);

const yesNo = (label: string) =>
  z
    .enum(['Yes', 'No', ''], { error: `${label} must be Yes or No.` })
    // null: an unanswered radio group that keyboard focus has passed through (react-hook-form reads it so).
    .nullish()
    .transform((value) => (value ? value : undefined));

const attributionText = oneLineText().max(500).optional();
const touchSchema = z.object({
  landing_page: attributionText,
  referrer: attributionText,
  utm_source: attributionText,
  utm_medium: attributionText,
  utm_campaign: attributionText,
  utm_term: attributionText,
  utm_content: attributionText,
});
/** Where a lead came from: the page it was sent from and the first and last campaign touches of the visit. */
export const AttributionSchema = z.object({ page: attributionText, first: touchSchema.optional(), last: touchSchema.optional() });
export type Attribution = z.infer<typeof AttributionSchema>;
export { UTM_KEYS } from './utm-keys';

/**
 * Fields every public form sends besides the lead itself: a honeypot that people never see
 * (`fax`), the timing token the form was given, and attribution. None of them can make a real
 * lead fail: bad attribution is dropped rather than rejected.
 */
export const FORM_GUARD_FIELDS = {
  fax: z.string().max(200).optional(),
  form_token: z.string().max(200).optional(),
  attribution: AttributionSchema.optional().catch(undefined),
};
export const HONEYPOT_FIELD = 'fax';

export const ContactEnquirySchema = z.object({
  name: required('Name', 120),
  phone: optional('Phone', 32),
  email: email('Email'),
  course: z.enum(COURSE_OPTIONS, { error: 'Please choose a course.' }),
  track: z.enum(TRACK_OPTIONS, { error: 'Please choose a time plan.' }),
  description: optional('Description', 5000, multiLineText),
  ...FORM_GUARD_FIELDS,
});
export type ContactEnquiryInput = z.input<typeof ContactEnquirySchema>;
export type ContactEnquiry = z.output<typeof ContactEnquirySchema>;
/** The enquiry as stored: the six fields of spec §3. */
export type ContactLead = Omit<ContactEnquiry, keyof FormGuard>;

export const RegistrationSchema = z.object({
  first_name: required('First name', 80),
  last_name: required('Last name', 80),
  aadhar_no: optional('Aadhaar number', 20),
  mobile: required('Mobile', 32),
  email: email('Email'),
  postcode: optional('Postcode', 16),
  country: optional('Country', 80),
  main_tel: optional('Main telephone', 32),
  website: optional('Website', 2048).refine(
    (value) => value === undefined || /^https?:\/\//i.test(value) && z.url().safeParse(value).success,
    'Enter a full web address starting with http:// or https://.',
  ),
  address: optional('Address', 500, multiLineText),
  degree: yesNo('Degree'),
  engineering: yesNo('Engineering'),
  guardian_first_name: optional("Guardian's first name", 80),
  guardian_last_name: optional("Guardian's last name", 80),
  guardian_job_title: optional("Guardian's job title", 120),
  guardian_telephone: optional("Guardian's telephone", 32),
  guardian_mobile: optional("Guardian's mobile", 32),
  guardian_email: optionalEmail("Guardian's email"),
  courses: z
    .array(z.enum(REGISTRATION_COURSE_OPTIONS, { error: 'Choose courses from the list.' }), { error: 'Courses must be a list.' })
    .max(REGISTRATION_COURSE_OPTIONS.length)
    .optional()
    .transform((list) => [...new Set(list ?? [])]),
  course_other_text: optional('Other course', 200),
  date: optional('Date', 10).refine((value) => value === undefined || z.iso.date().safeParse(value).success, 'Enter a valid date.'),
  ...FORM_GUARD_FIELDS,
});
export type RegistrationInput = z.input<typeof RegistrationSchema>;
export type Registration = z.output<typeof RegistrationSchema>;
export type RegistrationLead = Omit<Registration, keyof FormGuard>;

export type FormGuard = { fax?: string; form_token?: string; attribution?: Attribution };

/** Splits a parsed payload into the lead and the guard fields that travel with it. */
export function splitGuard<T extends FormGuard>(payload: T): { lead: Omit<T, keyof FormGuard>; guard: FormGuard } {
  const { fax, form_token, attribution, ...lead } = payload;
  return { lead, guard: { fax, form_token, attribution } };
}

export const FormTokenResponseSchema = z.object({ success: z.literal(true), token: z.string() });
