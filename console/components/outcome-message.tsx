import { useRef } from 'react';
import { useRevalidator } from 'react-router';
import type { AdminFailure } from '../api';

/** What a change came to: done, refused with the API's message, or stale (someone else saved first). */
export type Outcome = { ok: boolean; text: string; stale?: boolean };

export const failed = (failure: AdminFailure): Outcome => ({
  ok: false,
  text: failure.message,
  stale: failure.stale,
});

/**
 * The outcome of a page's last change, announced; a stale one offers to reload the page's data (what
 * this page shows is then the other person's change, and the change can be made again on it).
 */
export function OutcomeMessage({
  outcome,
  onReloaded,
  onReload,
}: {
  outcome?: Outcome;
  /** After the reload: the page says it shows the latest. */
  onReloaded?(): void;
  /** The page's own reload, in place of reading its data again (a form that starts afresh). */
  onReload?(): Promise<void>;
}) {
  const { revalidate } = useRevalidator();
  const status = useRef<HTMLParagraphElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className={`text-sm font-medium ${outcome?.ok === false ? 'text-red-700' : 'text-accent-600'}`}
      >
        {outcome?.text}
      </p>
      {outcome?.stale && (
        <button
          type="button"
          className="btn-outline px-3 py-1 text-sm text-brand-900"
          onClick={async () => {
            await (onReload ?? revalidate)();
            onReloaded?.();
            // The Reload button goes once the page shows the latest: focus stays on what it says.
            status.current?.focus();
          }}
        >
          Reload
        </button>
      )}
    </div>
  );
}
