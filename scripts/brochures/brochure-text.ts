// What the brochure says, derived from the course record and the site identity: the same facts and
// lists, in the same order, as the course page.

import type { Course, CourseList } from '../../shared/content/courses/types';
import type { Site } from '../../shared/content/site';

/** The page's "Course at a glance" facts, in the page's order, only those the course has. */
export function brochureFacts(course: Course): [string, string][] {
  const facts: [string, string | undefined][] = [
    ['Duration', course.duration],
    ['Schedule', course.schedule],
    ['Modules', course.moduleCount ? `${course.moduleCount} modules` : undefined],
    [
      'Learning levels',
      course.learningLevels?.length ? course.learningLevels.join(', ') : undefined,
    ],
    ['Study modes', course.modes.length ? course.modes.join(', ') : undefined],
    ['Eligibility', course.eligibility],
    ['Exam format', course.examFormat],
    ['Certificates', course.certificates.length ? course.certificates.join('\n') : undefined],
    ['Accreditation', course.accreditation],
    ['Career roles', course.careerRoles.length ? course.careerRoles.join(', ') : undefined],
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]?.trim()));
}

/** The page's headed lists, in the page's order, skipping empty ones. */
export function brochureLists(course: Course): CourseList[] {
  return [
    course.outcomes,
    course.careerBenefits,
    course.audience,
    course.content,
    ...(course.extras ?? []),
  ].filter((list) => list.items.length > 0);
}

export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function contactIntro(site: Site): string {
  const centres = site.centres.length ? `Classes run in ${joinWithAnd(site.centres)}. ` : '';
  return `${centres}Call, email or visit one of our offices to discuss batches, study modes and enrolment.`;
}
