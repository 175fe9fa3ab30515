import { VITALS_ROUTE_PATTERN } from '../../../shared/vitals';
import { isConsolePath } from '../../../shared/console-paths';

/** The route a page's vitals are filed under: its path, or one pattern for every post; null for the console (and paths no page has). */
export function vitalsRoute(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isConsolePath(path)) return null;
  if (/^\/blogs\/[^/]+$/.test(path)) return '/blogs/:id';
  const route = path.toLowerCase();
  return VITALS_ROUTE_PATTERN.test(route) ? route : null;
}
