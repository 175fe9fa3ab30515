// The lightbox's words (site/islands/lightbox) in English; their Arabic twin is lightbox.ar.ts. The
// gallery's page hands them to its island (texts.ts lightboxWordsIn), so a phone downloads one language.

/** The lightbox's controls (yet-another-react-lightbox's label keys) and its failed image's text. */
export interface LightboxWords {
  labels: {
    Close: string;
    Next: string;
    Previous: string;
    'Zoom in': string;
    'Zoom out': string;
  };
  failed: string;
}

export const LIGHTBOX_WORDS: LightboxWords = {
  labels: {
    Close: 'Close lightbox',
    Next: 'Next image',
    Previous: 'Previous image',
    'Zoom in': 'Zoom in',
    'Zoom out': 'Zoom out',
  },
  failed: 'This image failed to load',
};
