import { CENTRES } from './content/centres';
import { SUBJECTS } from './content/courses/subjects';

// What the business track's company enquiry offers and holds: the schema (schemas/leads.ts) refuses
// anything else, and the form (site/islands/forms/company-form.tsx) offers these and lets no more be
// typed. The visitor reads them in their language (shared/content/company-enquiry.ts); these values
// are what is sent and stored, in English, for the desk.

export { COMPANY_LIMITS } from './company-limits';

/** How many people a company would train: ranges, as a buyer counts before a headcount is fixed. */
export const TEAM_SIZES = ['1-5', '6-20', '21-50', '51-200', '200+'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

/**
 * What a company may be interested in: the academy's subjects (11), not its 48 courses. A training
 * buyer names the capability a team needs (facilities management, HR, Lean Six Sigma) and leaves the
 * course, its level and its dates to the adviser; one subject is one assignment rule's scope.
 */
export const COMPANY_SUBJECTS = SUBJECTS.map((subject) => subject.name) as readonly string[];

/** The subject a company names, by name, for the assignment rules. */
export const subjectOfInterest = (name: string | undefined) =>
  SUBJECTS.find((subject) => subject.name === name)?.id;

/** Training at the company's own site (the business track's "Delivery at your site"). */
export const AT_THEIR_SITE = 'At our premises';

/** Where a company would train: a centre, Online, or its own site, by name. */
export const COMPANY_CENTRES: readonly string[] = [
  ...CENTRES.map((centre) => centre.name),
  AT_THEIR_SITE,
];

/** The centre a company names, by name, for the assignment rules. */
export const centreOfChoice = (name: string | undefined) =>
  CENTRES.find((centre) => centre.name === name)?.id;
