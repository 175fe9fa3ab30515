import type { BlogSummary } from '../../../schemas/blogs';
import type { Batch } from '../../../shared/batches';
import type { BatchReader, BlogReader } from '../../../shared/page-locals';
import { formatDate } from '../../../shared/zoned-time';
import { COURSES, courseIn, coursePath } from '../../../shared/content/courses';
import { centreNameIn, coursePageIn } from '../../../shared/content/texts';
import { INTL_LOCALE, pathIn, type Lang } from '../../../shared/lang';
import { featuredCourseSlugs } from '../../../shared/content/home';
import type { FeaturedCourse } from '../../islands/home/course-carousel';

// What the home page (site/pages/index.astro) reads on the server, apart from how it is drawn.

export const RECENT_BLOG_COUNT = 4;
/** How many batches the "Starting soon" strip shows. */
export const STARTING_SOON_COUNT = 4;

/** The three featured courses of the specification, in shared/content/home's order. */
export function featuredCourses(lang: Lang): FeaturedCourse[] {
  return featuredCourseSlugs
    .map((slug) => COURSES.find((c) => c.slug === slug))
    .filter((c) => c !== undefined)
    .map((record) => courseIn(lang, record))
    .map((c) => ({
      title: c.title,
      summary: c.summary,
      path: pathIn(lang, coursePath(c)),
      categoryLabel: coursePageIn(lang).categories[c.categoryLabel],
      subject: c.subject,
      duration: c.duration,
    }));
}

/** The most recent posts in `lang`; none when the blog cannot be read (the home page still sells the academy). */
export function readRecentBlogs(blogs: BlogReader, lang: Lang): Promise<BlogSummary[]> {
  return blogs.listBlogs({ page: 1, limit: RECENT_BLOG_COUNT, lang }).then(
    (page) => page.blogs,
    () => [],
  );
}

/** One line of the strip: a batch with its course's title and page, as a visitor reads it. */
export interface SoonBatch {
  id: number;
  courseTitle: string;
  coursePath: string;
  dates: string;
  centre: string;
  /** The batch's mode in the page's language. */
  mode: string;
  full: boolean;
}

/**
 * The next few batches of any course, soonest first; none when they cannot be read (the strip is
 * then hidden, like when nothing is scheduled). A batch of a course the site no longer lists is left out.
 */
export async function readStartingSoon(
  lang: Lang,
  batches: Pick<BatchReader, 'upcomingBatches'>,
): Promise<SoonBatch[]> {
  const upcoming = await batches.upcomingBatches().catch(() => [] as Batch[]);
  return upcoming
    .flatMap((batch) => {
      const record = COURSES.find((c) => c.slug === batch.course);
      if (!record) return [];
      const course = courseIn(lang, record);
      const locale = INTL_LOCALE[lang];
      return [
        {
          id: batch.id,
          courseTitle: course.title,
          coursePath: pathIn(lang, coursePath(course)),
          dates: `${formatDate(batch.start_date, false, locale)} – ${formatDate(batch.end_date, false, locale)}`,
          centre: centreNameIn(lang, batch.centre),
          mode: coursePageIn(lang).modes[batch.mode],
          full: batch.status === 'full',
        },
      ];
    })
    .slice(0, STARTING_SOON_COUNT);
}
