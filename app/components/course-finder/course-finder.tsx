import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueEntry, CatalogueSubject } from '../../../content/courses/catalogue-filters';
import { ActiveFilters } from './active-filters';
import { FilterPanel } from './filter-panel';
import { EmptyState, FinderResults } from './finder-results';
import { applyFilters, filtersToParams, groupBySubject, NO_FILTERS, parseFilters, type FilterKey, type FinderFilters } from './filter-state';
import { useHydrated } from '../../lib/use-hydrated';

/** Marks the finder's own URL updates, so the route can tell them from a visitor's navigation. */
export const FINDER_NAVIGATION = { finder: true } as const;

/**
 * Every course grouped by subject, narrowed as the visitor types or picks a filter. The filters are
 * kept in the URL (replace, not push) so a view can be shared; the component holds them in state as
 * well, because router navigations render in a transition and a text box must follow each keystroke.
 */
export function CourseFinder({ courses, subjects }: { courses: readonly CatalogueEntry[]; subjects: readonly CatalogueSubject[] }) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const [chosen, setChosen] = useState<FinderFilters | null>(null);
  const filters = chosen ?? (hydrated ? parseFilters(searchParams, subjects) : NO_FILTERS);
  // Hydration ends with a second, synchronous render (useHydrated's snapshot changes). With no
  // filters in the URL the list is the same: memoised on the filters' query string, the 48 cards
  // are the same element and React skips them, instead of a long task re-rendering all of them.
  const filterKey = filtersToParams(filters).toString();
  const { results, list } = useMemo(() => {
    const matching = applyFilters(courses, subjects, parseFilters(new URLSearchParams(filterKey), subjects));
    return { results: matching, list: matching.length > 0 ? <FinderResults groups={groupBySubject(matching, subjects)} /> : null };
  }, [courses, subjects, filterKey]);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const update = (next: FinderFilters) => {
    setChosen(next);
    setSearchParams(filtersToParams(next), { replace: true, preventScrollReset: true, state: FINDER_NAVIGATION });
  };
  // The chip (or button) that had focus disappears: hand focus to the result count, which says what changed.
  const updateAndAnnounce = (next: FinderFilters) => {
    update(next);
    statusRef.current?.focus();
  };
  const remove = (key: FilterKey) => updateAndAnnounce(key === 'q' ? { ...filters, q: '' } : { ...filters, [key]: undefined });
  const clear = () => updateAndAnnounce(NO_FILTERS);

  return (
    <div className="grid gap-8 lg:grid-cols-4">
      <div className="lg:col-span-1">
        <FilterPanel filters={filters} subjects={subjects} total={courses.length} disabled={!hydrated} onChange={update} />
      </div>
      <div className="lg:col-span-3">
        <p ref={statusRef} tabIndex={-1} role="status" className="text-base font-semibold text-brand-900" data-testid="finder-count">
          {results.length === courses.length ? `Showing all ${courses.length} courses` : `${results.length} of ${courses.length} courses match`}
        </p>
        <ActiveFilters filters={filters} subjects={subjects} onRemove={remove} onClear={clear} />
        {list ?? <EmptyState onClear={clear} />}
      </div>
    </div>
  );
}
