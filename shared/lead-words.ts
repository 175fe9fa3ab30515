import { BATCH_LEAD_MESSAGES } from './batches';
import { companyEnquiryIn } from './content/texts';
import { inLanguage, type Lang } from './lang';
import { BATCH_LEAD_MESSAGES_AR, LEAD_WORDS_AR } from './lead-texts.ar';
import { fieldMessages, LEAD_WORDS, type LeadWords } from './lead-texts';
import type { PublicForm } from './lead-fields';

// The public forms' words in a language: for the pages that draw the forms (handed to the islands,
// so a phone downloads one language) and the server that answers them (the schema's messages, the
// refusals, the page a post without scripts gets).

export const leadWordsIn = (lang: Lang): LeadWords =>
  inLanguage<LeadWords>(lang, { en: LEAD_WORDS, ar: LEAD_WORDS_AR });

export const fieldMessagesIn = (lang: Lang) => fieldMessages(leadWordsIn(lang).messages);

export const batchMessagesIn = (lang: Lang) =>
  inLanguage<Record<keyof typeof BATCH_LEAD_MESSAGES, string>>(lang, {
    en: BATCH_LEAD_MESSAGES,
    ar: BATCH_LEAD_MESSAGES_AR,
  });

/** What a public form says when it is sent, refused or not reached, as its texts name it. */
export interface FormTexts {
  success: string;
  rejected: string;
  failed: string;
}

/**
 * A public form's texts in a language: a lead form's are in LEAD_WORDS, the company enquiry's in its
 * own words (shared/content/company-enquiry.ts), which its page shows too.
 */
export const formTextsIn = (lang: Lang, form: PublicForm): FormTexts =>
  form === 'company' ? companyEnquiryIn(lang) : leadWordsIn(lang)[form];
