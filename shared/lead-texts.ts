import {
  CONTACT_FIELDS,
  CONTACT_LABELS,
  questionsOf,
  REGISTRATION_FIELDS,
  REGISTRATION_LABELS,
  type LeadForm,
  type PublicForm,
} from './lead-fields';
import { fill, type Twin } from './lang';
import { PHONE_MIN_DIGITS } from './lead-limits';

// What the public forms offer and say. The schema builds its messages here, and the form's own
// checks show the same words.

/**
 * What the visitor is told after sending a form: the server answers `success` in its message,
 * the client shows that message; `rejected` and `failed` are the client's own words when the server
 * gave none (a refusal without a message, or no answer at all).
 */
export const FORM_TEXTS = {
  contact: {
    success: 'Your message has been sent successfully!',
    rejected: 'Failed to send message.',
    failed: 'Error sending message.',
  },
  registration: {
    success: 'Registration submitted successfully!',
    rejected: 'Failed to submit registration.',
    failed: 'Error submitting registration.',
  },
} as const satisfies Record<LeadForm, { success: string; rejected: string; failed: string }>;

/** What the visitor is told will happen after a form is sent, beside its success message. */
export const NEXT_STEPS = {
  contact: 'An adviser will answer by email or phone. Quote your reference if you write to us.',
  registration:
    'Our admissions team will contact you to confirm your place and the next steps. Quote your reference if you write to us.',
} as const satisfies Record<LeadForm, string>;

/**
 * The short reference a visitor can quote for a stored lead, by its form: E for an enquiry, R for a
 * registration, C for a company's enquiry, then the lead's id.
 */
export const leadReference = (form: PublicForm, id: number) =>
  `${{ contact: 'E', registration: 'R', company: 'C' }[form]}-${id}`;

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

/** The course a registration is for, as its form shows it: its option in the list, if it has one. */
export interface RegistrationCourse {
  slug: string;
  title: string;
  option?: RegistrationCourseOption;
}

/**
 * The registration form's option that is the course itself, for the courses the list names; any
 * other course is named above the list and sent as the registration's `course_slug`.
 */
export const REGISTRATION_OPTION_OF_COURSE: Readonly<Record<string, RegistrationCourseOption>> = {
  'diploma-mastery-fm': 'Mastery in Facilities Management',
  'diploma-fm-administration': 'Facility Management Administration',
  'diploma-fm-operations': 'Facilities Operations & Maintenance Management',
  'cfm-training': 'Certified Facility Manager (CFM)',
  'sfp-training': 'Sustainability Facility Professional (SFP)',
  'certified-maintenance-reliability-professional':
    'Certified Maintenance and Reliability Professional',
};

/** The answers of an optional Yes/No question. */
export const YES_NO = ['Yes', 'No'] as const;

/**
 * Why a field's value is refused, as text: `{label}` is the field's label, `{lower}` the same in lower
 * case (for the middle of an English sentence), `{max}` and `{min}` the limit. A language's twin says
 * the same with its own marks (lead-texts.ar.ts).
 */
export const FIELD_MESSAGE_TEXTS = {
  required: '{label} is required.',
  notText: '{label} must be text.',
  tooLong: '{label} must be at most {max} characters.',
  email: 'Enter a valid {lower}.',
  phone: '{label} must have at least {min} digits.',
  choice: 'Please choose a {lower}.',
  yesNo: '{label} must be Yes or No.',
  list: '{label} must be a list.',
  listItem: 'Choose courses from the list.',
  batch: "{label} must be a batch's number.",
  website: 'Enter a full web address starting with http:// or https://.',
  date: 'Enter a valid date.',
  coursePage: 'This page’s course is not one the academy offers: open the course page again.',
  /** Said above the registration form's course list, naming the course the visitor came from. */
  chosenCourse: 'Registering for: {title}',
  /** Above a form whose fields were refused. */
  refused: 'Please check the highlighted fields and try again.',
} as const;
export type FieldMessageTexts = Twin<typeof FIELD_MESSAGE_TEXTS>;

