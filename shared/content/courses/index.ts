import { artificialIntelligenceCourses } from './artificial-intelligence';
import { businessManagementCourses } from './business-management';
import { facilitiesManagementCourses } from './facilities-management';
import { financeCourses } from './finance';
import { humanResourcesCourses } from './human-resources';
import { languageCourses } from './language';
import { logisticsSupplyChainCourses } from './logistics-supply-chain';
import { procurementCourses } from './procurement';
import { projectManagementCourses } from './project-management';
import { qualityCourses } from './quality';
import { softSkillsCourses } from './soft-skills';
import { SUBJECTS, subjectById, type Subject } from './subjects';
import { SUBJECT_TEXTS_AR } from './subjects.ar';
import { COURSE_TEXTS_AR } from './texts.ar';
import type { Course } from './types';
import { inLanguage, pathIn, type Lang } from '../../lang';

export type { Course, CourseList, SubjectId, CategoryLabel, StudyMode } from './types';
export { SUBJECTS, subjectById };

/** Every course, in the spec's route-table order. */
export const COURSES: readonly Course[] = [
  ...facilitiesManagementCourses,
  ...artificialIntelligenceCourses,
  ...humanResourcesCourses,
  ...financeCourses,
  ...procurementCourses,
  ...projectManagementCourses,
  ...logisticsSupplyChainCourses,
  ...businessManagementCourses,
  ...qualityCourses,
  ...softSkillsCourses,
  ...languageCourses,
];

const bySlug = new Map(COURSES.map((course) => [course.slug, course]));

export function courseBySlug(slug: string): Course | undefined {
  return bySlug.get(slug.replace(/^\/+|\/+$/g, ''));
}

export function coursePath(course: Pick<Course, 'slug'>): string {
  return `/${course.slug}`;
}

/** A course in `lang`: its words in that language, its facts the record's own. */
export function courseIn(lang: Lang, course: Course): Course {
  const ar = COURSE_TEXTS_AR[course.slug];
  return inLanguage(lang, { en: course, ar: ar ? { ...course, ...ar } : course });
}

/** A subject in `lang`: its name and breadcrumb in that language. */
export function subjectIn(lang: Lang, subject: Subject): Subject {
  return inLanguage(lang, { en: subject, ar: { ...subject, ...SUBJECT_TEXTS_AR[subject.id] } });
}

/** Subject groups with their course links in `lang`: the header menu's data. */
export function courseNavigation(lang: Lang) {
  return SUBJECTS.map((subject) => ({
    id: subject.id,
    name: subjectIn(lang, subject).name,
    courses: COURSES.filter((c) => c.subject === subject.id).map((c) => ({
      title: courseIn(lang, c).title,
      path: pathIn(lang, coursePath(c)),
    })),
  }));
}
export type CourseNavigation = ReturnType<typeof courseNavigation>;
