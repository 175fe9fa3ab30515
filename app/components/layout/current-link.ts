// The header's main links mark the current page (NavLink on the server). In the kept server markup
// they are plain anchors, so the mark moves with client-side navigation here, with the same classes.

export const CURRENT_LINK_CLASS = 'text-accent-600';
export const OTHER_LINK_CLASS = 'text-brand-900';

/** NavLink's rule: the page itself, or (unless `end`) a page below it; letter case ignored. */
export function isCurrentPath(linkPath: string, pathname: string, end: boolean): boolean {
  const link = linkPath.toLowerCase();
  const here = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return here === link || (!end && link !== '/' && here.startsWith(`${link}/`));
}

/** Links carrying data-nav-link ("end" for an exact match) get the current page's class and aria-current. */
export function markCurrentLinks(root: ParentNode, pathname: string) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-nav-link]')) {
    const current = isCurrentPath(link.getAttribute('href') ?? '', pathname, link.dataset.navLink === 'end');
    link.classList.toggle(CURRENT_LINK_CLASS, current);
    link.classList.toggle(OTHER_LINK_CLASS, !current);
    if (current) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}
