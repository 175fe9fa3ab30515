import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { AdminFailure } from '../api';
import { Modal } from './modal';
import { SignInForm } from './sign-in-form';

/** What a change came to: done, refused with the API's message, or stale (someone else saved first). */
export type Outcome = { ok: boolean; text: string; stale?: boolean; signedOut?: boolean };

export const failed = (failure: AdminFailure): Outcome => ({
  ok: false,
  text: failure.message,
  stale: failure.stale,
  signedOut: failure.signedOut,
});

const SIGNED_OUT =
  'Your session has ended, so this was not saved. Sign in again here: what you wrote stays on this page.';
const SIGNED_IN_AGAIN = 'Signed in again. What you wrote is still here: make your change again.';

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
  const statusId = useId();
  const [signingIn, setSigningIn] = useState(false);
  const [signedInAgain, setSignedInAgain] = useState<Outcome>();
  // A newer outcome replaces the "signed in again" line.
  const [shown, setShown] = useState(outcome);
  if (shown !== outcome) {
    setShown(outcome);
    setSignedInAgain(undefined);
  }
  const said = signedInAgain ?? outcome;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        ref={status}
        id={statusId}
        tabIndex={-1}
        role="status"
        className={`text-sm font-medium ${said?.ok === false ? 'text-red-700' : 'text-accent-600'}`}
      >
        {said?.signedOut ? SIGNED_OUT : said?.text}
      </p>
      {said?.signedOut && (
        <button
          type="button"
          className="btn-outline px-3 py-1 text-sm text-brand-900"
          onClick={() => setSigningIn(true)}
        >
          Sign in again
        </button>
      )}
      {signingIn && (
        <Modal labelledBy="sign-in-title" returnTo={statusId} onClose={() => setSigningIn(false)}>
          <SignInForm
            onSignedIn={() => {
              setSignedInAgain({ ok: true, text: SIGNED_IN_AGAIN });
              setSigningIn(false);
            }}
          />
        </Modal>
      )}
      {said?.stale && (
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
