import { centreById } from '../../../shared/content/centres';
import {
  type CatalogueEntry,
  type CatalogueSubject,
} from '../../../shared/content/courses/catalogue-filters';
import { site } from '../../../shared/content/site';
import { BATCH_STATUS_LABELS } from '../../../shared/batches';
import { formatDate } from '../../../shared/zoned-time';
import { nextStart, type FinderFilters } from './filter-state';

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
}: {
  groups: Group[];
  filters: Pick<FinderFilters, 'centre' | 'month'>;
}) {
  return (
    <div className="mt-6 space-y-10">
      {groups.map(({ subject, courses }) => (
        <section key={subject.id} aria-labelledby={`subject-${subject.id}`}>
          <h2
            id={`subject-${subject.id}`}
            className="flex items-baseline gap-2 text-xl font-bold text-brand-900 sm:text-2xl"
          >
            {subject.name}
            <span className="text-sm font-medium text-muted">
              ({courses.length} {courses.length === 1 ? 'course' : 'courses'})
            </span>
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {courses.map((course) => (
              <li key={course.path}>
                <CourseCard course={course} filters={filters} />
              </li>
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
}: {
  course: CatalogueEntry;
  filters: Pick<FinderFilters, 'centre' | 'month'>;
}) {
  const start = nextStart(course, filters);
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <p className="text-xs font-bold tracking-wide text-accent-600 uppercase">
        {course.categoryLabel}
      </p>
      <h3 className="mt-1 text-lg leading-snug font-bold text-brand-900">
        {/* The stretched link makes the whole card a target without nesting interactive elements. */}
        <a
          href={course.path}
          className="after:absolute after:inset-0 after:rounded-xl hover:text-accent-600"
        >
          {course.title}
        </a>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{course.summary}</p>
      {/* One line of plain text per fact: 48 cards of nested terms made the finder the page with the most elements. */}
      <p className="mt-4 text-xs text-ink">
        Duration: {course.duration} · Study modes: {course.modes.join(', ')}
      </p>
      {start && (
        <p className="mt-1 text-xs text-ink" data-testid="next-start">
          Next start: {formatDate(start.date)} · {centreById(start.centre).name} · {start.mode}
          {start.full && ` · ${BATCH_STATUS_LABELS.full}`}
        </p>
      )}
    </article>
  );
}

/** Shown when nothing matches: says why, and offers the ways out (`contactsPath`, the page's own language's, from the page). */
export function EmptyState({
  onClear,
  contactsPath,
}: {
  onClear: () => void;
  contactsPath: string;
}) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-brand-100 p-8 text-center">
      <h2 className="text-xl font-bold text-brand-900">No course matches all of these filters</h2>
      <p className="mx-auto mt-2 max-w-xl text-muted">
        Try a shorter or different search word, or remove one of the filters above. Course titles,
        abbreviations such as PMP or CFM, and subjects all work.
      </p>
      <button type="button" onClick={onClear} className="mt-5 btn-primary">
        Clear all filters
      </button>
      <p className="mt-5 text-sm text-muted">
        Not sure which course fits you? Call{' '}
        <a href={`tel:${site.phoneHref}`} className="font-semibold text-accent-600 underline">
          {site.phone}
        </a>{' '}
        or{' '}
        <a href={contactsPath} className="font-semibold text-accent-600 underline">
          send us an enquiry
        </a>{' '}
        for a free consultation.
      </p>
    </div>
  );
}
