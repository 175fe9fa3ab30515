import type { InLanguages } from './lang';
import type { LeadForm } from './lead-fields';

/**
 * The WhatsApp message staff open from a lead's page, in the lead's language: `{firstName}`,
 * `{academy}` (its Latin name) and `{about}` (the course or batch as stored, in English).
 */
export const WHATSAPP_GREETING: InLanguages<Record<LeadForm, string>> = {
  en: {
    contact: 'Hello {firstName}, this is {academy}, replying to your enquiry about {about}.',
    registration:
      'Hello {firstName}, this is {academy}, replying to your registration about {about}.',
  },
  ar: {
    contact: 'مرحبًا {firstName}، معك {academy}، نتواصل معك بشأن استفسارك عن {about}.',
    registration: 'مرحبًا {firstName}، معك {academy}، نتواصل معك بشأن طلب تسجيلك في {about}.',
  },
};
