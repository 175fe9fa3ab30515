import { useState } from 'react';
import { WithCodes } from '../ui/with-codes';
import type { ChosenBatch as Chosen } from '../../../shared/batches';
import type { LeadWords } from '../../../shared/lead-texts';

/** The batch a form carries, until the visitor clears it or the form is sent; `id` is what the form sends. */
export function useChosenBatch(initial: Chosen | undefined) {
  const [chosen, setChosen] = useState(initial ?? null);
  const clear = () => {
    setChosen(null);
    // A reload of the page then opens the form without it.
    const url = new URL(window.location.href);
    url.searchParams.delete('batch');
    window.history.replaceState(window.history.state, '', url);
  };
  return { chosen, clear, sent: () => setChosen(null), id: () => chosen?.id };
}

/**
 * The batch the visitor chose on the course page, in the words the server wrote for it in the page's
 * language (a course's code in <bdi>), with a way to clear it; its id travels in the hidden field. Without one, only the empty hidden field is there.
 */
export function ChosenBatch({
  label,
  batch,
  error = batch?.refusal,
  onClear,
  clearHref,
  className = '',
  words,
}: {
  label: string;
  /** Clear, and what it clears, in the page's language. */
  words: LeadWords['common'];
  batch: Chosen | null;
  error?: string;
  onClear: () => void;
  /** The form's page without the batch: what Clear opens in a browser that runs no scripts. */
  clearHref: string;
  className?: string;
}) {
  const hidden = <input type="hidden" name="batch" value={batch?.id ?? ''} />;
  if (!batch) return hidden;
  const clearClass = 'text-sm font-semibold text-accent-600 underline';
  const what = <span className="sr-only"> {words.theChosenBatch}</span>;
  return (
    <fieldset
      className={`rounded-lg border border-accent-600 bg-accent-100/40 px-4 py-3 ${className}`}
      data-testid="chosen-batch"
      aria-describedby={error ? 'chosen-batch-error' : undefined}
    >
      <legend className="px-1 text-sm font-medium text-brand-900">{label}</legend>
      {hidden}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink">
          <WithCodes text={batch.words} />
        </p>
        <button
          type="button"
          onClick={(event) => {
            // Clear leaves with the batch's box: focus goes on to the next field after it (past
            // what the form shows between, the chosen course), not to the page.
            let next = event.currentTarget.closest('fieldset')?.nextElementSibling;
            while (next && !next.querySelector('input, select, textarea'))
              next = next.nextElementSibling;
            next?.querySelector<HTMLElement>('input, select, textarea')?.focus();
            onClear();
          }}
          className={`${clearClass} noscript:hidden`}
        >
          {words.clear}
          {what}
        </button>
        <a href={clearHref} className={`${clearClass} hidden noscript:inline`}>
          {words.clear}
          {what}
        </a>
      </div>
      {error && (
        <p id="chosen-batch-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
