import { centreById } from '../../../shared/content/centres';
import {
  DURATION_BANDS,
  MODE_FILTERS,
  type CatalogueSubject,
  type StartMonth,
} from '../../../shared/content/courses/catalogue-filters';
import type { FilterKey, FinderFilters } from './filter-state';

interface Chip {
  key: FilterKey;
  label: string;
}

function chipsOf(
  filters: FinderFilters,
  subjects: readonly CatalogueSubject[],
  months: readonly StartMonth[],
): Chip[] {
  const chips: (Chip | undefined)[] = [
    filters.q.trim() ? { key: 'q', label: `Search: “${filters.q.trim()}”` } : undefined,
    filters.subject
      ? {
          key: 'subject',
          label: `Subject: ${subjects.find((s) => s.id === filters.subject)?.name}`,
        }
      : undefined,
    filters.duration
      ? {
          key: 'duration',
          label: `Duration: ${DURATION_BANDS.find((b) => b.id === filters.duration)?.label}`,
        }
      : undefined,
    filters.mode
      ? {
          key: 'mode',
          label: `Study mode: ${MODE_FILTERS.find((m) => m.id === filters.mode)?.label}`,
        }
      : undefined,
    filters.centre
      ? { key: 'centre', label: `Centre: ${centreById(filters.centre).name}` }
      : undefined,
    filters.month
      ? { key: 'month', label: `Start month: ${months.find((m) => m.id === filters.month)?.label}` }
      : undefined,
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
}: {
  filters: FinderFilters;
  subjects: readonly CatalogueSubject[];
  months: readonly StartMonth[];
  onRemove: (key: FilterKey) => void;
  onClear: () => void;
}) {
  const chips = chipsOf(filters, subjects, months);
  if (chips.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap gap-2" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onRemove(chip.key)}
              aria-label={`Remove ${chip.label}`}
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
        Clear all filters
      </button>
    </div>
  );
}
