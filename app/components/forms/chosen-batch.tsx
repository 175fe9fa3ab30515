import { useState } from 'react';
import type { ChosenBatch as Chosen } from '../../../contract/batches';

/**
 * A batch as a form holds it: its id, and once known the words to show for it and, when it may not
 * be chosen any more, why (the server's words for a lead that named it).
 */
export type HeldBatch = { id: number; words?: string; refusal?: string };

/**
 * The batch a form carries, until the visitor clears it or the form is sent; `undefined` while a
 * prerendered form has still to read it from the address (batch-from-address.ts). `id` is what the
 * form sends.
 */
export function useChosenBatch(initial: Chosen | HeldBatch | null | undefined) {
  const [chosen, setChosen] = useState(initial);
  const clear = () => {
    setChosen(null);
    // A reload of the page then opens the form without it.
    const url = new URL(window.location.href);
    url.searchParams.delete('batch');
    window.history.replaceState(window.history.state, '', url);
  };
  return { chosen, setChosen, clear, sent: () => setChosen(null), id: () => chosen?.id };
}

/**
 * The batch the visitor chose on the course page, in the words the server wrote for it, with a way
 * to clear it; its id travels in the hidden field. Without one, only the empty hidden field is there.
 */
export function ChosenBatch({
  label,
  batch,
  error = batch?.refusal,
  onClear,
  className = '',
}: {
  label: string;
  batch?: HeldBatch | null;
  error?: string;
  onClear: () => void;
  className?: string;
}) {
  const hidden = <input type="hidden" name="batch" value={batch?.id ?? ''} />;
  if (!batch?.words) return hidden;
  return (
    <fieldset
      className={`rounded-lg border border-accent-600 bg-accent-100/40 px-4 py-3 ${className}`}
      data-testid="chosen-batch"
      aria-describedby={error ? 'chosen-batch-error' : undefined}
    >
      <legend className="px-1 text-sm font-medium text-brand-900">{label}</legend>
      {hidden}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink">{batch.words}</p>
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-semibold text-accent-600 underline"
        >
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
