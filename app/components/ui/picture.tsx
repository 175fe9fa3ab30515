import { preload } from 'react-dom';
import { IMAGE_GROUPS, imageBase, type ImageGroup } from '../../../content/images';

interface PictureProps {
  group: ImageGroup;
  name: string;
  alt: string;
  /** The sizes attribute: how wide the image shows at each viewport. */
  sizes: string;
  /** Above the fold: load eagerly with high priority (the LCP image). */
  priority?: boolean;
  className?: string;
}

/** The srcset of a built image (`base`-`width`.`ext`) at the given widths. */
export const builtSrcSet = (base: string, widths: readonly number[], ext: string) => widths.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ');

/**
 * React does not preload an <img> inside <picture> (it cannot know which source wins): the page's
 * largest picture has its AVIF set preloaded from the head, ahead of the page's scripts, instead of
 * being found only when the parser reaches it. A browser without AVIF ignores a preload of that type.
 */
export function preloadLargestPicture(base: string, widths: readonly number[], sizes: string) {
  preload(`${base}.avif`, { as: 'image', type: 'image/avif', imageSrcSet: builtSrcSet(base, widths, 'avif'), imageSizes: sizes, fetchPriority: 'high' });
}

/**
 * The same preload as a head tag, for a page React does not render whole (an Astro page, where
 * react-dom's preload() has no head to write to): app/layouts/HeadTags.astro writes it.
 */
export function largestPicturePreloadTag(group: ImageGroup, name: string, sizes: string): Record<string, string> {
  const base = imageBase(group, name);
  return { tagName: 'link', rel: 'preload', as: 'image', type: 'image/avif', href: `${base}.avif`, imagesrcset: builtSrcSet(base, IMAGE_GROUPS[group].widths, 'avif'), imagesizes: sizes, fetchpriority: 'high' };
}

/** AVIF and WebP at the group's widths, with intrinsic width and height so nothing shifts. */
export function Picture({ group, name, alt, sizes, priority = false, className }: PictureProps) {
  const { width, height, widths } = IMAGE_GROUPS[group];
  const base = imageBase(group, name);
  const srcSet = (ext: string) => builtSrcSet(base, widths, ext);
  if (priority) preloadLargestPicture(base, widths, sizes);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={`${base}.webp`}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  );
}
