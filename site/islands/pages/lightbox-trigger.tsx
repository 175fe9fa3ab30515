import { useState } from 'react';
import { preloadLightbox } from '../lightbox/lazy-lightbox';

/**
 * Which picture a gallery's visitor asked to see. `opens` counts the openings: a gallery keys its
 * lightbox by it, so each opening starts at the chosen picture rather than where the last one ended.
 */
export function useLightboxRequest() {
  const [requested, setRequested] = useState<number | null>(null);
  const [opens, setOpens] = useState(0);
  const show = (index: number) => {
    preloadLightbox();
    setRequested(index);
    setOpens((n) => n + 1);
  };
  return { requested, opens, show, close: () => setRequested(null) };
}

/** A button that opens a gallery's lightbox; the viewer's code starts loading on hover or focus. */
export function LightboxTrigger({
  onOpen,
  className,
  children,
}: {
  onOpen(): void;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      onPointerEnter={preloadLightbox}
      onFocus={preloadLightbox}
      className={className}
    >
      {children}
    </button>
  );
}
