import { REGISTRATION_LABELS } from '../shared/lead-fields';
import {
  COMPANY_CENTRES,
  COMPANY_LIMITS,
  COMPANY_SUBJECTS,
  TEAM_SIZES,
} from '../shared/company-enquiry';
import { LANGS, type InLanguages, type Lang } from '../shared/lang';
import { CONTACT_LIMITS as CONTACT_MAX, EMAIL_MAX, hasPhoneDigits } from '../shared/lead-limits';
import { REGISTRATION_LIMITS as REGISTRATION_MAX } from '../shared/registration-limits';
import {
  COURSE_OPTIONS,
  FIELD_MESSAGES,
  REGISTRATION_COURSE_OPTIONS,
  TRACK_OPTIONS,
  YES_NO,
} from '../shared/lead-texts';
import { companyEnquiryIn } from '../shared/content/texts';
import { fieldMessagesIn, leadWordsIn } from '../shared/lead-words';
import { multiLineText, oneLineText, repairedText, text } from './text';
import { z } from './zod';

/** A batch's number as its row's id can be (a positive PostgreSQL integer), refused in the field's words. */
const batchNumber = (message: string, number: z.ZodNumber | z.ZodCoercedNumber) =>
  number.int(message).positive(message).max(2_147_483_647, message);

/** Never refuses a lead: attribution is recorded by the browser, not typed, and the lead matters more. */
const attributionText = repairedText(500);
/** An object none of whose values survived is no attribution at all. */
const unlessEmpty = <T extends object>(value: T | undefined) =>
  value && Object.values(value).some((v) => v !== undefined) ? value : undefined;
const touchShape = z.object({
  landing_page: attributionText,
  referrer: attributionText,
  utm_source: attributionText,
  utm_medium: attributionText,
  utm_campaign: attributionText,
  utm_term: attributionText,
  utm_content: attributionText,
});
const touchSchema = touchShape.optional().catch(undefined).transform(unlessEmpty);
/** Where a lead came from: the page it was sent from and the first and last campaign touches of the visit. */
export const AttributionSchema = z
  .object({ page: attributionText, first: touchSchema, last: touchSchema })
  .transform(unlessEmpty);
export type Attribution = { page?: string; first?: Touch; last?: Touch };
type Touch = z.infer<typeof touchShape>;
export { UTM_KEYS } from '../shared/utm-keys';

/**
 * Fields every public form sends besides the lead itself: a honeypot that people never see
 * (`fax`), the timing token the form was given, and attribution. None of them can make a real
 * lead fail: bad attribution is repaired or dropped rather than rejected.
 */
export const FORM_GUARD_FIELDS = {
  fax: text().max(200).optional(),
  form_token: text().max(200).optional(),
  attribution: AttributionSchema.optional().catch(undefined),
};

/**
 * The public forms' schemas in one language: the same rules, refusing in that language's words (the
 * labels the visitor read, shared/lead-texts.ar.ts). Built once per language (LEAD_SCHEMAS); the
 * routes declare the English ones, and a post in another language is checked by its own first.
 */
