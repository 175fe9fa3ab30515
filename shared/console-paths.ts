import type { StaffRole } from '../schemas/admin';

// The staff console's pages: one shell the server answers for every path under /admin, and the
// console's client router inside it draws the page. Both read this table: the router for its routes,
// the server for the status it answers with (404 for a path no page has, 403 for a page the role may
// not open). Not part of the public site: no site chrome, no vitals.

export const CONSOLE_ROOT = '/admin';

/** Each page's path (React Router's pattern) and the least role that may open it. */
export const CONSOLE_PAGES = [
  { path: '/admin', role: 'staff' },
  { path: '/admin/leads', role: 'staff' },
  { path: '/admin/leads/:form/:id', role: 'staff' },
  { path: '/admin/audit', role: 'admin' },
  { path: '/admin/blogs', role: 'staff' },
  { path: '/admin/blogs/new', role: 'staff' },
  { path: '/admin/blogs/:id', role: 'staff' },
  { path: '/admin/accreditations', role: 'staff' },
  { path: '/admin/batches', role: 'staff' },
  { path: '/admin/accounts', role: 'admin' },
  { path: '/admin/assignment', role: 'admin' },
] as const satisfies readonly { path: string; role: StaffRole }[];
export type ConsolePath = (typeof CONSOLE_PAGES)[number]['path'];

/** A path (a query may follow) of the console's. */
export const isConsolePath = (path: string) => /^\/admin(?:[/?#]|$)/.test(path);

const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`);

/**
 * The console's page at this pathname, or undefined where it has none. Nothing here runs when the
 * module loads, so a public page that imports isConsolePath ships no table.
 */
export const consolePage = (pathname: string) =>
  CONSOLE_PAGES.find((page) => patternOf(page.path).test(pathname));
