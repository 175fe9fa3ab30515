import { centreById } from '../../../shared/content/centres';
import { PAGES } from '../../../shared/content/pages';
import {
  BATCH_STATUS_LABELS,
  batchCalendarPath,
  courseCalendarPath,
  startTimes,
  type Batch,
} from '../../../shared/batches';
import { formatDate } from '../../../shared/zoned-time';

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
  className,
}: {
  courseSlug: string;
  batches: Batch[];
  className?: string;
}) {
  return (
    <section
      aria-labelledby="batches-heading"
      className={`scroll-mt-20 ${className ?? ''}`}
      id="batches"
      data-testid="upcoming-batches"
    >
      <h2 id="batches-heading" className="text-2xl font-bold text-brand-900">
        Upcoming batches
      </h2>
      {batches.length === 0 ? (
        <p className="mt-4 text-ink">
          No batches are scheduled for this course yet.{' '}
          <a href="#enquiry" className="font-semibold text-accent-600 underline">
            Ask us about the next intake
          </a>{' '}
          and we will tell you when it starts.
        </p>
      ) : (
        <>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {batches.map((batch) => (
              <BatchCard key={batch.id} batch={batch} />
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted">
            Times are the centre’s own.{' '}
            <a href={courseCalendarPath(courseSlug)} className="text-accent-600 underline">
              Subscribe to this course’s batches<span className="sr-only"> (calendar feed)</span>
            </a>
          </p>
        </>
      )}
    </section>
  );
}

function BatchCard({ batch }: { batch: Batch }) {
  const centre = centreById(batch.centre);
  const dates = `${formatDate(batch.start_date, true)} – ${formatDate(batch.end_date, true)}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="batch">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-brand-900">{dates}</h3>
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[batch.status]}`}>
          {BATCH_STATUS_LABELS[batch.status]}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-brand-900">Centre</dt>
        <dd>{centre.name}</dd>
        <dt className="font-semibold text-brand-900">Mode</dt>
        <dd>{batch.mode}</dd>
        <dt className="font-semibold text-brand-900">Schedule</dt>
        <dd>{batch.schedule}</dd>
        <dt className="font-semibold text-brand-900">Starts</dt>
        <dd>
          {startTimes(batch).map((time) => (
            <span key={time} className="block">
              {time}
            </span>
          ))}
        </dd>
        <dt className="font-semibold text-brand-900">Language</dt>
        <dd>{batch.language}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {batch.status !== 'full' && (
          <>
            <a href={`?batch=${batch.id}#enquiry`} className="btn-primary px-4 py-2 text-sm">
              Enquire about this batch
              <span className="sr-only"> starting {formatDate(batch.start_date)}</span>
            </a>
            <a
              href={`${PAGES.register.path}?batch=${batch.id}`}
              className="btn border border-brand-900 px-4 py-2 text-sm text-brand-900 hover:bg-brand-50"
            >
              Register for this batch
              <span className="sr-only"> starting {formatDate(batch.start_date)}</span>
            </a>
          </>
        )}
        <a
          href={batchCalendarPath(batch.id)}
          className="btn border border-brand-900 px-4 py-2 text-sm text-brand-900 hover:bg-brand-50"
          download
        >
          Add to calendar
          <span className="sr-only"> (batch starting {formatDate(batch.start_date)})</span>
        </a>
      </div>
    </li>
  );
}
