import type { Crumb } from '../../../content/pages';
import type { Course, subjectById } from '../../../content/courses';
import { breadcrumbList } from '../../lib/breadcrumb-json-ld';
import { organizationJsonLd } from '../../lib/organization';

const MODE_TO_SCHEMA: Record<string, string> = { Classroom: 'Onsite', '1-1': 'Onsite', Blended: 'Blended' };

/**
 * An ISO 8601 duration for one figure. ISO 8601 has no range of durations, and schema.org's courseWorkload is
 * text: a range is said in words rather than shortened to its lower end.
 */
export function courseWorkload({ hours, hoursUpTo }: Pick<Course, 'hours' | 'hoursUpTo'>): string | undefined {
  if (!hours) return undefined;
  return hoursUpTo ? `${hours} to ${hoursUpTo} hours` : `PT${hours}H`;
}

/** Course (with provider and instance) and BreadcrumbList structured data for one course page. */
export function courseJsonLd(course: Course, subject: ReturnType<typeof subjectById>, breadcrumb: Crumb[], publicUrl: string) {
  const url = `${publicUrl}/${course.slug}`;
  const modes = [...new Set(course.modes.map((m) => MODE_TO_SCHEMA[m] ?? 'Online'))];
  const workload = courseWorkload(course);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Course',
        '@id': `${url}#course`,
        name: course.title,
        description: course.summary,
        url,
        ...(course.abbreviation ? { courseCode: course.abbreviation } : {}),
        about: subject.name,
        provider: organizationJsonLd(publicUrl),
        hasCourseInstance: modes.map((mode) => ({
          '@type': 'CourseInstance',
          courseMode: mode,
          ...(workload ? { courseWorkload: workload } : {}),
        })),
        offers: { '@type': 'Offer', category: 'Paid', availability: 'https://schema.org/InStock' },
      },
      breadcrumbList(breadcrumb, url, publicUrl),
    ],
  };
}
