// The header's main links mark the current page, by NavLink's rule, as the server draws them.

/** NavLink's rule: the page itself, or (unless `end`) a page below it; letter case ignored. */
export function isCurrentPath(linkPath: string, pathname: string, end: boolean): boolean {
  const link = linkPath.toLowerCase();
  const here = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return here === link || (!end && link !== '/' && here.startsWith(`${link}/`));
}
