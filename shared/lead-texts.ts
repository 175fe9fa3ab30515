import type { LeadForm, PublicForm } from './lead-fields';
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

/**
 * Every public form's texts, the company enquiry's too (whose form shows its own, in the page's
 * language: shared/content/company-enquiry.ts). Apart from FORM_TEXTS so the two lead forms' islands
 * do not download them.
 */
export const PUBLIC_FORM_TEXTS = {
  ...FORM_TEXTS,
  company: {
    success: 'Your company enquiry has been sent successfully!',
    rejected: 'Failed to send your enquiry.',
    failed: 'Error sending your enquiry.',
  },
} as const satisfies Record<PublicForm, { success: string; rejected: string; failed: string }>;

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

/** Why a field's value is refused, in the field's label's words. */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  notText: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  email: (label: string) => `Enter a valid ${label.toLowerCase()}.`,
  phone: (label: string) => `${label} must have at least ${PHONE_MIN_DIGITS} digits.`,
  choice: (label: string) => `Please choose a ${label.toLowerCase()}.`,
  yesNo: (label: string) => `${label} must be Yes or No.`,
  list: (label: string) => `${label} must be a list.`,
  listItem: 'Choose courses from the list.',
  atLeastOne: (label: string) => `Choose at least one of the ${label.toLowerCase()}.`,
  batch: (label: string) => `${label} must be a batch's number.`,
  website: 'Enter a full web address starting with http:// or https://.',
  date: 'Enter a valid date.',
  coursePage: 'This page’s course is not one the academy offers: open the course page again.',
  /** Said above the registration form's course list, naming the course the visitor came from. */
  chosenCourse: (title: string) => `Registering for: ${title}`,
} as const;
