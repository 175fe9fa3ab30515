import { ACCESSIBILITY_PAGE } from './content/accessibility';
import { COURSES, coursePath } from './content/courses';
import { CATALOGUE_PATH } from './content/courses/catalogue-filters';
import { PAGES } from './content/pages';

/** The twelve general paths of spec §2 (the blog posts' paths come from the database). */
export const GENERAL_PATHS: readonly string[] = Object.values(PAGES).map((page) => page.path);

export const COURSE_PATHS: readonly string[] = COURSES.map(coursePath);

/** Pages beyond the spec's route table: the course finder and the accessibility statement. */
export const EXTRA_PATHS: readonly string[] = [CATALOGUE_PATH, ACCESSIBILITY_PAGE.path];

// Home and the blog list read the database, so they are rendered per request.
const RENDERED_PER_REQUEST = new Set<string>([PAGES.home.path, PAGES.blogs.path]);

/** Paths whose HTML is complete at build time: written out by the prerender step. */
export const PRERENDERED_PATHS: readonly string[] = [...GENERAL_PATHS.filter((path) => !RENDERED_PER_REQUEST.has(path)), ...EXTRA_PATHS, ...COURSE_PATHS];

export const blogPath = (id: number) => `/blogs/${id}`;
