import { useEffect, useRef, useState } from 'react';
import type {
  CatalogueEntry,
  CatalogueSubject,
  StartMonth,
} from '../../shared/content/courses/catalogue-filters';
import { ActiveFilters } from './course-finder/active-filters';
import { FilterPanel } from './course-finder/filter-panel';
import { EmptyState, FinderResults } from './course-finder/finder-results';
import {
  applyFilters,
  filtersToParams,
  groupBySubject,
  NO_FILTERS,
  parseFilters,
  type FilterKey,
  type FinderFilters,
} from './course-finder/filter-state';

interface Props {
  courses: readonly CatalogueEntry[];
  subjects: readonly CatalogueSubject[];
  months: readonly StartMonth[];
  /** The filters of the page's address, which the server's HTML already shows. */
  initial: FinderFilters;
}

/**
 * Every course grouped by subject, narrowed as the visitor types or picks a filter: the course
 * finder's island, hydrated at load (it is the page's purpose). The filters are kept in the URL
 * (replaced, not pushed: Back leaves the finder) so a view can be shared.
 */
export function CourseFinder({ courses, subjects, months, initial }: Props) {
  const [filters, setFilters] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const results = applyFilters(courses, subjects, filters);

  const update = (next: FinderFilters) => {
    setFilters(next);
    const query = filtersToParams(next).toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
  };
  // The server's fields can be typed into before this island is live, and hydration keeps what they
  // hold without telling React: take it over, once.
  useEffect(() => {
    const fields = new URLSearchParams(
      [...new FormData(form.current!)].map(([name, value]) => [name, String(value)]),
    );
    const typed = parseFilters(fields, subjects, months);
    if (filtersToParams(typed).toString() !== filtersToParams(initial).toString()) update(typed);
    // Once, on hydration: later changes come through the fields' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The chip (or button) that had focus disappears: hand focus to the result count, which says what changed.
  const updateAndAnnounce = (next: FinderFilters) => {
    update(next);
    status.current?.focus();
  };
  const remove = (key: FilterKey) =>
    updateAndAnnounce(key === 'q' ? { ...filters, q: '' } : { ...filters, [key]: undefined });
  const clear = () => updateAndAnnounce(NO_FILTERS);

  return (
    <div className="grid gap-8 lg:grid-cols-4">
      <div className="lg:col-span-1">
        <FilterPanel
          formRef={form}
          filters={filters}
          subjects={subjects}
          months={months}
          total={courses.length}
          onChange={update}
        />
      </div>
      <div className="lg:col-span-3">
        <p
          ref={status}
          tabIndex={-1}
          role="status"
          className="text-base font-semibold text-brand-900"
          data-testid="finder-count"
        >
          {results.length === courses.length
            ? `Showing all ${courses.length} courses`
            : `${results.length} of ${courses.length} courses match`}
        </p>
        <ActiveFilters
          filters={filters}
          subjects={subjects}
          months={months}
          onRemove={remove}
          onClear={clear}
        />
        {results.length > 0 ? (
          <FinderResults groups={groupBySubject(results, subjects)} filters={filters} />
        ) : (
          <EmptyState onClear={clear} />
        )}
      </div>
    </div>
  );
}
