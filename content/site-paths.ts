import { ACCESSIBILITY_PAGE } from './accessibility-page';
import { CATALOGUE_PATH } from './courses/catalogue-filters';
import { PAGES } from './pages';

// Path helpers and lists that browser code may import: nothing here reads the course records, so a
// page that links to a post or a general page does not ship the catalogue. content/paths.ts adds the
// course paths and the prerender list for build and server code.

export { CATALOGUE_PATH };

/** The twelve general paths of spec §2 (the blog posts' paths come from the database). */
export const GENERAL_PATHS: readonly string[] = Object.values(PAGES).map((page) => page.path);

/** Pages beyond the spec's route table: the course finder and the accessibility statement. */
export const EXTRA_PATHS: readonly string[] = [CATALOGUE_PATH, ACCESSIBILITY_PAGE.path];

/**
 * The pages built by Astro (app/pages/, ADR 0013, 0014) rather than React Router: the migration
 * moves the rest here page by page. React Router neither routes nor prerenders these, and its
 * client router must not be asked for them. The posts (/blogs/:id) are Astro's too.
 */
export const ASTRO_PATHS: readonly string[] = [
  PAGES.home.path,
  PAGES.about.path,
  PAGES.chairman.path,
  PAGES.accreditations.path,
  PAGES.story.path,
  PAGES.counselling.path,
  PAGES.awards.path,
  PAGES.infrastructure.path,
  PAGES.contacts.path,
  PAGES.register.path,
  ACCESSIBILITY_PAGE.path,
  PAGES.blogs.path,
  CATALOGUE_PATH,
];

/** A post's path. */
export const blogPath = (id: number) => `${PAGES.blogs.path}/${id}`;