function leadSchemas(lang: Lang) {
  const SAYS = fieldMessagesIn(lang);
  const CONTACT = leadWordsIn(lang).contact.labels;
  const REGISTRATION = leadWordsIn(lang).registration.labels;
  // Field helpers: the server cleans control characters out, trims, bounds lengths and turns empty
  // optional fields into undefined. Only the description and the address may hold line breaks. An email
  // holding one is refused by its format instead: an address is never silently changed.
  const required = (label: string, max: number) =>
    oneLineText({ error: SAYS.required(label) })
      .trim()
      .min(1, SAYS.required(label))
      .max(max, SAYS.tooLong(label, max));

  const optional = (label: string, max: number, kind = oneLineText) =>
    kind({ error: SAYS.notText(label) })
      .trim()
      .max(max, SAYS.tooLong(label, max))
      .optional()
      .transform((value) => (value ? value : undefined));

  const email = (label: string) =>
    text({ error: SAYS.required(label) })
      .trim()
      .max(EMAIL_MAX, SAYS.tooLong(label, EMAIL_MAX))
      .pipe(z.email(SAYS.email(label)));

  const optionalEmail = (label: string) =>
    optional(label, EMAIL_MAX, text).refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      SAYS.email(label),
    );

  /** Free text with enough digits to be a phone number (shared/lead-limits.ts). */
  const phone = (label: string, max: number) =>
    optional(label, max).refine(
      (value) => value === undefined || hasPhoneDigits(value),
      SAYS.phone(label),
    );
  const requiredPhone = (label: string, max: number) =>
    required(label, max).refine(hasPhoneDigits, SAYS.phone(label));

  const choice = <const T extends readonly [string, ...string[]]>(label: string, options: T) =>
    z.enum(options, { error: SAYS.choice(label) });

  const yesNo = (label: string) =>
    z
      .enum([...YES_NO, ''], { error: SAYS.yesNo(label) })
      // null or absent: an unanswered radio group.
      .nullish()
      .transform((value) => (value ? value : undefined));

  /** A batch the visitor chose on the course page: its id; whether it may still be chosen is the server's check. */
  const batchId = (label: string) =>
    batchNumber(SAYS.batch(label), z.number({ error: SAYS.batch(label) }))
      // null: a form whose chosen batch was cleared.
      .nullish()
      .transform((value) => value ?? undefined);

  /** A course's slug from a hidden field; the server checks it names one of the courses. */
  const courseSlug = () =>
    text({ error: SAYS.coursePage })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SAYS.coursePage)
      .max(120, SAYS.coursePage)
      .optional()
      .or(z.literal('').transform(() => undefined));

  const contact = z.object({
    name: required(CONTACT.name, CONTACT_MAX.name),
    phone: phone(CONTACT.phone, CONTACT_MAX.phone),
    email: email(CONTACT.email),
    course: choice(CONTACT.course, COURSE_OPTIONS),
    course_page: courseSlug(),
    batch: batchId(CONTACT.batch),
    track: choice(CONTACT.track, TRACK_OPTIONS),
    description: optional(CONTACT.description, CONTACT_MAX.description, multiLineText),
    ...FORM_GUARD_FIELDS,
  });

  const registration = z.object({
    first_name: required(REGISTRATION.first_name, REGISTRATION_MAX.first_name),
    last_name: required(REGISTRATION.last_name, REGISTRATION_MAX.last_name),
    aadhar_no: optional(REGISTRATION.aadhar_no, REGISTRATION_MAX.aadhar_no),
    mobile: requiredPhone(REGISTRATION.mobile, REGISTRATION_MAX.mobile),
    email: email(REGISTRATION.email),
    postcode: optional(REGISTRATION.postcode, REGISTRATION_MAX.postcode),
    country: optional(REGISTRATION.country, REGISTRATION_MAX.country),
    main_tel: phone(REGISTRATION.main_tel, REGISTRATION_MAX.main_tel),
    website: optional(REGISTRATION.website, REGISTRATION_MAX.website).refine(
      (value) =>
        value === undefined || (/^https?:\/\//i.test(value) && z.url().safeParse(value).success),
      SAYS.website,
    ),
    address: optional(REGISTRATION.address, REGISTRATION_MAX.address, multiLineText),
    degree: yesNo(REGISTRATION.degree),
    engineering: yesNo(REGISTRATION.engineering),
    guardian_first_name: optional(
      REGISTRATION.guardian_first_name,
      REGISTRATION_MAX.guardian_first_name,
    ),
    guardian_last_name: optional(
      REGISTRATION.guardian_last_name,
      REGISTRATION_MAX.guardian_last_name,
    ),
    guardian_job_title: optional(
      REGISTRATION.guardian_job_title,
      REGISTRATION_MAX.guardian_job_title,
    ),
    guardian_telephone: phone(REGISTRATION.guardian_telephone, REGISTRATION_MAX.guardian_telephone),
    guardian_mobile: phone(REGISTRATION.guardian_mobile, REGISTRATION_MAX.guardian_mobile),
    guardian_email: optionalEmail(REGISTRATION.guardian_email),
    batch: batchId(REGISTRATION.batch),
    courses: z
      .array(z.enum(REGISTRATION_COURSE_OPTIONS, { error: SAYS.listItem }), {
        error: SAYS.list(REGISTRATION.courses),
      })
      .max(REGISTRATION_COURSE_OPTIONS.length)
      .optional()
      .transform((list) => [...new Set(list ?? [])]),
    course_slug: courseSlug(),
    course_other_text: optional(REGISTRATION.course_other_text, REGISTRATION_MAX.course_other_text),
    date: optional(REGISTRATION.date, REGISTRATION_MAX.date).refine(
      (value) => value === undefined || z.iso.date().safeParse(value).success,
      SAYS.date,
    ),
    ...FORM_GUARD_FIELDS,
  });
  // The business track's company enquiry (ADR 0022), stored as an enquiry of kind `company`: its
  // labels are the ones its page shows, and a choice it lacks is refused in its own words.
  const COMPANY = companyEnquiryIn(lang);
  const oneOf = (message: string, options: readonly string[]) =>
    text({ error: message }).refine((value) => options.includes(value), message);
  const company = z.object({
    name: required(COMPANY.labels.name, COMPANY_LIMITS.name),
    email: email(COMPANY.labels.email),
    phone: requiredPhone(COMPANY.labels.phone, COMPANY_LIMITS.phone),
    company: required(COMPANY.labels.company, COMPANY_LIMITS.company),
    team_size: z.enum(TEAM_SIZES, { error: COMPANY.messages.team_size }),
    interests: z
      .array(oneOf(COMPANY.messages.interests, COMPANY_SUBJECTS), {
        error: COMPANY.messages.interests,
      })
      .max(COMPANY_SUBJECTS.length)
      .transform((list) => [...new Set(list)])
      .refine((list) => list.length > 0, COMPANY.messages.interests),
    centre: oneOf(COMPANY.messages.centre, COMPANY_CENTRES),
    description: optional(COMPANY.labels.description, COMPANY_LIMITS.description, multiLineText),
    ...FORM_GUARD_FIELDS,
  });
  return { contact, registration, company };
}

