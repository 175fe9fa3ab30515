import { PAGES } from '../../content/pages';

/**
 * A post's path. The same as blogPath in app/paths.ts, kept here because importing app/paths in
 * browser code pulls the whole course catalogue (about 60 KB of gzipped JavaScript) into the
 * blog pages: its top-level COURSE_PATHS cannot be tree-shaken.
 */
export const blogPath = (id: number) => `${PAGES.blogs.path}/${id}`;
