import type { Twin } from '../lang';

// A batch's words beyond what staff write: its schedule retold in the page's language (staff write it
// in English, "Sat–Sun 9:00–13:00"), the language it is taught in, and the calendar feeds' texts.

export const BATCH_WORDS = {
  /** The schedule as staff wrote it: it is already in this language. */
  scheduleAsWritten: true as boolean,
  /** Weekday names, Sunday first. */
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  /** Days in a row: the first and the last. */
  dayRun: '{from} to {to}',
  /** Between the last two of a list of days. */
  and: ' and ',
  listSeparator: ', ',
  sessions: '{days}, {from}–{to}',
  /** The languages of instruction staff name, as read in this language; any other is shown as written. */
  languages: {
    English: 'English',
    Arabic: 'Arabic',
    Hindi: 'Hindi',
    Malayalam: 'Malayalam',
  },
  /** A batch in one line, as a form that carries it shows it and the visitor's acknowledgement names it. */
  chosen: {
    dates: '{start} – {end}',
    batch: '{dates}, {centre}, {mode}',
    ofCourse: '{course}: {batch}',
    /** A batch the visitor may not choose (unknown, cancelled, full, started): only its number. */
    numbered: 'Batch {id}',
  },
  calendar: {
    title: '{course} ({centre}, {mode})',
    firstSession: 'First session: {times}.',
    lastDay: 'Last day: {date}.',
    language: 'Language: {language}.',
    enquire: 'Enquire: {url}',
    online: 'Online',
    allBatches: '{site}: upcoming batches',
    courseBatches: '{site}: {course} batches',
    oneBatch: '{site}: {course}',
  },
} as const;
export type BatchWords = Twin<typeof BATCH_WORDS>;
