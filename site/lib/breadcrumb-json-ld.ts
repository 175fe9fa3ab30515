import type { Crumb } from '../../shared/content/pages';

/**
 * The BreadcrumbList node of a page, from the same crumbs its hero shows. Google wants a URL on
 * every crumb but the last; a crumb the hero shows without a link (a section name such as About,
 * or the page itself) points at this page.
 */
export function breadcrumbList(crumbs: readonly Crumb[], pageUrl: string, publicUrl: string) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: crumb.href && i < crumbs.length - 1 ? `${publicUrl}${crumb.href}` : pageUrl,
    })),
  };
}

/** A page's breadcrumb as a JSON-LD document of its own (general pages; courses and posts put it in their graph). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], pageUrl: string, publicUrl: string) {
  return { '@context': 'https://schema.org', ...breadcrumbList(crumbs, pageUrl, publicUrl) };
}
