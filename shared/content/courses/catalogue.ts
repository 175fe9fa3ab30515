// The course finder's data, read by its page on the server (never bundled for the browser).
import type { Batch } from '../../batches';
import { INTL_LOCALE, inLanguage, pathIn, type Lang } from '../../lang';
import { formatMonth } from '../../zoned-time';
import { COURSE_PAGE } from '../course-page';
import { COURSE_PAGE_AR } from '../course-page.ar';
import type { PageInfo } from '../pages';
import {
  CATALOGUE_PATH,
  type CatalogueEntry,
  type CatalogueSubject,
  type CourseStart,
  type DurationBandId,
  type StartMonth,
} from './catalogue-filters';
import { COURSES, courseIn, coursePath, subjectIn } from './index';
import { SUBJECTS } from './subjects';
import type { Course } from './types';

export const CATALOGUE_PAGE: PageInfo = {
  path: CATALOGUE_PATH,
  title: 'Find Your Course',
  description: `Search and filter all ${COURSES.length} courses: facilities management diplomas, AI, HR, finance, procurement, PMP, supply chain, Lean Six Sigma, soft skills, languages and exam preparation.`,
  breadcrumb: [{ label: 'Home', href: '/' }, { label: 'Courses' }],
};

/** Where a course sits by length: guided hours when the spec gives them, calendar length for diplomas. */
export function durationBand(course: Pick<Course, 'hours' | 'duration'>): DurationBandId {
  if (/\b(?:weeks?|months?)\b/.test(course.duration)) return 'long';
  if (course.hours === undefined) return 'flexible';
  if (course.hours <= 25) return 'short';
  return course.hours <= 60 ? 'medium' : 'long';
}

const startOf = (batch: Batch): CourseStart => ({
  date: batch.start_date,
  centre: batch.centre,
  mode: batch.mode,
  full: batch.status === 'full',
});

function entry(lang: Lang, course: Course, upcoming: readonly Batch[]): CatalogueEntry {
  const words = courseIn(lang, course);
  const categories = inLanguage(lang, { en: COURSE_PAGE, ar: COURSE_PAGE_AR }).categories;
  return {
    title: words.title,
    ...(course.abbreviation ? { abbreviation: course.abbreviation } : {}),
    path: pathIn(lang, coursePath(course)),
    subject: course.subject,
    categoryLabel: categories[course.categoryLabel],
    summary: words.summary,
    // A visitor on the Arabic page may still type the English name ("Six Sigma") or keyword.
    keywords: inLanguage(lang, {
      en: course.keywords,
      ar: [...words.keywords, course.title, ...course.keywords],
    }),
    duration: inLanguage(lang, {
      en: course.duration.startsWith('Flexible')
        ? 'Flexible: paced to you after a free consultation'
        : course.duration,
      ar: words.duration,
    }),
    durationBand: durationBand(course),
    modes: course.modes,
    starts: upcoming.filter((batch) => batch.course === course.slug).map(startOf),
  };
}

/**
 * Every course as the finder needs it (a slim projection: no descriptions or headed lists) in `lang`,
 * with its starts from `upcoming`: the batches a visitor is offered (BatchReader.upcomingBatches, the
 * course pages' own list: not cancelled, not started, soonest first). `months` are the months they
 * start in, named in the language's locale.
 */
export function catalogue(
  upcoming: readonly Batch[] = [],
  lang: Lang = 'en',
): {
  courses: CatalogueEntry[];
  subjects: CatalogueSubject[];
  months: StartMonth[];
} {
  const courses = COURSES.map((course) => entry(lang, course, upcoming));
  // From the courses' starts, not the batches: a batch of a course the site no longer lists has no card.
  const months = [
    ...new Set(courses.flatMap((course) => course.starts.map((start) => start.date.slice(0, 7)))),
  ].sort();
  return {
    courses,
    subjects: SUBJECTS.map((subject) => {
      const { name, breadcrumb } = subjectIn(lang, subject);
      const english = [subject.name, subject.breadcrumb];
      return {
        id: subject.id,
        name,
        breadcrumb,
        ...(name === subject.name ? {} : { otherNames: english }),
      };
    }),
    months: months.map((id) => ({ id, label: formatMonth(id, INTL_LOCALE[lang]) })),
  };
}
