// The course finder's vocabulary: what a catalogue entry holds and the filters a visitor can apply.
// Safe for the browser bundle: it imports no course record, so the finder never ships all 48.
import type { IsoDate } from '../../zoned-time';
import type { CentreId } from '../centres';
import type { StudyMode, SubjectId } from './types';

/** The course finder's address: linked from the header, breadcrumbs and course pages. */
export const CATALOGUE_PATH = '/courses';

/** A link to the finder showing one subject's courses. */
export const catalogueSubjectPath = (subject: SubjectId) => `${CATALOGUE_PATH}?subject=${subject}`;

/** One course as the finder needs it: a slim projection of the full record, built by the loader. */
export interface CatalogueEntry {
  title: string;
  abbreviation?: string;
  path: string;
  subject: SubjectId;
  categoryLabel: string;
  summary: string;
  /** Words search looks through beyond the title: on an Arabic page the English title and keywords too. */
  keywords: string[];
  duration: string;
  durationBand: DurationBandId;
  modes: StudyMode[];
  /** Its upcoming batches that are not cancelled, soonest first (a full one included, marked). */
  starts: CourseStart[];
}

/** One upcoming batch as the finder shows it: its first day on its centre's calendar, where and how, and whether it is full. */
export interface CourseStart {
  date: IsoDate;
  centre: CentreId;
  mode: StudyMode;
  full: boolean;
}

/** A month that has batches, as the start-month filter offers it: `2026-08`, "August 2026". */
export interface StartMonth {
  id: string;
  label: string;
}

/** The duration filter's bands: their words, in each language, are the finder's (shared/content/finder.ts). */
export const DURATION_BANDS = [
  { id: 'short' },
  { id: 'medium' },
  { id: 'long' },
  { id: 'flexible' },
] as const;
export type DurationBandId = (typeof DURATION_BANDS)[number]['id'];

/** The study-mode filter's ids, in the finder's order. */
export const MODE_FILTER_IDS = ['classroom', 'live-online', 'one-to-one'] as const;
export type ModeFilterId = (typeof MODE_FILTER_IDS)[number];

/**
 * Study modes in the finder's order, with a URL-safe id and a label a visitor understands: one name
 * per way of studying, though the courses' facts call live online classes "Online live" on some pages
 * and "Live online" on others. `formerIds`: ids shared links may still carry.
 * `label` is the course pages' key facts' word; the finder's words, in each language, are its own
 * (shared/content/finder.ts).
 */
export const MODE_FILTERS: readonly {
  id: ModeFilterId;
  modes: readonly StudyMode[];
  label: string;
  formerIds?: readonly string[];
}[] = [
  { id: 'classroom', modes: ['Classroom'], label: 'Classroom' },
  {
    id: 'live-online',
    modes: ['Online live', 'Live online'],
    label: 'Live online',
    formerIds: ['online-live'],
  },
  { id: 'one-to-one', modes: ['1-1'], label: 'One-to-one (1-1)' },
];

/** The subjects as the finder lists them (id and display name), in the catalogue's order. */
export interface CatalogueSubject {
  id: SubjectId;
  name: string;
  /** Its short name, as the course breadcrumb gives it ("FM Courses"): search finds the abbreviation. */
  breadcrumb: string;
  /** More words search finds it by: on an Arabic page its English name and short name ("FM"). */
  otherNames?: string[];
}
