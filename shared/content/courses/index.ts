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
import { SUBJECTS, subjectById } from './subjects';
import type { Course } from './types';

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

/** Subject groups with their course links: the header menu's data. */
export function courseNavigation() {
  return SUBJECTS.map((subject) => ({
    id: subject.id,
    name: subject.name,
    courses: COURSES.filter((c) => c.subject === subject.id).map((c) => ({
      title: c.title,
      path: coursePath(c),
    })),
  }));
}
export type CourseNavigation = ReturnType<typeof courseNavigation>;
