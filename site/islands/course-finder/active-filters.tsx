import type {
  CatalogueSubject,
  StartMonth,
} from '../../../shared/content/courses/catalogue-filters';
import type { FilterKey, FinderFilters } from './filter-state';
import { fill } from '../../../shared/lang';
import type { FinderText } from './finder-words';

interface Chip {
  key: FilterKey;
  label: string;
}

function chipsOf(
  filters: FinderFilters,
  subjects: readonly CatalogueSubject[],
  months: readonly StartMonth[],
  text: FinderText,
): Chip[] {
  const chip = (key: Exclude<FilterKey, 'q'>, value: string | undefined): Chip => ({
    key,
    label: fill(text.chip, { filter: text.labels[key], value: value ?? '' }),
  });
  const chips: (Chip | undefined)[] = [
    filters.q.trim()
      ? { key: 'q', label: fill(text.searchChip, { q: filters.q.trim() }) }
      : undefined,
    filters.subject
      ? chip('subject', subjects.find((s) => s.id === filters.subject)?.name)
      : undefined,
    filters.duration ? chip('duration', text.durations[filters.duration]) : undefined,
    filters.mode ? chip('mode', text.modeFilters[filters.mode]) : undefined,
    filters.centre
      ? chip('centre', text.centres.find((c) => c.id === filters.centre)?.label)
      : undefined,
    filters.month ? chip('month', months.find((m) => m.id === filters.month)?.label) : undefined,
  ];
  return chips.filter((chip): chip is Chip => chip !== undefined);
}

/** The filters in force as removable chips, and a way to drop them all. */
export function ActiveFilters({
  filters,
  subjects,
  months,
  onRemove,
  onClear,
  text,
}: {
  filters: FinderFilters;
  subjects: readonly CatalogueSubject[];
  months: readonly StartMonth[];
  onRemove: (key: FilterKey) => void;
  onClear: () => void;
  text: FinderText;
}) {
  const chips = chipsOf(filters, subjects, months, text);
  if (chips.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{text.activeFilters}</h2>
      <ul className="flex flex-wrap gap-2" aria-label={text.activeFilters}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onRemove(chip.key)}
              aria-label={fill(text.remove, { chip: chip.label })}
              className="inline-flex items-center gap-2 rounded-full border border-accent-600 bg-accent-100 px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-white"
            >
              {chip.label}
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="rounded-full px-3 py-1.5 text-sm font-semibold text-accent-600 underline underline-offset-4 hover:text-brand-900"
      >
        {text.clearAll}
      </button>
    </div>
  );
}