/** Each language's schemas of the three public forms. */
export const LEAD_SCHEMAS = Object.fromEntries(
  LANGS.map((lang) => [lang, leadSchemas(lang)]),
) as InLanguages<ReturnType<typeof leadSchemas>>;

export const ContactEnquirySchema = LEAD_SCHEMAS.en.contact;
export const RegistrationSchema = LEAD_SCHEMAS.en.registration;
export const CompanyEnquirySchema = LEAD_SCHEMAS.en.company;

export type ContactEnquiryInput = z.input<typeof ContactEnquirySchema>;
export type ContactEnquiry = z.output<typeof ContactEnquirySchema>;
/** The enquiry as stored: the six fields of the specification, and the batch chosen, if any. */
export type ContactLead = Omit<ContactEnquiry, keyof FormGuard>;
export type CompanyEnquiryInput = z.input<typeof CompanyEnquirySchema>;
export type CompanyLead = Omit<z.output<typeof CompanyEnquirySchema>, keyof FormGuard>;
export type RegistrationInput = z.input<typeof RegistrationSchema>;
export type Registration = z.output<typeof RegistrationSchema>;
export type RegistrationLead = Omit<Registration, keyof FormGuard>;

export type FormGuard = { fax?: string; form_token?: string; attribution?: Attribution };

/** A payload without its guard fields; of a union of payloads, each one's own lead. */
type WithoutGuard<T> = T extends unknown ? Omit<T, keyof FormGuard> : never;

/** Splits a parsed payload into the lead and the guard fields that travel with it. */
export function splitGuard<T extends FormGuard>(
  payload: T,
): { lead: WithoutGuard<T>; guard: FormGuard } {
  const { fax, form_token, attribution, ...lead } = payload;
  return { lead: lead as WithoutGuard<T>, guard: { fax, form_token, attribution } };
}

export const FormTokenResponseSchema = z.object({ success: z.literal(true), token: z.string() });

/** A batch a form carries, by its id in the path (`GET /api/batches/:id`). */
export const ChosenBatchParamsSchema = z.object({
  id: batchNumber(
    FIELD_MESSAGES.batch(REGISTRATION_LABELS.batch),
    z.coerce.number({ error: FIELD_MESSAGES.batch(REGISTRATION_LABELS.batch) }),
  ),
});
/** That batch in words, when it may still be chosen (else 400 with the reason, as a lead naming it would be answered). */
export const ChosenBatchResponseSchema = z.object({
  success: z.literal(true),
  batch: z.object({ id: z.number(), words: z.string() }),
});
