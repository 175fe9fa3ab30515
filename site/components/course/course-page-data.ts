import type { CourseOption } from '../../../shared/lead-texts';
import type { Batch, ChosenBatch } from '../../../shared/batches';
import { batchSummaryIn } from '../../../shared/batch-summary';
import type { BatchReader } from '../../../shared/page-locals';
import {
  COURSES,
  courseBySlug,
  courseIn,
  coursePath,
  subjectById,
  subjectIn,
  type Course,
} from '../../../shared/content/courses';
import { coursePageIn } from '../../../shared/content/texts';
import { fill, pathIn, type Lang } from '../../../shared/lang';
import type { Subject } from '../../../shared/content/courses/subjects';
import { pageMeta } from '../../lib/meta';
import { largestPictureOf } from '../../islands/ui/picture';
import { COVER_SIZES } from './course-body';

// What a course page (site/pages/[course].astro) reads on the server, apart from how it is drawn: the
// record picked by the page's path, its subject's other courses, its upcoming batches and its head tags.

export interface CoursePage {
  course: Course;
  subject: Subject;
  related: { title: string; path: string }[];
  /** Upcoming, not cancelled, soonest first. */
  batches: Batch[];
  /** Its meta tags and the preload of its cover, the largest picture on a phone. */
  head: ReadonlyArray<Record<string, string | undefined>>;
  /** The enquiry form: the course chosen, and the batch "Enquire about this batch" opened the page for, if it is still offered. */
  enquiry: {
    defaultCourse: CourseOption;
    heading: string;
    batch?: ChosenBatch;
    coursePage: string;
  };
}

/**
 * The course page for a slug, or null for a slug no course has (the page answers with the not-found
 * page). `chosenBatch` is the page's ?batch= ("Enquire about this batch").
 */
export async function readCoursePage(
  lang: Lang,
  batches: Pick<BatchReader, 'upcomingBatches'>,
  slug: string,
  publicUrl: string,
  chosenBatch?: string | null,
): Promise<CoursePage | null> {
  const record = courseBySlug(slug);
  if (!record) return null;
  const course = courseIn(lang, record);
  const subject = subjectIn(lang, subjectById(course.subject));
  const words = coursePageIn(lang);
  const related = COURSES.filter((c) => c.subject === course.subject && c.slug !== course.slug).map(
    (c) => ({ title: courseIn(lang, c).title, path: pathIn(lang, coursePath(c)) }),
  );
  const shareImage = {
    src: `/images/courses/${course.subject}-cover.webp`,
    alt: fill(words.coverAlt, { subject: subject.name }),
  };
  const head = [
    ...pageMeta({
      title: course.title,
      description: course.summary,
      path: coursePath(course),
      lang,
      publicUrl,
      image: shareImage,
    }),
    { tagName: 'link', ...largestPictureOf('courses', `${course.subject}-cover`, COVER_SIZES) },
  ];
  const upcoming = await batches.upcomingBatches(course.slug);
  const chosen = upcoming.find((b) => String(b.id) === chosenBatch && b.status !== 'full');
  // In words here: the form (an island) then needs no calendar or centre code to show it.
  const batch = chosen && { id: chosen.id, words: batchSummaryIn(lang, chosen) };
  return {
    course,
    subject,
    related,
    batches: upcoming,
    head,
    enquiry: {
      defaultCourse: subject.enquiryOption,
      heading: fill(words.enquireAbout, { name: course.abbreviation ?? words.thisCourse }),
      batch,
      coursePage: course.slug,
    },
  };
}
