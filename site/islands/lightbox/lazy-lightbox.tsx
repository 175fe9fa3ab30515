import { lazy, Suspense } from 'react';
import type { ImageLightboxProps } from './image-lightbox';

const load = () => import('./image-lightbox');
const ImageLightbox = lazy(load);

/** Start fetching the lightbox's code (on hover or focus of a control that opens it). */
export const preloadLightbox = () => void load();

/**
 * The lightbox library and its stylesheet reach the browser only on pages that use it, and only
 * once the visitor first opens it (or shows intent to), so they cost nothing on first paint.
 */
export function LazyLightbox({
  everOpened,
  ...props
}: ImageLightboxProps & { everOpened: boolean }) {
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <ImageLightbox {...props} />
    </Suspense>
  );
}
