import { useEffect, useRef, useState } from 'react';
import type {
  CatalogueEntry,
  CatalogueSubject,
  StartMonth,
} from '../../shared/content/courses/catalogue-filters';
import { ActiveFilters } from './course-finder/active-filters';
import { FilterPanel, FiltersToggle } from './course-finder/filter-panel';
import { EmptyState, FinderResults } from './course-finder/finder-results';
import { fill } from '../../shared/lang';
import { countText, type FinderText } from './course-finder/finder-words';
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
  /** The contacts page in the page's language (a prop, so the island does not carry the page table). */
  contactsPath: string;
  /** Its words in the page's language (a prop, so the island carries no language of its own). */
  text: FinderText;
}

/**
 * Every course grouped by subject, narrowed as the visitor types or picks a filter: the course
 * finder's island, hydrated at load (it is the page's purpose). The filters are kept in the URL so a
 * view can be shared, and each change is a step of the browser's history: Back undoes one filter (a
 * search typed letter by letter is one step, not one per letter).
 */
export function CourseFinder({ courses, subjects, months, initial, contactsPath, text }: Props) {
  const [filters, setFilters] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const results = applyFilters(courses, subjects, filters);

  /** What the last step of history changed: typing on in the search box adds no step of its own. */
  const lastChange = useRef<FilterKey | 'all' | undefined>(undefined);

  const update = (next: FinderFilters, change: FilterKey | 'all' | 'hydration') => {
    setFilters(next);
    const query = filtersToParams(next).toString();
    const address = `${location.pathname}${query ? `?${query}` : ''}`;
    if (address === `${location.pathname}${location.search}`) return;
    if (change === 'hydration' || (change === 'q' && lastChange.current === 'q'))
      history.replaceState(history.state, '', address);
    else history.pushState(history.state, '', address);
    if (change !== 'hydration') lastChange.current = change;
  };
  // Back and Forward show the filters of the address they return to.
  useEffect(() => {
    const restore = () => {
      lastChange.current = undefined;
      setFilters(parseFilters(new URLSearchParams(location.search), subjects, months));
    };
    addEventListener('popstate', restore);
    return () => removeEventListener('popstate', restore);
  }, [subjects, months]);
  // The server's fields can be typed into before this island is live, and hydration keeps what they
  // hold without telling React: take it over, once.
  useEffect(() => {
    const fields = new URLSearchParams(
      [...new FormData(form.current!)].map(([name, value]) => [name, String(value)]),
    );
    const typed = parseFilters(fields, subjects, months);
    if (filtersToParams(typed).toString() !== filtersToParams(initial).toString())
      update(typed, 'hydration');
    // Once, on hydration: later changes come through the fields' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The chip (or button) that had focus disappears: hand focus to the result count, which says what changed.
  const updateAndAnnounce = (next: FinderFilters, change: FilterKey | 'all') => {
    update(next, change);
    status.current?.focus();
  };
  const remove = (key: FilterKey) =>
    updateAndAnnounce(
      key === 'q' ? { ...filters, q: '' } : { ...filters, [key]: undefined },
      // Removing the search is a step of its own, not more typing.
      'all',
    );
  const clear = () => updateAndAnnounce(NO_FILTERS, 'all');

  return (
    // On a phone the count and the filters' control come first and stay in view under the header over
    // the filters and the results (app.css); on a wide screen the count heads the results, beside the filters.
    <div className="grid gap-x-8 gap-y-4 lg:grid-cols-4">
      <div className="finder-count lg:col-span-3 lg:col-start-2 lg:row-start-1">
        <p
          ref={status}
          tabIndex={-1}
          role="status"
          className="text-base font-semibold text-brand-900"
          data-testid="finder-count"
        >
          {results.length === courses.length
            ? countText(text.showingAll, text.locale, courses.length)
            : fill(text.matching, { matching: results.length, total: courses.length })}
        </p>
        <FiltersToggle
          filters={filters}
          open={filtersOpen}
          onToggle={() => setFiltersOpen(!filtersOpen)}
          toggleRef={toggle}
          text={text}
        />
      </div>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <FilterPanel
          formRef={form}
          filters={filters}
          subjects={subjects}
          months={months}
          total={courses.length}
          matching={results.length}
          onChange={update}
          open={filtersOpen}
          text={text}
          onClose={() => {
            setFiltersOpen(false);
            toggle.current?.focus();
          }}
        />
      </div>
      <div className="lg:col-span-3 lg:col-start-2">
        <ActiveFilters
          filters={filters}
          subjects={subjects}
          months={months}
          onRemove={remove}
          onClear={clear}
          text={text}
        />
        {results.length > 0 ? (
          <FinderResults groups={groupBySubject(results, subjects)} filters={filters} text={text} />
        ) : (
          <EmptyState onClear={clear} contactsPath={contactsPath} text={text} />
        )}
      </div>
    </div>
  );
}
