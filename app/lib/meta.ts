import { site } from '../content/site';

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page, e.g. /about. */
  path: string;
  publicUrl: string;
  image?: string;
  type?: 'website' | 'article';
}

/** The head tags every page carries: title, description, canonical, Open Graph and Twitter. */
export function pageMeta({ title, description, path, publicUrl, image, type = 'website' }: PageMetaInput) {
  const fullTitle = path === '/' ? `${site.name} | ${title}` : `${title} | ${site.name}`;
  const url = `${publicUrl}${path === '/' ? '/' : path}`;
  const imageUrl = image ? new URL(image, publicUrl + '/').href : undefined;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(imageUrl ? [{ property: 'og:image', content: imageUrl }] : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(imageUrl ? [{ name: 'twitter:image', content: imageUrl }] : []),
  ];
}
