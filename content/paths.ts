import { COURSES, coursePath } from './courses';
import { PAGES } from './pages';
import { EXTRA_PATHS, GENERAL_PATHS } from './site-paths';

// Build and server code only: the course paths come from the 48 records, which browser code should
// not import (content/site-paths.ts has the helpers and lists it may use).

export { ASTRO_PATHS, EXTRA_PATHS, GENERAL_PATHS, blogPath } from './site-paths';

export const COURSE_PATHS: readonly string[] = COURSES.map(coursePath);

// Home and the blog list read the database, so they are rendered per request (and kept); so are the
// course pages, which show their upcoming batches.
const RENDERED_PER_REQUEST = new Set<string>([PAGES.home.path, PAGES.blogs.path]);

/** Paths whose HTML is complete at build time: written out by the prerender step. */
export const PRERENDERED_PATHS: readonly string[] = [...GENERAL_PATHS.filter((path) => !RENDERED_PER_REQUEST.has(path)), ...EXTRA_PATHS];
