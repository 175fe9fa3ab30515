import type { Ref, RefObject } from 'react';
import {
  DURATION_BANDS,
  MODE_FILTERS,
  type CatalogueSubject,
  type StartMonth,
} from '../../../shared/content/courses/catalogue-filters';
import type { FilterKey, FinderFilters } from './filter-state';
import { fill } from '../../../shared/lang';
import type { FinderText } from './finder-words';
import { codesIsolated } from '../../../shared/code-runs';

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
  text: FinderText;
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
  text,
}: {
  filters: FinderFilters;
  open: boolean;
  onToggle: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  text: FinderText;
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
      {fill(text.toggle, { count: active })}
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
  text,
}: Props) {
  const select = (
    key: (typeof FILTERS_BEHIND_TOGGLE)[number],
    options: readonly { id: string; label: string }[],
  ) => (
    <div>
      <label htmlFor={`finder-${key}`} className="block text-sm font-medium text-brand-900">
        {text.labels[key]}
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
        <option value="">{text.any[key]}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {/* An option holds text alone: its codes are isolated by marks, as <bdi> would. */}
            {codesIsolated(option.label)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={text.form}
      onSubmit={(event) => event.preventDefault()}
      // Sticky beside the results on a wide screen, and scrolled on its own where it is taller than the window.
      className="rounded-2xl bg-brand-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-900">{text.legend}</legend>
        <div>
          <label htmlFor="finder-q" className="block text-sm font-medium text-brand-900">
            {text.search}
          </label>
          <input
            id="finder-q"
            type="search"
            name="q"
            dir="auto"
            value={filters.q}
            onChange={(event) => onChange({ ...filters, q: event.target.value }, 'q')}
            placeholder={text.placeholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            aria-describedby="finder-q-hint"
            className={controlClass}
          />
          <p id="finder-q-hint" className="mt-1 text-xs text-muted" data-testid="finder-q-count">
            {filters.q.trim()
              ? fill(text.searchCount, { matching, total, q: filters.q.trim() })
              : text.hint}
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
            subjects.map((s) => ({ id: s.id, label: s.name })),
          )}
          {select(
            'duration',
            DURATION_BANDS.map((b) => ({ id: b.id, label: text.durations[b.id] })),
          )}
          {select(
            'mode',
            MODE_FILTERS.map((m) => ({ id: m.id, label: text.modeFilters[m.id] })),
          )}
          {select('centre', text.centres)}
          {select('month', months)}
        </div>
      </fieldset>
    </form>
  );
}
