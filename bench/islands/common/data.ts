import fs from 'node:fs';
import type { BlogSummary } from '../../../contract/blogs';
import { COURSES, courseBySlug, courseNavigation, coursePath, subjectById } from '../../../content/courses';
import { featuredCourseSlugs } from '../../../content/home';
import { PAGES } from '../../../content/pages';
import { site } from '../../../content/site';

// What the product's loaders give the three pages (app/routes/home.tsx, course.tsx, contacts.tsx),
// read the same way, so every candidate renders the same content. The recent posts are the product's
// own, fetched from it by bench/islands.ts before the candidates are built (ISLANDS_BLOGS).

export const PAGE_PATHS = { home: '/', course: '/diploma-mastery-fm', contacts: '/contacts' } as const;
export const PUBLIC_URL = process.env.ISLANDS_PUBLIC_URL ?? '';

export const nav = courseNavigation();

export function recentBlogs(): BlogSummary[] {
  const file = process.env.ISLANDS_BLOGS;
  return file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BlogSummary[]) : [];
}

export const featured = featuredCourseSlugs
  .map((slug) => COURSES.find((c) => c.slug === slug))
  .filter((c) => c !== undefined)
  .map((c) => ({ title: c.title, summary: c.summary, path: coursePath(c), categoryLabel: c.categoryLabel, subject: c.subject, duration: c.duration }));

export function coursePage(path: string) {
  const course = courseBySlug(path)!;
  const related = COURSES.filter((c) => c.subject === course.subject && c.slug !== course.slug).map((c) => ({ title: c.title, path: coursePath(c) }));
  return { course, subject: subjectById(course.subject), related, publicUrl: PUBLIC_URL };
}

export const titles = {
  home: `${site.name}: ${site.tagline}`,
  course: courseBySlug(PAGE_PATHS.course)!.title,
  contacts: PAGES.contacts.title,
};

export const contactsCrumbs = PAGES.contacts.breadcrumb;
