// The Arabic words of the enquiry block (content/enquiry.ts).
import type { enquirySection } from './enquiry';

export const enquirySectionAr = {
  kicker: 'استشارة مجانية',
  heading: 'أرسل إلينا استفسارك',
} as const satisfies { readonly [K in keyof typeof enquirySection]: string };
