import { useEffect, useRef, useState } from 'react';
import { DEFAULT_BLOG_IMAGE, IMAGE_GROUPS } from '../../../shared/content/images';
import { builtSrcSet, largestPictureLink } from '../ui/picture';

// Featured images made by the image build step, or uploaded in the staff console (same pipeline,
// server/uploads/uploads.ts), have AVIF/WebP variants at the group's widths beside them.
const BUILT_IMAGE = /^(\/(?:images|uploads)\/blogs\/[\w-]+)\.webp$/;
const { width, height, widths } = IMAGE_GROUPS.blogs;

interface BlogImageProps {
  src: string;
  alt: string;
  /** How wide the image shows at each viewport. */
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** The sizes a post's featured image shows at: on a card, and in the post's banner. */
export const BLOG_IMAGE_SIZES = {
  card: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  banner: '(min-width: 1280px) 592px, (min-width: 1024px) 45vw, 100vw',
};

/** The head's preload of a featured image shown first (an Astro page's largest paint), if it was built in several sizes. */
export function blogImageLink(src: string, sizes: string) {
  const base = BUILT_IMAGE.exec(src)?.[1];
  return base ? largestPictureLink(base, widths, sizes) : undefined;
}

/** A post's featured image that falls back to the default image when it fails to load. */
export function BlogImage({ src, alt, sizes, priority = false, className }: BlogImageProps) {
  const [current, setCurrent] = useState(src || DEFAULT_BLOG_IMAGE);
  const ref = useRef<HTMLImageElement>(null);
  const fallBack = () =>
    setCurrent((shown) => (shown === DEFAULT_BLOG_IMAGE ? shown : DEFAULT_BLOG_IMAGE));

  // A server-rendered image can fail before hydration, when no one listened to its error event.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.src) setCurrent(DEFAULT_BLOG_IMAGE);
  }, []);

  const base = BUILT_IMAGE.exec(current)?.[1];
  const img = (
    <img
      ref={ref}
      src={current}
      srcSet={base && builtSrcSet(base, widths, 'webp')}
      sizes={base && sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      onError={fallBack}
      data-fallback={DEFAULT_BLOG_IMAGE}
    />
  );
  if (!base) return img;
  // Keyed by the source so the browser starts a fresh selection after a fallback.
  return (
    <picture key={current}>
      <source type="image/avif" srcSet={builtSrcSet(base, widths, 'avif')} sizes={sizes} />
      {img}
    </picture>
  );
}
