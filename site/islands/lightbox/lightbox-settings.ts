// The specification's lightbox limits, mapped onto yet-another-react-lightbox's options. The spec's scale
// is the original's zoom level, where the image is scaled by 1.007^level: a step of 100 doubles
// the size (1.007^100 ≈ 2.0) and the maximum of 300 is about eight times (1.007^300 ≈ 8.1).

// Its words (the controls' labels, the failed image's text) are the page's language's, given by the
// gallery's page (shared/content/lightbox.ts LIGHTBOX_WORDS and its Arabic twin).

/** One zoom step (button, key or double click) doubles or halves the size: the spec's step of 100. */
export const ZOOM_STEP_MULTIPLIER = 2;
/** Three steps from fitted to the maximum: the spec's level 300. */
export const ZOOM_MAX_STEPS = 3;

export const LIGHTBOX_OPTIONS = {
  // Index wraps in both directions.
  carousel: { finite: false, padding: '10px', preload: 1 },
  animation: { fade: 300, swipe: 300, zoom: 300 },
  controller: { closeOnBackdropClick: true, closeOnEscape: true },
  zoom: {
    zoomInMultiplier: ZOOM_STEP_MULTIPLIER,
    doubleClickMaxStops: ZOOM_MAX_STEPS,
    // The library caps zoom by image pixels per screen pixel; 2^3 lets a fitted image reach about eight times its size.
    maxZoomPixelRatio: ZOOM_STEP_MULTIPLIER ** ZOOM_MAX_STEPS,
    scrollToZoom: true,
  },
} as const;
