import type { Route } from './+types/home';
import { EnquirySection } from '../components/forms/enquiry-section';
import { Counters } from '../components/home/counters';
import { CourseCarousel } from '../components/home/course-carousel';
import { FmPitch } from '../components/home/fm-pitch';
import { HeroSlider } from '../components/home/hero-slider';
import { LearningTracks } from '../components/home/learning-tracks';
import { RecentBlogs } from '../components/home/recent-blogs';
import { RecognitionCards } from '../components/home/recognition-cards';
import { SloganBanner } from '../components/home/slogan-banner';
import { SocialLinks } from '../components/home/social-links';
import { TestimonialCarousel } from '../components/home/testimonial-carousel';
import { ClientLogos } from '../components/pages/client-logos';
import { COURSES, coursePath } from '../../content/courses';
import { featuredCourseSlugs } from '../../content/home';
import { PAGES } from '../../content/pages';
import { metaFor } from '../lib/route-meta';
import type { PageHandle } from '../../contract/load-context';

const RECENT_BLOG_COUNT = 4;

/** The server keeps this page until a post changes (server/web/reads.ts). */
export const handle: PageHandle = { reads: ['blogs'] };

export async function loader({ context }: Route.LoaderArgs) {
  const featured = featuredCourseSlugs
    .map((slug) => COURSES.find((c) => c.slug === slug))
    .filter((c) => c !== undefined)
    .map((c) => ({ title: c.title, summary: c.summary, path: coursePath(c), categoryLabel: c.categoryLabel, subject: c.subject, duration: c.duration }));
  // The home page still sells the academy when the blog cannot be read.
  const recent = await context.services.blogs.listBlogs({ page: 1, limit: RECENT_BLOG_COUNT }).catch(() => ({ blogs: [] }));
  return { featured, blogs: recent.blogs };
}

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.home, matches);

/** The sections of spec §2's home page, in the spec's order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSlider />
      <RecognitionCards />
      <SloganBanner />
      <FmPitch />
      <CourseCarousel courses={loaderData.featured} />
      <ClientLogos heading="Trusted by the organisations our learners work for" />
      <TestimonialCarousel />
      <Counters />
      <LearningTracks />
      <RecentBlogs blogs={loaderData.blogs} />
      <SocialLinks />
      <EnquirySection />
    </>
  );
}
