import type { UseFormRegisterReturn } from 'react-hook-form';
import { batchWords, type Batch } from '../../../contract/batches';

/**
 * The batch the visitor chose on the course page ("Enquire about this batch"), in words, with a way
 * to clear it; its id travels in the hidden field. Without one, only the empty hidden field is there.
 */
export function ChosenBatch({ label, batch, field, error, onClear }: { label: string; batch?: Batch; field: UseFormRegisterReturn; error?: string; onClear: () => void }) {
  const hidden = <input type="hidden" defaultValue={batch?.id ?? ''} {...field} />;
  if (!batch) return hidden;
  return (
    <fieldset className="rounded-lg border border-accent-600 bg-accent-100/40 px-4 py-3" data-testid="chosen-batch" aria-describedby={error ? 'chosen-batch-error' : undefined}>
      <legend className="px-1 text-sm font-medium text-brand-900">{label}</legend>
      {hidden}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink">{batchWords(batch)}</p>
        <button type="button" onClick={onClear} className="text-sm font-semibold text-accent-600 underline">
          Clear<span className="sr-only"> the chosen batch</span>
        </button>
      </div>
      {error && (
        <p id="chosen-batch-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
