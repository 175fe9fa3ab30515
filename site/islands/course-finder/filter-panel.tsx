import type { Ref, RefObject } from 'react';
import { CENTRES } from '../../../shared/content/centres';
import {
  DURATION_BANDS,
  FINDER_FILTER_TEXTS as SAYS,
  MODE_FILTERS,
  type CatalogueSubject,
  type StartMonth,
} from '../../../shared/content/courses/catalogue-filters';
import type { FilterKey, FinderFilters } from './filter-state';

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-accent-600';

interface Props {
  filters: FinderFilters;
  subjects: readonly CatalogueSubject[];
  /** The months that have batches. */
  months: readonly StartMonth[];
  total: number;
  /** How many courses match: said under the search box, where a phone's visitor is typing. */
  matching: number;
  /** A change of the filters, and which one changed. */
  onChange: (next: FinderFilters, changed: FilterKey) => void;
  /** The form, whose fields the island reads once live: what was typed or chosen before then. */
  formRef: Ref<HTMLFormElement>;
  /** On a phone, whether the five filters are shown (FiltersToggle); Escape in them calls onClose. */
  open: boolean;
  onClose: () => void;
}

/** The filters set, apart from the search (which is never hidden): the n of "Filters (n)". */
const FILTERS_BEHIND_TOGGLE = ['subject', 'duration', 'mode', 'centre', 'month'] as const;

/**
 * On a phone, the "Filters (n)" disclosure of the five filters. It sits in the bar that holds the
 * count under the header, so scrolling never slides it under the count, and it stays in reach; opened
 * from further down, it brings the filters into view.
 */
export function FiltersToggle({
  filters,
  open,
  onToggle,
  toggleRef,
}: {
  filters: FinderFilters;
  open: boolean;
  onToggle: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const active = FILTERS_BEHIND_TOGGLE.filter((key) => filters[key] !== undefined).length;
  return (
    <button
      ref={toggleRef}
      type="button"
      aria-expanded={open}
      aria-controls="finder-filters"
      onClick={() => {
        onToggle();
        if (!open)
          requestAnimationFrame(() =>
            document.getElementById('finder-filters')?.scrollIntoView({ block: 'nearest' }),
          );
      }}
      className="btn-outline shrink-0 text-brand-900 lg:hidden"
    >
      {SAYS.toggle(active)}
    </button>
  );
}

/**
 * Search box and the five filters; every change applies at once, so there is no submit button. The
 * fields work before the island is live: it takes over what they hold then. On a phone the five sit
 * behind one "Filters (n)" disclosure (FiltersToggle), so the search and the results start on the
 * first screen; Escape closes it and focus goes back to its button.
 */
export function FilterPanel({
  filters,
  subjects,
  months,
  total,
  matching,
  onChange,
  formRef,
  open,
  onClose,
}: Props) {
  const select = (
    key: 'subject' | 'duration' | 'mode' | 'centre' | 'month',
    label: string,
    allLabel: string,
    options: readonly { id: string; label: string }[],
  ) => (
    <div>
      <label htmlFor={`finder-${key}`} className="block text-sm font-medium text-brand-900">
        {label}
      </label>
      <select
        id={`finder-${key}`}
        name={key}
        value={filters[key] ?? ''}
        onChange={(event) =>
          onChange({ ...filters, [key]: event.target.value || undefined } as FinderFilters, key)
        }
        className={controlClass}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      ref={formRef}
      role="search"
      aria-label="Courses"
      onSubmit={(event) => event.preventDefault()}
      // Sticky beside the results on a wide screen, and scrolled on its own where it is taller than the window.
      className="rounded-2xl bg-brand-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-900">Search and filter</legend>
        <div>
          <label htmlFor="finder-q" className="block text-sm font-medium text-brand-900">
            Search courses
          </label>
          <input
            id="finder-q"
            type="search"
            name="q"
            value={filters.q}
            onChange={(event) => onChange({ ...filters, q: event.target.value }, 'q')}
            placeholder="e.g. IELTS, procurement, PMP"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            aria-describedby="finder-q-hint"
            className={controlClass}
          />
          <p id="finder-q-hint" className="mt-1 text-xs text-muted" data-testid="finder-q-count">
            {filters.q.trim()
              ? `${matching} of ${total} courses match “${filters.q.trim()}”.`
              : 'Looks through course titles, abbreviations, subjects and keywords.'}
          </p>
        </div>
        <div
          id="finder-filters"
          className={`${open ? 'block' : 'hidden'} scroll-mt-36 space-y-4 lg:block`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
        >
          {select(
            'subject',
            'Subject',
            'All subjects',
            subjects.map((s) => ({ id: s.id, label: s.name })),
          )}
          {select('duration', 'Duration', 'Any duration', DURATION_BANDS)}
          {select('mode', 'Study mode', 'Any study mode', MODE_FILTERS)}
          {select(
            'centre',
            'Centre',
            'Any centre',
            CENTRES.map((c) => ({ id: c.id, label: c.name })),
          )}
          {select('month', 'Start month', 'Any month', months)}
        </div>
      </fieldset>
    </form>
  );
}
