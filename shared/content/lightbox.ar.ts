// The lightbox's words in Arabic (lightbox.ts), key for key.
import type { LightboxWords } from './lightbox';

export const LIGHTBOX_WORDS_AR: LightboxWords = {
  labels: {
    Close: 'إغلاق عارض الصور',
    Next: 'الصورة التالية',
    Previous: 'الصورة السابقة',
    'Zoom in': 'تكبير',
    'Zoom out': 'تصغير',
  },
  failed: 'تعذّر تحميل هذه الصورة',
};
