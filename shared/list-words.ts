import { inLanguage, type Lang } from './lang';

// How a language writes a list in running text: Arabic separates its items with its own comma (،).

const LIST_SEPARATOR = { en: ', ', ar: '، ' } as const;

/** `items` as one list in `lang`'s words: "Classroom, Live online" or "في قاعة الدراسة، مباشر عبر الإنترنت". */
export const joinList = (lang: Lang, items: readonly string[]) =>
  items.join(inLanguage(lang, LIST_SEPARATOR));
