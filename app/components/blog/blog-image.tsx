import { useState } from 'react';
import { DEFAULT_BLOG_IMAGE } from '../../content/images';

/** A post's featured image that falls back to the default image when it fails to load. */
export function BlogImage({ src, alt, className, priority = false }: { src: string; alt: string; className?: string; priority?: boolean }) {
  const [current, setCurrent] = useState(src);
  return (
    <img
      src={current}
      alt={alt}
      width={1200}
      height={675}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      onError={() => {
        if (current !== DEFAULT_BLOG_IMAGE) setCurrent(DEFAULT_BLOG_IMAGE);
      }}
    />
  );
}
