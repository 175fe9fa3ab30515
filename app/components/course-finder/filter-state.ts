import { DURATION_BANDS, MODE_FILTERS, type CatalogueEntry, type CatalogueSubject, type DurationBandId } from '../../../content/courses/catalogue-filters';
import type { SubjectId } from '../../../content/courses/types';

/** What the visitor asked for. Lives in the URL (?q=&subject=&duration=&mode=) so a view can be shared. */
export interface FinderFilters {
  q: string;
  subject?: SubjectId;
  duration?: DurationBandId;
  /** A MODE_FILTERS id. */
  mode?: string;
}

export type FilterKey = keyof FinderFilters;

export const NO_FILTERS: FinderFilters = { q: '' };

/** Reads filters from a query string, ignoring values the finder does not know (a stale or edited link). */
export function parseFilters(params: URLSearchParams, subjects: readonly CatalogueSubject[]): FinderFilters {
  const subject = subjects.find((s) => s.id === params.get('subject'))?.id;
  const duration = DURATION_BANDS.find((b) => b.id === params.get('duration'))?.id;
  const mode = MODE_FILTERS.find((m) => m.id === params.get('mode'))?.id;
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    ...(subject ? { subject } : {}),
    ...(duration ? { duration } : {}),
    ...(mode ? { mode } : {}),
  };
}

/** The query string for a set of filters: empty values are left out, so no filter means a clean /courses. */
export function filtersToParams(filters: FinderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.subject) params.set('subject', filters.subject);
  if (filters.duration) params.set('duration', filters.duration);
  if (filters.mode) params.set('mode', filters.mode);
  return params;
}

export const hasFilters = (filters: FinderFilters) => filtersToParams(filters).size > 0;

// Lower case, accents and punctuation dropped, so "lean-six sigma" finds "Lean Six Sigma".
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();

/** The words search looks through: title, abbreviation, subject and keywords. */
export function searchText(course: CatalogueEntry, subjects: readonly CatalogueSubject[]): string {
  const subject = subjects.find((s) => s.id === course.subject)?.name ?? '';
  return ` ${fold([course.title, course.abbreviation ?? '', subject, ...course.keywords].join(' '))} `;
}

/** Courses matching every filter; each search word must appear (as a word start) somewhere in the course's words. */
export function applyFilters(courses: readonly CatalogueEntry[], subjects: readonly CatalogueSubject[], filters: FinderFilters): CatalogueEntry[] {
  const words = fold(filters.q).split(' ').filter(Boolean);
  const mode = MODE_FILTERS.find((m) => m.id === filters.mode)?.mode;
  return courses.filter((course) => {
    if (filters.subject && course.subject !== filters.subject) return false;
    if (filters.duration && course.durationBand !== filters.duration) return false;
    if (mode && !course.modes.includes(mode)) return false;
    if (words.length === 0) return true;
    const text = searchText(course, subjects);
    return words.every((word) => text.includes(` ${word}`));
  });
}

/** Matching courses under their subject, subjects in catalogue order, empty subjects left out. */
export function groupBySubject(courses: readonly CatalogueEntry[], subjects: readonly CatalogueSubject[]) {
  return subjects.map((subject) => ({ subject, courses: courses.filter((c) => c.subject === subject.id) })).filter((group) => group.courses.length > 0);
}