/** A language's field messages as functions of the label (and limit), for the schema and the form's checks. */
export function fieldMessages(texts: FieldMessageTexts) {
  const say = (text: string, label: string, more: Record<string, string | number> = {}) =>
    fill(text, { label, lower: label.toLowerCase(), ...more });
  return {
    required: (label: string) => say(texts.required, label),
    notText: (label: string) => say(texts.notText, label),
    tooLong: (label: string, max: number) => say(texts.tooLong, label, { max }),
    email: (label: string) => say(texts.email, label),
    phone: (label: string) => say(texts.phone, label, { min: PHONE_MIN_DIGITS }),
    choice: (label: string) => say(texts.choice, label),
    yesNo: (label: string) => say(texts.yesNo, label),
    list: (label: string) => say(texts.list, label),
    listItem: texts.listItem,
    batch: (label: string) => say(texts.batch, label),
    website: texts.website,
    date: texts.date,
    coursePage: texts.coursePage,
    chosenCourse: (title: string) => fill(texts.chosenCourse, { title }),
    refused: texts.refused,
  };
}
export type FieldMessages = ReturnType<typeof fieldMessages>;

/** The English field messages. */
export const FIELD_MESSAGES = fieldMessages(FIELD_MESSAGE_TEXTS);

/** Each option shown as itself: the English list's labels (a twin gives each its own words). */
const asShown = <T extends string>(options: readonly T[]) =>
  Object.fromEntries(options.map((option) => [option, option] as const)) as Record<
    string,
    string
  > as {
    readonly [K in T]: string;
  };

/**
 * Everything the public forms say, in English; its twin (lead-texts.ar.ts) is the same record in
 * Arabic, and shared/lead-words.ts picks one by language. Options are keyed by the value sent and
 * stored, which stays the English one in every language; the labels are what the visitor reads.
 * Staff read the English labels of shared/lead-fields.ts everywhere.
 */
export const LEAD_WORDS = {
  messages: FIELD_MESSAGE_TEXTS,
  common: {
    reference: 'Your reference:',
    clear: 'Clear',
    /** Read after Clear by a screen reader: what is cleared. */
    theChosenBatch: 'the chosen batch',
  },
  contact: {
    ...FORM_TEXTS.contact,
    next: NEXT_STEPS.contact,
    formName: 'Contact enquiry',
    send: 'Send Message',
    sending: 'Sending…',
    coursePlaceholder: 'Which Course you are interested in...',
    trackPlaceholder: 'What is your time plan...',
    labels: CONTACT_LABELS,
    questions: questionsOf(CONTACT_FIELDS),
    courses: asShown(COURSE_OPTIONS),
    tracks: asShown(TRACK_OPTIONS),
  },
  registration: {
    ...FORM_TEXTS.registration,
    next: NEXT_STEPS.registration,
    formName: 'Registration',
    send: 'Submit registration',
    sending: 'Submitting…',
    yourDetails: 'Your details',
    guardian: 'Parent or guardian',
    labels: REGISTRATION_LABELS,
    questions: questionsOf(REGISTRATION_FIELDS),
    courses: asShown(REGISTRATION_COURSE_OPTIONS),
    yesNo: asShown(YES_NO),
  },
} as const;
export type LeadWords = Twin<typeof LEAD_WORDS>;

/** What one form's island is handed (its page's language): the form's own words and the shared ones. */
export type FormWords<F extends LeadForm> = Pick<LeadWords, 'messages' | 'common'> & {
  form: LeadWords[F];
};
export const formWordsOf = <F extends LeadForm>(words: LeadWords, form: F): FormWords<F> => ({
  messages: words.messages,
  common: words.common,
  form: words[form],
});

/** What a form asks for each field: its question where it has one, else its label. */
export const promptsIn = <F extends LeadForm>(words: FormWords<F>) =>
  ({ ...words.form.labels, ...words.form.questions }) as LeadWords[F]['labels'];
