// The shape of one course page. Every course page, the route table, the prerender list,
// the sitemap, the course finder and the brochures read these records.

export const SUBJECT_IDS = [
  'facilities-management',
  'artificial-intelligence',
  'human-resources',
  'finance',
  'procurement',
  'project-management',
  'logistics-supply-chain',
  'business-management',
  'quality',
  'soft-skills',
  'language',
] as const;
export type SubjectId = (typeof SUBJECT_IDS)[number];

export type CategoryLabel = 'Core FM Courses' | 'Professional Courses' | 'Key Courses';

export const STUDY_MODES = ['Online live', 'Classroom', 'Live online', '1-1', 'Blended'] as const;
export type StudyMode = (typeof STUDY_MODES)[number];

/** A headed list on the second section of a course page (outcomes, content, ...). */
export interface CourseList {
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  items: string[];
}

export interface Course {
  /** URL path without the leading slash, exactly as in the spec's route table. */
  slug: string;
  title: string;
  /** Common abbreviation (CFM, CAIP, ...) when the course has one. */
  abbreviation?: string;
  subject: SubjectId;
  categoryLabel: CategoryLabel;
  /** One sentence, at most ~155 characters: meta description and card text. */
  summary: string;
  /** Paragraphs of the description under the title. Original, specific to the course. */
  description: string[];
  /** Human-readable duration, carrying the spec's figures verbatim (e.g. '12 months, 650 h'). */
  duration: string;
  /** Total guided hours when the spec gives them, the lower end of a range (the finder's duration band and the workload). */
  hours?: number;
  /** The upper end when the spec gives the hours as a range (CAIP's 20-25): search engines are told the range. */
  hoursUpTo?: number;
  schedule: string;
  learningLevels?: string[];
  modes: StudyMode[];
  eligibility: string;
  examFormat?: string;
  certificates: string[];
  careerRoles: string[];
  highlights: string[];
  moduleCount?: number;
  accreditation?: string;
  /** Words a visitor might search for in the course finder. */
  keywords: string[];
  /** Headed lists of the second section: outcomes, career benefits, audience, content, and any course specifics. */
  outcomes: CourseList;
  careerBenefits: CourseList;
  audience: CourseList;
  content: CourseList;
  /** Extra headed lists a course needs (IELTS variants, SAT scoring, Business Writing levels, ...). */
  extras?: CourseList[];
  /** True for the three FM diplomas that offer a generated brochure. */
  brochure?: boolean;
}

/**
 * The words of a course page in one language: every field a visitor reads. The facts that are not
 * words (slug, subject, hours, modes, module count, brochure) stay on the Course record alone, so a
 * translation can never disagree with them.
 */
export type CourseText = Pick<
  Course,
  | 'title'
  | 'summary'
  | 'description'
  | 'duration'
  | 'schedule'
  | 'learningLevels'
  | 'eligibility'
  | 'examFormat'
  | 'certificates'
  | 'careerRoles'
  | 'highlights'
  | 'accreditation'
  | 'keywords'
  | 'outcomes'
  | 'careerBenefits'
  | 'audience'
  | 'content'
  | 'extras'
>;
