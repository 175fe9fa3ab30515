// The course finder's words (site/islands/course-finder*) in English; their
// Arabic twins are in finder.ar.ts. A page hands them to its island as props (texts.ts finderWordsIn,
// lightboxWordsIn), so a phone downloads the words of its page's language only.
import type { DurationBandId, ModeFilterId } from './courses/catalogue-filters';

/**
 * A count's words by its plural category (Intl.PluralRules), `{count}` marking the number. English
 * needs one and other; Arabic all six (finder.ar.ts), so a count never reads "1 courses" or "3 دورة".
 */
export type CountWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The filters the finder offers, by their key in the address. */
export type FinderFilterKey = 'subject' | 'duration' | 'mode' | 'centre' | 'month';

export interface FinderWords {
  /** The search form's accessible name. */
  form: string;
  legend: string;
  search: string;
  placeholder: string;
  /** Under the search box while it is empty. */
  hint: string;
  /** Under the search box once something is typed: {matching}, {total}, {q}. */
  searchCount: string;
  /** The phone's control for the five filters: {count} of them set. */
  toggle: string;
  /** Each filter's label, and its option for no choice. */
  labels: Record<FinderFilterKey, string>;
  any: Record<FinderFilterKey, string>;
  durations: Record<DurationBandId, string>;
  modeFilters: Record<ModeFilterId, string>;
  /** The result count, with every course shown: by {count}. */
  showingAll: CountWords;
  /** The result count with filters: {matching}, {total}. */
  matching: string;
  /** How many courses a subject's heading holds. */
  courseCount: CountWords;
  activeFilters: string;
  /** A chip: {filter} and {value}; the search's own: {q}. */
  chip: string;
  searchChip: string;
  /** A chip's accessible name: {chip}. */
  remove: string;
  clearAll: string;
  /** A card's facts: {duration}, {modes} (joined by listSeparator); its next start: {date}, {centre}, {mode}. */
  facts: string;
  listSeparator: string;
  nextStart: string;
  empty: {
    heading: string;
    text: string;
    /** Before the phone number, between it and the enquiry link, and after it. */
    call: string;
    or: string;
    enquire: string;
    after: string;
  };
  /** What the page says where scripts do not run (finder-without-scripts.tsx): {total}. */
  withoutScripts: { needScripts: string; showAll: string; allListed: string };
}

export const FINDER_WORDS: FinderWords = {
  form: 'Courses',
  legend: 'Search and filter',
  search: 'Search courses',
  placeholder: 'e.g. IELTS, procurement, PMP',
  hint: 'Looks through course titles, abbreviations, subjects and keywords.',
  searchCount: '{matching} of {total} courses match “{q}”.',
  toggle: 'Filters ({count})',
  labels: {
    subject: 'Subject',
    duration: 'Duration',
    mode: 'Study mode',
    centre: 'Centre',
    month: 'Start month',
  },
  any: {
    subject: 'All subjects',
    duration: 'Any duration',
    mode: 'Any study mode',
    centre: 'Any centre',
    month: 'Any month',
  },
  durations: {
    short: 'Up to 25 hours',
    medium: '26 to 60 hours',
    long: 'Several weeks or months',
    flexible: 'Flexible, paced to you',
  },
  modeFilters: {
    classroom: 'Classroom',
    'live-online': 'Live online',
    'one-to-one': 'One-to-one (1-1)',
  },
  showingAll: { one: 'Showing the one course', other: 'Showing all {count} courses' },
  matching: '{matching} of {total} courses match',
  courseCount: { one: '{count} course', other: '{count} courses' },
  activeFilters: 'Active filters',
  chip: '{filter}: {value}',
  searchChip: 'Search: “{q}”',
  remove: 'Remove {chip}',
  clearAll: 'Clear all filters',
  facts: 'Duration: {duration} · Study modes: {modes}',
  listSeparator: ', ',
  nextStart: 'Next start: {date} · {centre} · {mode}',
  empty: {
    heading: 'No course matches all of these filters',
    text: 'Try a shorter or different search word, or remove one of the filters above. Course titles, abbreviations such as PMP or CFM, and subjects all work.',
    call: 'Not sure which course fits you? Call',
    or: 'or',
    enquire: 'send us an enquiry',
    after: 'for a free consultation.',
  },
  withoutScripts: {
    needScripts: 'Search and filters need JavaScript.',
    showAll: 'Show all {total} courses',
    allListed:
      'Search and filters need JavaScript. All {total} courses are listed on this page, grouped by subject.',
  },
};
