import { ACCESSIBILITY_PAGE } from './content/accessibility-page';
import { CATALOGUE_PATH } from './content/courses/catalogue-filters';
import { PAGES } from './content/pages';
import { DEFAULT_LANG, pathWithoutLang, type Lang } from './lang';

// Path helpers and lists that browser code may import: nothing here reads the course records, so a
// page that links to a post or a general page does not ship the catalogue. shared/paths.ts adds the
// course paths and the prerender list for build and server code.

export { CATALOGUE_PATH };

/** The twelve general paths of the specification (the blog posts' paths come from the database). */
export const GENERAL_PATHS: readonly string[] = Object.values(PAGES).map((page) => page.path);

/** Pages beyond the spec's route table: the course finder and the accessibility statement. */
export const EXTRA_PATHS: readonly string[] = [CATALOGUE_PATH, ACCESSIBILITY_PAGE.path];

/** A post's path. */
export const blogPath = (id: number) => `${PAGES.blogs.path}/${id}`;

/**
 * Whether a page exists in every language. A post is written in one language and is read at that
 * language's address alone, so it has no twin to link to; every other page has (the blog's list
 * included: each language lists its own posts).
 */
export const inEveryLanguage = (path: string): boolean =>
  !/^\/blogs\/./.test(pathWithoutLang(path));

/** Whether the page at `path` exists in `lang`: every page in English, the translated ones in the rest. */
export const existsIn = (lang: Lang, path: string): boolean =>
  lang === DEFAULT_LANG || inEveryLanguage(path);
