import { centreById } from '../../../shared/content/centres';
import type { Crumb } from '../../../shared/content/pages';
import { site } from '../../../shared/content/site';
import { startDateTime, type Batch } from '../../../shared/batches';
import { daysBetween } from '../../../shared/zoned-time';
import type { Course, subjectById } from '../../../shared/content/courses';
import { breadcrumbList } from '../../lib/breadcrumb-json-ld';
import { organizationJsonLd } from '../../lib/organization';
import { pathIn, type Lang } from '../../../shared/lang';

const MODE_TO_SCHEMA: Record<string, string> = {
  Classroom: 'Onsite',
  '1-1': 'Onsite',
  Blended: 'Blended',
};
const schemaMode = (mode: string) => MODE_TO_SCHEMA[mode] ?? 'Online';

/**
 * One batch as a CourseInstance (Google's Course info): its dates, mode, where it is (a centre's
 * Place with its address, or the course page as a VirtualLocation) and its weekly pace.
 */
function batchInstance(batch: Batch, url: string, workload: string | undefined) {
  const centre = centreById(batch.centre);
  const weeks = Math.max(1, Math.ceil((daysBetween(batch.start_date, batch.end_date) + 1) / 7));
  return {
    '@type': 'CourseInstance',
    courseMode: schemaMode(batch.mode),
    startDate: startDateTime(batch),
    endDate: batch.end_date,
    inLanguage: batch.language,
    location: centre.address
      ? {
          '@type': 'Place',
          name: `${site.name}, ${centre.name}`,
          address: { '@type': 'PostalAddress', ...centre.address },
        }
      : { '@type': 'VirtualLocation', url },
    courseSchedule: {
      '@type': 'Schedule',
      description: batch.schedule,
      startDate: batch.start_date,
      endDate: batch.end_date,
      startTime: batch.start_time,
      scheduleTimezone: batch.time_zone,
      repeatFrequency: 'Weekly',
      repeatCount: weeks,
    },
    ...(workload ? { courseWorkload: workload } : {}),
  };
}

/**
 * An ISO 8601 duration for one figure. ISO 8601 has no range of durations, and schema.org's courseWorkload is
 * text: a range is said in words rather than shortened to its lower end.
 */
export function courseWorkload({
  hours,
  hoursUpTo,
}: Pick<Course, 'hours' | 'hoursUpTo'>): string | undefined {
  if (!hours) return undefined;
  return hoursUpTo ? `${hours} to ${hoursUpTo} hours` : `PT${hours}H`;
}

/**
 * Course and BreadcrumbList structured data for one course page: a CourseInstance per upcoming
 * batch, or, with none scheduled, one per mode the course is taught in.
 */
export function courseJsonLd(
  course: Course,
  subject: ReturnType<typeof subjectById>,
  breadcrumb: Crumb[],
  publicUrl: string,
  batches: Batch[] = [],
  lang: Lang = 'en',
) {
  const url = `${publicUrl}${pathIn(lang, `/${course.slug}`)}`;
  const modes = [...new Set(course.modes.map(schemaMode))];
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
        inLanguage: lang,
        ...(course.abbreviation ? { courseCode: course.abbreviation } : {}),
        about: subject.name,
        provider: organizationJsonLd(publicUrl, lang),
        hasCourseInstance:
          batches.length > 0
            ? batches.map((batch) => batchInstance(batch, url, workload))
            : modes.map((mode) => ({
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
