// The course finder's data, read by its loader at build time (never bundled for the browser).
import { CATALOGUE_PATH, type CatalogueEntry, type CatalogueSubject, type DurationBandId } from './catalogue-filters';
import { COURSES, coursePath } from './index';
import { SUBJECTS } from './subjects';
import type { Course } from './types';

export const CATALOGUE_PAGE = {
  path: CATALOGUE_PATH,
  title: 'Find Your Course',
  description: `Search and filter all ${COURSES.length} courses: facilities management diplomas, AI, HR, finance, procurement, PMP, supply chain, Lean Six Sigma, soft skills, languages and exam preparation.`,
};

/** Where a course sits by length: guided hours when the spec gives them, calendar length for diplomas. */
export function durationBand(course: Pick<Course, 'hours' | 'duration'>): DurationBandId {
  if (/\b(?:weeks?|months?)\b/.test(course.duration)) return 'long';
  if (course.hours === undefined) return 'flexible';
  if (course.hours <= 25) return 'short';
  return course.hours <= 60 ? 'medium' : 'long';
}

function entry(course: Course): CatalogueEntry {
  return {
    title: course.title,
    ...(course.abbreviation ? { abbreviation: course.abbreviation } : {}),
    path: coursePath(course),
    subject: course.subject,
    categoryLabel: course.categoryLabel,
    summary: course.summary,
    keywords: course.keywords,
    duration: course.duration.startsWith('Flexible') ? 'Flexible: paced to you after a free consultation' : course.duration,
    durationBand: durationBand(course),
    modes: course.modes,
  };
}

export function catalogue(): { courses: CatalogueEntry[]; subjects: CatalogueSubject[] } {
  return {
    courses: COURSES.map(entry),
    subjects: SUBJECTS.map(({ id, name }) => ({ id, name })),
  };
}
