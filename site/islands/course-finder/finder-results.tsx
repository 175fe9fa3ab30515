import {
  type CatalogueEntry,
  type CatalogueSubject,
} from '../../../shared/content/courses/catalogue-filters';
import { site } from '../../../shared/content/site';
import { formatDate } from '../../../shared/zoned-time';
import { nextStart, type FinderFilters } from './filter-state';
import { fill } from '../../../shared/lang';
import { countText, type FinderText } from './finder-words';
import { WithCodes } from '../ui/with-codes';

interface Group {
  subject: CatalogueSubject;
  courses: CatalogueEntry[];
}

/**
 * Matching courses under a heading per subject, each with its next start at the chosen centre and
 * month. The cards' links are plain anchors that load the course page.
 */
export function FinderResults({
  groups,
  filters,
  text,
}: {
  groups: Group[];
  filters: Pick<FinderFilters, 'centre' | 'month'>;
  text: FinderText;
}) {
  return (
    <div className="mt-6 space-y-10">
      {groups.map(({ subject, courses }) => (
        <section key={subject.id} aria-labelledby={`subject-${subject.id}`}>
          <h2
            id={`subject-${subject.id}`}
            className="flex items-baseline gap-2 text-xl font-bold text-brand-900 sm:text-2xl"
          >
            <WithCodes text={subject.name} flexItem />
            <span className="text-sm font-medium text-muted">
              ({countText(text.courseCount, text.locale, courses.length)})
            </span>
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {courses.map((course) => (
              <CourseCard key={course.path} course={course} filters={filters} text={text} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function CourseCard({
  course,
  filters,
  text,
}: {
  course: CatalogueEntry;
  filters: Pick<FinderFilters, 'centre' | 'month'>;
  text: FinderText;
}) {
  const start = nextStart(course, filters);
  // The list item is the card itself: 48 cards each wrapped once more made the finder the page with the most elements.
  return (
    <li className="relative flex h-full flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <p className="text-xs font-bold tracking-wide text-accent-600 uppercase">
        {course.categoryLabel}
      </p>
      <h3 className="mt-1 text-lg leading-snug font-bold text-brand-900">
        {/* The stretched link makes the whole card a target without nesting interactive elements. */}
        <a
          href={course.path}
          className="after:absolute after:inset-0 after:rounded-xl hover:text-accent-600"
        >
          <WithCodes text={course.title} />
        </a>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">
        <WithCodes text={course.summary} />
      </p>
      {/* One line of plain text per fact: 48 cards of nested terms made the finder the page with the most elements. */}
      <p className="mt-4 text-xs text-ink">
        <WithCodes
          text={fill(text.facts, {
            duration: course.duration,
            modes: course.modes.map((mode) => text.modes[mode]).join(text.listSeparator),
          })}
        />
      </p>
      {start && (
        <p className="mt-1 text-xs text-ink" data-testid="next-start">
          <WithCodes
            text={fill(text.nextStart, {
              date: formatDate(start.date, false, text.locale),
              centre: text.centres.find((c) => c.id === start.centre)?.label ?? start.centre,
              mode: text.modes[start.mode],
            })}
          />
          {start.full && ` · ${text.full}`}
        </p>
      )}
    </li>
  );
}

/** Shown when nothing matches: says why, and offers the ways out (`contactsPath`, the page's own language's, from the page). */
export function EmptyState({
  onClear,
  contactsPath,
  text,
}: {
  onClear: () => void;
  contactsPath: string;
  text: FinderText;
}) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-brand-100 p-8 text-center">
      <h2 className="text-xl font-bold text-brand-900">{text.empty.heading}</h2>
      <p className="mx-auto mt-2 max-w-xl text-muted">
        <WithCodes text={text.empty.text} />
      </p>
      <button type="button" onClick={onClear} className="mt-5 btn-primary">
        {text.clearAll}
      </button>
      <p className="mt-5 text-sm text-muted">
        {text.empty.call}{' '}
        <a href={`tel:${site.phoneHref}`} className="font-semibold text-accent-600 underline">
          <bdi dir="ltr">{site.phone}</bdi>
        </a>{' '}
        {text.empty.or}{' '}
        <a href={contactsPath} className="font-semibold text-accent-600 underline">
          {text.empty.enquire}
        </a>{' '}
        {text.empty.after}
      </p>
    </div>
  );
}
