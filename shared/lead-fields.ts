// The fields of each public form, described once: the name the form posts, the label a person
// reads for it everywhere (the form, the schema's messages, the staff email, the console, the CSV), the
// column of `server/db/schema.ts` that stores it, and how its value is shown. A new field of a form is a
// row here, plus its rule in the form's schema and its column in the database.

/** How a stored value is written out for a person: as it is, a list joined, the batch an id names in words, or a course's title. */
export type Shown = 'text' | 'list' | 'batch' | 'course';

export interface LeadField {
  /** The key the form posts and the API's schema reads. */
  name: string;
  label: string;
  /** The property of the form's table in server/db/schema.ts. */
  column: string;
  shown: Shown;
  /** How the form asks for it, where the label alone would not say enough (a Yes/No question, a hint). */
  question?: string;
}

export const CONTACT_FIELDS = [
  { name: 'name', label: 'Name', column: 'name', shown: 'text' },
  { name: 'phone', label: 'Phone', column: 'phone', shown: 'text' },
  { name: 'email', label: 'Email', column: 'email', shown: 'text' },
  { name: 'course', label: 'Course', column: 'course', shown: 'text' },
  // Sent by the form on a course page (a hidden field): the course itself, beside the category above.
  { name: 'course_page', label: 'Course page', column: 'courseSlug', shown: 'course' },
  { name: 'batch', label: 'Batch', column: 'batch', shown: 'batch' },
  { name: 'track', label: 'Track', column: 'track', shown: 'text' },
  { name: 'description', label: 'Description', column: 'description', shown: 'text' },
] as const satisfies readonly LeadField[];

export const REGISTRATION_FIELDS = [
  { name: 'first_name', label: 'First name', column: 'firstName', shown: 'text' },
  { name: 'last_name', label: 'Last name', column: 'lastName', shown: 'text' },
  { name: 'aadhar_no', label: 'Aadhaar number', column: 'aadharNo', shown: 'text' },
  { name: 'mobile', label: 'Mobile', column: 'mobile', shown: 'text' },
  { name: 'email', label: 'Email', column: 'email', shown: 'text' },
  { name: 'postcode', label: 'Postcode', column: 'postcode', shown: 'text' },
  { name: 'country', label: 'Country', column: 'country', shown: 'text' },
  { name: 'main_tel', label: 'Main telephone', column: 'mainTel', shown: 'text' },
  { name: 'website', label: 'Website', column: 'website', shown: 'text' },
  { name: 'address', label: 'Address', column: 'address', shown: 'text' },
  {
    name: 'degree',
    label: 'Degree',
    column: 'degree',
    shown: 'text',
    question: 'Do you hold a degree?',
  },
  {
    name: 'engineering',
    label: 'Engineering',
    column: 'engineering',
    shown: 'text',
    question: 'Is your background in engineering?',
  },
  {
    name: 'guardian_first_name',
    label: "Guardian's first name",
    column: 'guardianFirstName',
    shown: 'text',
  },
  {
    name: 'guardian_last_name',
    label: "Guardian's last name",
    column: 'guardianLastName',
    shown: 'text',
  },
  {
    name: 'guardian_job_title',
    label: "Guardian's job title",
    column: 'guardianJobTitle',
    shown: 'text',
  },
  {
    name: 'guardian_telephone',
    label: "Guardian's telephone",
    column: 'guardianTelephone',
    shown: 'text',
  },
  { name: 'guardian_mobile', label: "Guardian's mobile", column: 'guardianMobile', shown: 'text' },
  { name: 'guardian_email', label: "Guardian's email", column: 'guardianEmail', shown: 'text' },
  { name: 'batch', label: 'Batch', column: 'batch', shown: 'batch' },
  { name: 'courses', label: 'Courses', column: 'courses', shown: 'list' },
  // Sent when the visitor came from a course (its Register, or a batch's): the course itself.
  { name: 'course_slug', label: 'Course page', column: 'courseSlug', shown: 'course' },
  {
    name: 'course_other_text',
    label: 'Other course',
    column: 'courseOtherText',
    shown: 'text',
    question: 'Other course (if not listed)',
  },
  { name: 'date', label: 'Date', column: 'date', shown: 'text' },
] as const satisfies readonly LeadField[];

/**
 * The business track's company enquiry: stored as an enquiry (contact_enquiries) of kind `company`,
 * so everything the desk does with an enquiry it does with these (ADR 0022).
 */
export const COMPANY_FIELDS = [
  { name: 'name', label: 'Name', column: 'name', shown: 'text' },
  { name: 'email', label: 'Email', column: 'email', shown: 'text' },
  { name: 'phone', label: 'Phone', column: 'phone', shown: 'text' },
  { name: 'company', label: 'Company', column: 'company', shown: 'text' },
  { name: 'team_size', label: 'Team size', column: 'teamSize', shown: 'text' },
  { name: 'interests', label: 'Subjects of interest', column: 'interests', shown: 'list' },
  { name: 'centre', label: 'Centre', column: 'centre', shown: 'text' },
  { name: 'description', label: 'Message', column: 'description', shown: 'text' },
] as const satisfies readonly LeadField[];

