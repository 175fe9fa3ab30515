import { useMemo } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
// By address, not as a side effect: Astro puts every stylesheet a page's components import, even
// through a dynamic import, in that page's head; the library's styles come with its code instead.
import lightboxStyles from 'yet-another-react-lightbox/styles.css?url';
import type { LightboxWords } from '../../../shared/content/lightbox';
import { LIGHTBOX_OPTIONS } from './lightbox-settings';

export interface LightboxImage {
  src: string;
  alt: string;
  /** Shown under the image. */
  caption: string;
  /** Smaller line under the caption (e.g. the accreditation's title). */
  detail?: string;
  width?: number;
  height?: number;
}

export interface ImageLightboxProps {
  images: readonly LightboxImage[];
  index: number;
  open: boolean;
  onClose: () => void;
  /** Reports the slide in view, so the page can reopen where the visitor left off. */
  onView?: (index: number) => void;
  /** Its controls' labels and the failed image's text, in the page's language. */
  words: LightboxWords;
}

/** yet-another-react-lightbox with zoom, set to the spec's limits. Loaded on demand by LazyLightbox. */
export default function ImageLightbox({
  images,
  index,
  open,
  onClose,
  onView,
  words,
}: ImageLightboxProps) {
  // Stable slide objects: the footer finds a slide's caption by identity.
  const slides = useMemo(
    () => images.map(({ src, alt, width, height }) => ({ src, alt, width, height })),
    [images],
  );
  return (
    <>
      {/* React puts it in the head and shows the lightbox once it has loaded. */}
      <link rel="stylesheet" href={lightboxStyles} precedence="lightbox" />
      <Lightbox
        open={open}
        close={onClose}
        index={index}
        slides={slides}
        plugins={[Zoom]}
        {...LIGHTBOX_OPTIONS}
        labels={words.labels}
        on={{ view: ({ index: current }) => onView?.(current) }}
        render={{
          iconError: () => (
            <p className="rounded-lg bg-white/10 px-5 py-3 text-base font-semibold text-white">
              {words.failed}
            </p>
          ),
          slideFooter: ({ slide }) => {
            const position = slides.indexOf(slide as (typeof slides)[number]);
            const image = images[position];
            if (!image) return null;
            return (
              <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-6 pt-10 pb-5 text-center text-white">
                <p className="text-base font-semibold" data-testid="lightbox-caption">
                  {image.caption}
                </p>
                <p className="mt-1 text-sm text-white/80">
                  {image.detail ? `${image.detail} · ` : ''}
                  {position + 1} / {images.length}
                </p>
              </div>
            );
          },
        }}
      />
    </>
  );
}
