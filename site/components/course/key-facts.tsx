import type { Batch } from '../../../shared/batches';
import { centreNameIn, coursePageIn, keyFactsWordsIn } from '../../../shared/content/texts';
import type { Course } from '../../../shared/content/courses';
import { MODE_FILTERS } from '../../../shared/content/courses/catalogue-filters';
import { PAGES } from '../../../shared/content/pages';
import { formatDate } from '../../../shared/zoned-time';
import { INTL_LOCALE, inLanguage, pathIn, type Lang } from '../../../shared/lang';
import { joinList } from '../../../shared/list-words';
import { WithCodes } from '../../islands/ui/with-codes';

/** The text before the first `separator` outside brackets: a few of the fact's own words, none changed. */
export function firstClause(text: string, separator: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && text.startsWith(separator, i)) return text.slice(0, i);
  }
  return text;
}

export interface KeyFacts {
  length: string;
  /** The soonest batch a visitor may still join, in words; none: "no date yet — ask us". */
  nextStart?: { words: string; batch: number };
  modes: string;
  award: { term: string; detail: string };
  enquireHref: string;
  registerHref: string;
}

/**
 * What a course page opens with, read from the course's record and its upcoming batches alone.
 * Study modes are named as the finder names them (one name per way of studying). `chosen`: the batch
 * the page was opened for (`?batch=`), which both actions then carry.
 */
export function keyFactsOf(
  course: Course,
  batches: readonly Batch[],
  chosen: number | undefined,
  lang: Lang,
): KeyFacts {
  const SAYS = keyFactsWordsIn(lang);
  const modeNames = coursePageIn(lang).modes;
  const next = batches.find((b) => b.status !== 'full' && b.status !== 'cancelled');
  const modes = [
    ...MODE_FILTERS.filter((f) => f.modes.some((m) => course.modes.includes(m))).map((f) =>
      inLanguage(lang, { en: f.label, ar: modeNames[f.modes[f.modes.length - 1]!] }),
    ),
    ...course.modes
      .filter((m) => !MODE_FILTERS.some((f) => f.modes.includes(m)))
      .map((m) => modeNames[m]),
  ];
  const award = course.examFormat
    ? { term: SAYS.exam, detail: firstClause(course.examFormat, ';') }
    : { term: SAYS.certificate, detail: firstClause(course.certificates[0] ?? '', ', ') };
  return {
    length: course.duration,
    nextStart: next && {
      words: `${formatDate(next.start_date, true, INTL_LOCALE[lang])} · ${centreNameIn(lang, next.centre)} · ${modeNames[next.mode]}`,
      batch: next.id,
    },
    modes: joinList(lang, modes),
    award,
    enquireHref: chosen === undefined ? '#enquiry' : `?batch=${chosen}#enquiry`,
    registerHref:
      chosen === undefined
        ? `${pathIn(lang, PAGES.register.path)}?course=${course.slug}`
        : `${pathIn(lang, PAGES.register.path)}?batch=${chosen}`,
  };
}

/**
 * The course's key facts and its two actions, first on the page at every width: on a phone above
 * the cover picture, on a wide screen in the column beside the text, where it stays as the text scrolls.
 */
export function KeyFactsPanel({
  course,
  facts,
  lang,
}: {
  course: Course;
  facts: KeyFacts;
  lang: Lang;
}) {
  const SAYS = keyFactsWordsIn(lang);
  const rows: [string, React.ReactNode][] = [
    [SAYS.length, <WithCodes text={facts.length} lang={lang} />],
    [
      SAYS.nextStart,
      facts.nextStart ? (
        <WithCodes text={facts.nextStart.words} />
      ) : (
        <a href="#enquiry" className="font-semibold text-accent-700 underline">
          {SAYS.noDate}
        </a>
      ),
    ],
    [SAYS.modes, <WithCodes text={facts.modes} />],
    [facts.award.term, <WithCodes text={facts.award.detail} lang={lang} />],
  ];
  return (
    <section
      aria-labelledby="key-facts-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-4 shadow-sm sm:p-5"
      data-testid="key-facts"
    >
      <h2 id="key-facts-heading" className="sr-only">
        {SAYS.heading}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-brand-900">{term}</dt>
            <dd className="text-ink">{detail}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <a href={facts.enquireHref} className="btn-primary" data-testid="key-enquire">
          {SAYS.enquire}
          <span className="sr-only">
            <WithCodes text={SAYS.aboutCourse(course.title)} />
          </span>
        </a>
        <a
          href={facts.registerHref}
          className="btn border border-brand-900 bg-white text-brand-900 hover:bg-brand-100"
          data-testid="key-register"
        >
          {SAYS.register}
          <span className="sr-only">
            <WithCodes text={SAYS.forCourse(course.title)} />
          </span>
        </a>
      </div>
    </section>
  );
}
