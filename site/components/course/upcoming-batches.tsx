import { PAGES } from '../../../shared/content/pages';
import {
  batchWordsIn,
  centreNameIn,
  coursePageIn,
  startTimeWordsIn,
} from '../../../shared/content/texts';
import { languageText, scheduleText } from '../../../shared/batch-text';
import { fill, INTL_LOCALE, pathIn, type Lang } from '../../../shared/lang';
import {
  batchCalendarPath,
  courseCalendarPath,
  startTimes,
  type Batch,
} from '../../../shared/batches';
import { formatDate } from '../../../shared/zoned-time';
import { WithCodes } from '../../islands/ui/with-codes';

const STATUS_STYLE: Record<Batch['status'], string> = {
  open: 'bg-accent-100 text-brand-900',
  few_seats: 'bg-gold-400/30 text-brand-950',
  full: 'bg-slate-200 text-ink',
  cancelled: 'bg-slate-200 text-ink',
};

/**
 * The course's upcoming batches, beside its key facts (under them on a phone): each with its dates, centre, mode, schedule and
 * start time (an online batch in both teaching zones), its seats, links to enquire about it (the form
 * below) or register for it (/register), and a calendar file; a full batch is shown as full and
 * offered to no one. With none scheduled, the enquiry form below is offered.
 */
export function UpcomingBatches({
  courseSlug,
  batches,
  lang,
  className,
}: {
  courseSlug: string;
  batches: Batch[];
  lang: Lang;
  className?: string;
}) {
  const words = coursePageIn(lang).batches;
  return (
    <section
      aria-labelledby="batches-heading"
      className={`scroll-mt-20 ${className ?? ''}`}
      id="batches"
      data-testid="upcoming-batches"
    >
      <h2 id="batches-heading" className="text-2xl font-bold text-brand-900">
        {words.heading}
      </h2>
      {batches.length === 0 ? (
        <p className="mt-4 text-ink">
          {words.none}{' '}
          <a href="#enquiry" className="font-semibold text-accent-600 underline">
            {words.askNext}
          </a>{' '}
          {words.askNextAfter}
        </p>
      ) : (
        <>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {batches.map((batch) => (
              <BatchCard key={batch.id} batch={batch} lang={lang} />
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted">
            {words.ownTimes}{' '}
            <a
              href={pathIn(lang, courseCalendarPath(courseSlug))}
              className="text-accent-600 underline"
            >
              {words.subscribe}
              <span className="sr-only">{words.feed}</span>
            </a>
          </p>
        </>
      )}
    </section>
  );
}

function BatchCard({ batch, lang }: { batch: Batch; lang: Lang }) {
  const page = coursePageIn(lang);
  const words = page.batches;
  const locale = INTL_LOCALE[lang];
  const batchWords = batchWordsIn(lang);
  const dates = `${formatDate(batch.start_date, true, locale)} – ${formatDate(batch.end_date, true, locale)}`;
  const starting = fill(words.startingOn, { date: formatDate(batch.start_date, false, locale) });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="batch">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-brand-900">{dates}</h3>
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[batch.status]}`}>
          {page.statuses[batch.status]}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-brand-900">{words.centre}</dt>
        <dd>{centreNameIn(lang, batch.centre)}</dd>
        <dt className="font-semibold text-brand-900">{words.mode}</dt>
        <dd>{page.modes[batch.mode]}</dd>
        <dt className="font-semibold text-brand-900">{words.schedule}</dt>
        <dd>
          <WithCodes text={scheduleText(batch.schedule, batchWords)} />
        </dd>
        <dt className="font-semibold text-brand-900">{words.starts}</dt>
        <dd>
          {startTimes(batch, startTimeWordsIn(lang)).map((time) => (
            <span key={time} className="block">
              <WithCodes text={time} />
            </span>
          ))}
        </dd>
        <dt className="font-semibold text-brand-900">{words.language}</dt>
        <dd>
          <WithCodes text={languageText(batch.language, batchWords)} />
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {batch.status !== 'full' && (
          <>
            <a href={`?batch=${batch.id}#enquiry`} className="btn-primary px-4 py-2 text-sm">
              {words.enquire}
              <span className="sr-only">{starting}</span>
            </a>
            <a
              href={`${pathIn(lang, PAGES.register.path)}?batch=${batch.id}`}
              className="btn border border-brand-900 px-4 py-2 text-sm text-brand-900 hover:bg-brand-50"
            >
              {words.register}
              <span className="sr-only">{starting}</span>
            </a>
          </>
        )}
        <a
          href={pathIn(lang, batchCalendarPath(batch.id))}
          className="btn border border-brand-900 px-4 py-2 text-sm text-brand-900 hover:bg-brand-50"
          download
        >
          {words.addToCalendar}
          <span className="sr-only">
            {fill(words.calendarOf, { date: formatDate(batch.start_date, false, locale) })}
          </span>
        </a>
      </div>
    </li>
  );
}
