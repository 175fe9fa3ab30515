import { CENTRES, type CentreId } from '../../../shared/content/centres';
import {
  DURATION_BANDS,
  MODE_FILTERS,
  type CatalogueEntry,
  type CatalogueSubject,
  type CourseStart,
  type DurationBandId,
  type ModeFilterId,
  type StartMonth,
} from '../../../shared/content/courses/catalogue-filters';
import type { SubjectId } from '../../../shared/content/courses/types';
import { LATIN_NAMES_IN_ARABIC } from '../../../shared/content/finder.ar';
import { cutText } from '../../../shared/well-formed';

/** What the visitor asked for. Lives in the URL (?q=&subject=&duration=&mode=&centre=&month=) so a view can be shared. */
export interface FinderFilters {
  q: string;
  subject?: SubjectId;
  duration?: DurationBandId;
  mode?: ModeFilterId;
  /** Courses with an upcoming batch at this centre. */
  centre?: CentreId;
  /** Courses with an upcoming batch starting this month (YYYY-MM, one of the finder's months). */
  month?: string;
}

export type FilterKey = keyof FinderFilters;
/** The filters the address keeps: the course finder page declares it reads these query parameters. */
export const FILTER_KEYS = ['q', 'subject', 'duration', 'mode', 'centre', 'month'] as const;

export const NO_FILTERS: FinderFilters = { q: '' };

/** Reads filters from a query string, ignoring values the finder does not know (a stale or edited link, a month with no batch now). */
export function parseFilters(
  params: URLSearchParams,
  subjects: readonly CatalogueSubject[],
  months: readonly StartMonth[],
): FinderFilters {
  const subject = subjects.find((s) => s.id === params.get('subject'))?.id;
  const duration = DURATION_BANDS.find((b) => b.id === params.get('duration'))?.id;
  const asked = params.get('mode');
  const mode = MODE_FILTERS.find((m) => m.id === asked || m.formerIds?.includes(asked ?? ''))?.id;
  const centre = CENTRES.find((c) => c.id === params.get('centre'))?.id;
  const month = months.find((m) => m.id === params.get('month'))?.id;
  return {
    q: cutText(params.get('q') ?? '', 100),
    ...(subject ? { subject } : {}),
    ...(duration ? { duration } : {}),
    ...(mode ? { mode } : {}),
    ...(centre ? { centre } : {}),
    ...(month ? { month } : {}),
  };
}

/** The query string for a set of filters: empty values are left out, so no filter means a clean /courses. */
export function filtersToParams(filters: FinderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value && (key !== 'q' || value.trim())) params.set(key, value);
  }
  return params;
}

// Lower case, accents and punctuation dropped, so "lean-six sigma" finds "Lean Six Sigma". Arabic is
// folded the way people type it: short vowels and the elongation stroke dropped, the forms of alef,
// alef maqsura and ta marbuta as their plain letters, so "اداره" finds "إدارة".
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+]+/gu, ' ')
    .trim();

// The Latin names typed in Arabic letters, folded as a search is, longest first so "ستة سيجما" is
// read whole before "سيجما" alone.
const LATIN_NAMES = LATIN_NAMES_IN_ARABIC.map(
  ([arabic, latin]) => [fold(arabic), latin] as const,
).sort(([a], [b]) => b.length - a.length);
/** A folded search with each Latin name typed in Arabic letters read as that name. */
const inLatinNames = (folded: string) =>
  LATIN_NAMES.reduce(
    (text, [arabic, latin]) => text.replace(new RegExp(`(?<=^| )${arabic}(?= |$)`, 'gu'), latin),
    folded,
  );

// Arabic joins "the" (ال) and "and", "with", "for" (و، ب، ل) to the word: "المرافق", "والمالية". Search
// finds a word at its start or after one of these, so "مرافق" finds "إدارة المرافق" and "المالية" finds "والمالية".
const ARABIC_PREFIX = /^(?:و?(?:ال|بال|كال|فال|لل))(?=\p{L}{2})/u;
const bareWord = (word: string) => word.replace(ARABIC_PREFIX, '');

/** The words search looks through: title, abbreviation, subject (its names and short name) and keywords. */
export function searchText(course: CatalogueEntry, subjects: readonly CatalogueSubject[]): string {
  const subject = subjects.find((s) => s.id === course.subject);
  const words = [
    course.title,
    course.abbreviation ?? '',
    subject?.name ?? '',
    subject?.breadcrumb ?? '',
    ...(subject?.otherNames ?? []),
    ...course.keywords,
  ];
  const folded = fold(words.join(' ')).split(' ');
  // Each Arabic word also without its article, so a search word is found with or without one.
  const bare = folded.map(bareWord).filter((word, i) => word !== folded[i]);
  return ` ${[...folded, ...bare].join(' ')} `;
}

/**
 * The course's next start as the card shows it: its soonest upcoming batch at the chosen centre in
 * the chosen month (either or both may be unset), full or not; none when it has no such batch.
 */
export function nextStart(
  course: Pick<CatalogueEntry, 'starts'>,
  filters: Pick<FinderFilters, 'centre' | 'month'>,
): CourseStart | undefined {
  return course.starts.find(
    (start) =>
      (!filters.centre || start.centre === filters.centre) &&
      (!filters.month || start.date.startsWith(`${filters.month}-`)),
  );
}

/**
 * Courses matching every filter; each search word must appear (as a word start) somewhere in the
 * course's words, and with a centre or month chosen the course must have a batch there then.
 */
export function applyFilters(
  courses: readonly CatalogueEntry[],
  subjects: readonly CatalogueSubject[],
  filters: FinderFilters,
): CatalogueEntry[] {
  const words = inLatinNames(fold(filters.q)).split(' ').filter(Boolean).map(bareWord);
  const modes = MODE_FILTERS.find((m) => m.id === filters.mode)?.modes;
  return courses.filter((course) => {
    if (filters.subject && course.subject !== filters.subject) return false;
    if (filters.duration && course.durationBand !== filters.duration) return false;
    if (modes && !modes.some((mode) => course.modes.includes(mode))) return false;
    if ((filters.centre || filters.month) && !nextStart(course, filters)) return false;
    if (words.length === 0) return true;
    const text = searchText(course, subjects);
    return words.every((word) => text.includes(` ${word}`));
  });
}

/** Matching courses under their subject, subjects in catalogue order, empty subjects left out. */
export function groupBySubject(
  courses: readonly CatalogueEntry[],
  subjects: readonly CatalogueSubject[],
) {
  return subjects
    .map((subject) => ({ subject, courses: courses.filter((c) => c.subject === subject.id) }))
    .filter((group) => group.courses.length > 0);
}
