import type { Batch } from './batches';
import { courseBySlug, courseIn } from './content/courses';
import { batchWordsIn, centreNameIn, coursePageIn } from './content/texts';
import { codesIsolated } from './code-runs';
import { fill, INTL_LOCALE, type Lang } from './lang';
import { formatDate } from './zoned-time';

/**
 * A batch in one line in a visitor's language: its dates (in the language's locale), centre and
 * mode, and with `withCourse` its course's title first. What a form that carries the batch shows and
 * the visitor's acknowledgement names, a course's code isolated in Arabic (codesIsolated); staff
 * read shared/batches.ts batchWords, always English.
 */
export function batchSummaryIn(
  lang: Lang,
  batch: Pick<Batch, 'course' | 'start_date' | 'end_date' | 'centre' | 'mode'>,
  withCourse = false,
): string {
  const words = batchWordsIn(lang).chosen;
  const locale = INTL_LOCALE[lang];
  const line = fill(words.batch, {
    dates: fill(words.dates, {
      start: formatDate(batch.start_date, true, locale),
      end: formatDate(batch.end_date, true, locale),
    }),
    centre: centreNameIn(lang, batch.centre),
    mode: coursePageIn(lang).modes[batch.mode],
  });
  if (!withCourse) return codesIsolated(line);
  const course = courseBySlug(batch.course);
  return codesIsolated(
    fill(words.ofCourse, {
      course: course ? courseIn(lang, course).title : batch.course,
      batch: line,
    }),
  );
}

/** A batch a visitor may not choose, by its number alone. */
export const numberedBatchIn = (lang: Lang, id: number) =>
  fill(batchWordsIn(lang).chosen.numbered, { id });
