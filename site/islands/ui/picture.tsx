import { IMAGE_GROUPS, imageBase, type ImageGroup } from '../../../shared/content/images';

interface PictureProps {
  group: ImageGroup;
  name: string;
  alt: string;
  /** The sizes attribute: how wide the image shows at each viewport. */
  sizes: string;
  /** Above the fold: load eagerly with high priority (the LCP image; its page preloads it from the head, largestPictureOf). */
  priority?: boolean;
  className?: string;
}

/** The srcset of a built image (`base`-`width`.`ext`) at the given widths. */
export const builtSrcSet = (base: string, widths: readonly number[], ext: string) =>
  widths.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ');

/**
 * The preload of a page's largest picture, as attributes of a <link> in its head:
 * `<link slot="head" {...largestPictureLink(...)} />`. A browser does not find an <img> inside
 * <picture> ahead of the parser (it cannot know which source wins), so the AVIF set is named from the
 * head, ahead of everything else; a browser without AVIF ignores a preload of that type.
 */
export const largestPictureLink = (base: string, widths: readonly number[], sizes: string) => ({
  rel: 'preload',
  as: 'image',
  type: 'image/avif',
  href: `${base}.avif`,
  imagesrcset: builtSrcSet(base, widths, 'avif'),
  imagesizes: sizes,
  fetchpriority: 'high',
});

/** largestPictureLink for a built picture of the site's own (`<Picture priority>`). */
export const largestPictureOf = (group: ImageGroup, name: string, sizes: string) =>
  largestPictureLink(imageBase(group, name), IMAGE_GROUPS[group].widths, sizes);

/**
 * WebP at the group's widths in the <img> itself, and AVIF in a <source> where the group has it, with
 * intrinsic width and height so nothing shifts.
 */
export function Picture({ group, name, alt, sizes, priority = false, className }: PictureProps) {
  const { width, height, widths, avif } = IMAGE_GROUPS[group];
  const base = imageBase(group, name);
  const img = (
    <img
      src={`${base}.webp`}
      srcSet={builtSrcSet(base, widths, 'webp')}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
  if (!avif) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={builtSrcSet(base, widths, 'avif')} sizes={sizes} />
      {img}
    </picture>
  );
}