/** An enquiry is a person's, or a company's (the business track's form). */
export const ENQUIRY_KINDS = ['person', 'company'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** The field a public form's bots fill and people never see (its rule: FORM_GUARD_FIELDS in leads.ts). */
export const HONEYPOT_FIELD = 'fax';

/** The two public forms; a lead, a job and a note name their form so. */
export const LEAD_FORMS = ['contact', 'registration'] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** A lead named in one string, `contact:12`: the audit log's target for it, and a key for it. */
export const leadTarget = ({ form, id }: { form: LeadForm; id: number }) => `${form}:${id}`;

export const FIELDS_OF = {
  contact: CONTACT_FIELDS,
  registration: REGISTRATION_FIELDS,
} as const satisfies Record<LeadForm, readonly LeadField[]>;

/** The forms a visitor sends: the two lead forms, and the company enquiry stored as an enquiry. */
export type PublicForm = LeadForm | 'company';
export const PUBLIC_FORM_FIELDS = {
  ...FIELDS_OF,
  company: COMPANY_FIELDS,
} as const satisfies Record<PublicForm, readonly LeadField[]>;

/** The fields a stored lead was sent with: a company's enquiry has its own. */
export const fieldsOfLead = (form: LeadForm, row: object): readonly LeadField[] =>
  form === 'contact' && (row as { kind?: unknown }).kind === 'company'
    ? COMPANY_FIELDS
    : FIELDS_OF[form];

type Fields = readonly LeadField[];
/** `{ name: label }` of a form, for the form's own labels and its schema's messages. */
export type LabelsOf<F extends Fields> = { [K in F[number] as K['name']]: K['label'] };
export const labelsOf = <const F extends Fields>(fields: F) =>
  Object.fromEntries(fields.map((field) => [field.name, field.label])) as LabelsOf<F>;

/** `{ name: what the form says }`: its question where it has one, else its label. */
export const promptsOf = <const F extends Fields>(fields: F) =>
  Object.fromEntries(
    fields.map((field: LeadField) => [field.name, field.question ?? field.label]),
  ) as Record<F[number]['name'], string>;

/** `{ name: question }` of the fields that ask with a question rather than their label. */
export type QuestionsOf<F extends Fields> = {
  [K in F[number] as K extends { question: string } ? K['name'] : never]: K extends {
    question: string;
  }
    ? K['question']
    : never;
};
export const questionsOf = <const F extends Fields>(fields: F) =>
  Object.fromEntries(
    fields.flatMap((field: LeadField) => (field.question ? [[field.name, field.question]] : [])),
  ) as QuestionsOf<F>;

export const CONTACT_LABELS = labelsOf(CONTACT_FIELDS);
export const REGISTRATION_LABELS = labelsOf(REGISTRATION_FIELDS);

/** The one joiner of a list's items wherever a list is written out as text. */
export const LIST_JOINER = '; ';

/** A list's items as one text, joined with LIST_JOINER. */
export const showList = (items: readonly unknown[]) => items.map(String).join(LIST_JOINER);

/** What the ids a lead stores name, in words, as the server looked them up: each batch's course, dates and centre. */
export interface LeadNames {
  batches: ReadonlyMap<number, string>;
  /** Course titles by slug. */
  courses: ReadonlyMap<string, string>;
}
export const NO_NAMES: LeadNames = { batches: new Map(), courses: new Map() };

/** A batch id whose batch is gone (staff deleted it) still says which id the person chose. */
export const deletedBatch = (id: number) => `Batch ${id} (since deleted)`;

/** A batch id in words, as the server looked it up. */
export const showBatch = (id: number, names: LeadNames) =>
  names.batches.get(id) ?? deletedBatch(id);

/** A stored value as text, as its field says; nothing is the empty string. */
export function showValue(field: LeadField, value: unknown, names: LeadNames = NO_NAMES): string {
  if (value === null || value === undefined) return '';
  if (field.shown === 'batch') return showBatch(Number(value), names);
  if (field.shown === 'course') return names.courses.get(String(value)) ?? String(value);
  return field.shown === 'list' && Array.isArray(value) ? showList(value) : String(value);
}

/** The batch ids some stored leads name (rows of either table), for the server to look up in words. */
export function batchIdsOf(leads: Iterable<{ form: LeadForm; row: object }>): number[] {
  const ids = new Set<number>();
  for (const { form, row } of leads) {
    for (const field of fieldsOfLead(form, row)) {
      const value = (row as Record<string, unknown>)[field.column];
      if (field.shown === 'batch' && value !== null && value !== undefined) ids.add(Number(value));
    }
  }
  return [...ids];
}

/** Every field of a stored lead (a row of its table), labelled and shown, in the form's order. */
export function shownFields(
  form: LeadForm,
  row: object,
  names: LeadNames = NO_NAMES,
): { name: string; label: string; value: string }[] {
  const values = row as Record<string, unknown>;
  return fieldsOfLead(form, row).map((field) => ({
    name: field.name,
    label: field.label,
    value: showValue(field, values[field.column], names),
  }));
}
