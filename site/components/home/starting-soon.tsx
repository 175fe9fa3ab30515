import type { SoonBatch } from './home-page-data';
import { homeIn } from '../../../shared/content/texts';
import type { Lang } from '../../../shared/lang';
import { WithCodes } from '../../islands/ui/with-codes';

/**
 * The next few batches of any course (issue 20): course, dates, centre and mode, each linking to its
 * course page, where the batch's details and calendar file are. Hidden when none is scheduled.
 */
export function StartingSoon({ batches, lang }: { batches: SoonBatch[]; lang: Lang }) {
  if (batches.length === 0) return null;
  const words = homeIn(lang).words.startingSoon;
  return (
    <section
      aria-labelledby="starting-soon-heading"
      className="border-y border-line bg-white py-10"
    >
      <div className="container-page">
        <h2 id="starting-soon-heading" className="text-2xl font-bold text-brand-900">
          {words.heading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="starting-soon">
          {batches.map((batch) => (
            <li key={batch.id} className="card p-5">
              <a
                href={batch.coursePath}
                className="font-bold text-brand-900 hover:text-accent-700 hover:underline"
              >
                <WithCodes text={batch.courseTitle} />
              </a>
              <p className="mt-2 text-sm font-semibold text-brand-800">{batch.dates}</p>
              <p className="mt-1 text-sm text-muted">
                {batch.centre} · {batch.mode}
                {batch.full && ` · ${words.full}`}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
