import { COURSES, coursePath } from './content/courses';
import { PAGES } from './content/pages';
import { CATALOGUE_PATH, EXTRA_PATHS, GENERAL_PATHS } from './site-paths';

// Build and server code only: the course paths come from the 48 records, which browser code should
// not import (shared/site-paths.ts has the helpers and lists it may use).

export { CATALOGUE_PATH, EXTRA_PATHS, GENERAL_PATHS, blogPath } from './site-paths';

export const COURSE_PATHS: readonly string[] = COURSES.map(coursePath);

// Home, the blog list and the course finder read the database, so they are rendered per request (and
// kept); so are the course pages, which show their upcoming batches, and the contacts, registration
// and company enquiry pages, which answer their forms' posts made without scripts (the registration
// page shows the batch it was opened for, too).
const RENDERED_PER_REQUEST = new Set<string>([
  PAGES.home.path,
  PAGES.blogs.path,
  CATALOGUE_PATH,
  PAGES.contacts.path,
  PAGES.register.path,
  PAGES.company.path,
]);

/** Paths whose HTML is complete at build time: written out by the prerender step. */
export const PRERENDERED_PATHS: readonly string[] = [...GENERAL_PATHS, ...EXTRA_PATHS].filter(
  (path) => !RENDERED_PER_REQUEST.has(path),
);
