import { CourseBody } from '../../../app/components/course/course-body';
import { RecentBlogs } from '../../../app/components/home/recent-blogs';
import { RecognitionCards } from '../../../app/components/home/recognition-cards';
import { PageHero } from '../../../app/components/layout/page-hero';
import { SiteFooter } from '../../../app/components/layout/site-footer';
import { routed } from './routed';

// The never-hydrated parts of the product that draw a <Link>, each with a router of its own
// (routed.tsx). The hydrated ones are a module each (header.tsx, floating.tsx,
// featured-courses.tsx), so an island's chunk carries only its own code.

function FooterElement() {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <SiteFooter />
    </footer>
  );
}

export const Footer = routed(FooterElement);
export const Blogs = routed(RecentBlogs);
export const Recognition = routed(RecognitionCards);
export const Hero = routed(PageHero);
export const Course = routed(CourseBody);
