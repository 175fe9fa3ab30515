import { imageBase } from '../../shared/content/images';
import { site } from '../../shared/content/site';
import { heroSlidesAr } from '../../shared/content/home.ar';
import { inLanguage, OG_LOCALE, pathIn, type Lang } from '../../shared/lang';

/** A picture a shared link shows, and the words that stand for it where it cannot be seen. */
export interface ShareImage {
  /** Path on this site, or a full URL. */
  src: string;
  alt: string;
}

/**
 * Shared by pages without a picture of their own: the home page's first slide (1600 × 900, made by
 * build-images) and its label.
 */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  src: `${imageBase('slides', 'fm-diploma')}.webp`,
  alt: 'Facility manager reviewing a building plan with a maintenance team',
};

/** The shared picture with its words in `lang`. */
export const defaultShareImage = (lang: Lang): ShareImage =>
  inLanguage(lang, {
    en: DEFAULT_SHARE_IMAGE,
    ar: { ...DEFAULT_SHARE_IMAGE, alt: heroSlidesAr[0]!.imageLabel },
  });

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page in any language (its English one), e.g. /about. */
  path: string;
  /** The page's language: its canonical address is the page in that language. */
  lang: Lang;
  publicUrl: string;
  image: ShareImage;
  type?: 'website' | 'article';
}

/** The head tags every page carries: title, description, canonical, Open Graph and Twitter. */
export function pageMeta({
  title,
  description,
  path,
  lang,
  publicUrl,
  image,
  type = 'website',
}: PageMetaInput) {
  const fullTitle = path === '/' ? `${site.name} | ${title}` : `${title} | ${site.name}`;
  const here = pathIn(lang, path);
  const url = `${publicUrl}${here}`;
  const imageUrl = new URL(image.src, publicUrl + '/').href;
  // Open Graph and Twitter carry the same four texts; each site reads its own names.
  const shared = { title, description, image: imageUrl, 'image:alt': image.alt };
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: OG_LOCALE[lang] },
    { property: 'og:site_name', content: site.name },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...Object.entries(shared).flatMap(([key, content]) => [
      { property: `og:${key}`, content },
      { name: `twitter:${key}`, content },
    ]),
  ];
}
