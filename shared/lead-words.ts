import { BATCH_LEAD_MESSAGES } from './batches';
import { inLanguage, type Lang } from './lang';
import { BATCH_LEAD_MESSAGES_AR, LEAD_WORDS_AR } from './lead-texts.ar';
import { fieldMessages, LEAD_WORDS, type LeadWords } from './lead-texts';

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
