import type { CentreId } from '../../../shared/content/centres';
import { fill } from '../../../shared/lang';
import type { StudyMode } from '../../../shared/content/courses/types';
import type { CountWords, FinderWords } from '../../../shared/content/finder';

/**
 * Everything the finder's island says, in its page's language, handed over by the page (texts.ts
 * finderWordsIn and the course pages' own words for the study modes): the island imports no words,
 * so a phone downloads one language.
 */
export interface FinderText extends FinderWords {
  /** The locale dates, months and plurals are written in (shared/lang.ts INTL_LOCALE). */
  locale: string;
  /** Each study mode as the course pages name it. */
  modes: Record<StudyMode, string>;
  /** A full batch's status. */
  full: string;
  /** The centres, in the filter's order, by their names in the page's language. */
  centres: readonly { id: CentreId; label: string }[];
}

/** A count in words: the form its number takes in `locale` ("دورتان", "3 دورات", "11 دورة"). */
export function countText(words: CountWords, locale: string, count: number): string {
  return fill(words[new Intl.PluralRules(locale).select(count)] ?? words.other, { count });
}
