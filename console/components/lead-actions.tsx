import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { LEAD_STATUSES, type LeadDetail } from '../../schemas/admin';
import { showsText } from '../../schemas/text';
import { postAdmin, type AdminFailure } from '../api';
import { ConfirmDialog } from './confirm-dialog';
import { failed, OutcomeMessage, type Outcome } from './outcome-message';
import { inputClass, labelClass } from './styles';

const RELOADED: Outcome = { ok: true, text: 'Reloaded: this is the lead as it is now.' };

/**
 * Status, note and erasure controls of one lead; each posts to the API with the version the page
 * read, then reloads the page's data. Erasure is an admin's, and asked first.
 */
export function LeadActions({ lead, isAdmin }: { lead: LeadDetail; isAdmin: boolean }) {
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<Outcome>();
  const [noteError, setNoteError] = useState<string>();
  const [confirmErase, setConfirmErase] = useState(false);
  const [busy, setBusy] = useState(false);
  // The button that opened the erasure's dialog goes with the data: once the dialog has closed,
  // focus goes to what the erasure came to rather than falling to the page's body.
  const outcomeBox = useRef<HTMLDivElement>(null);
  const focusOutcome = useRef(false);
  useEffect(() => {
    if (confirmErase || !focusOutcome.current) return;
    focusOutcome.current = false;
    outcomeBox.current?.focus();
  }, [confirmErase]);
  const base = `/api/admin/leads/${lead.form}/${lead.id}`;
  const who = lead.erasedAt ? 'this person' : lead.name || 'this person';

  async function run(url: string, body: object, done: string): Promise<AdminFailure | null> {
    setBusy(true);
    const outcome = await postAdmin(url, { ...body, version: lead.version });
    if (outcome.ok) await revalidate();
    setBusy(false);
    setMessage(outcome.ok ? { ok: true, text: done } : failed(outcome));
    return outcome.ok ? null : outcome;
  }

  return (
    <div className="space-y-6">
      <form
        aria-label="Lead status"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void run(
            `${base}/status`,
            { status: new FormData(e.currentTarget).get('status') },
            'Status saved.',
          );
        }}
      >
        <label className={labelClass}>
          Status
          <select name="status" defaultValue={lead.status} key={lead.status} className={inputClass}>
            {LEAD_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy} className="btn-primary">
          Save status
        </button>
      </form>

      {!lead.erasedAt && (
        <form
          aria-label="Add a note"
          className="space-y-2"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const body = String(new FormData(form).get('body') ?? '');
            // A note that shows nothing is refused here, at its field, as the server would.
            if (!showsText(body)) {
              setNoteError('Write a note.');
              (form.elements.namedItem('body') as HTMLTextAreaElement).focus();
              return;
            }
            setNoteError(undefined);
            const refused = await run(`${base}/notes`, { body }, 'Note added.');
            if (!refused) form.reset();
            else if (refused.errors?.body) setNoteError(refused.errors.body);
          }}
        >
          <label className={labelClass}>
            Note
            <textarea
              dir="auto"
              name="body"
              rows={3}
              maxLength={5000}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? 'note-error' : undefined}
              className={inputClass}
            />
          </label>
          {noteError && (
            <p id="note-error" className="text-sm text-red-700">
              {noteError}
            </p>
          )}
          <button type="submit" disabled={busy} className="btn-outline text-brand-900">
            Add note
          </button>
        </form>
      )}

      <div ref={outcomeBox} tabIndex={-1} className="outline-offset-4">
        <OutcomeMessage outcome={message} onReloaded={() => setMessage(RELOADED)} />
      </div>

      {!lead.erasedAt &&
        (isAdmin ? (
          <button
            type="button"
            className="btn-outline text-red-700"
            onClick={() => setConfirmErase(true)}
          >
            Erase personal data…
          </button>
        ) : (
          <p className="text-sm text-muted">An admin can erase this person’s data on request.</p>
        ))}
      {confirmErase && (
        <ConfirmDialog
          title={`Erase the personal data of ${who}?`}
          confirm="Erase for good"
          busy={busy}
          onClose={() => setConfirmErase(false)}
          onConfirm={async () => {
            focusOutcome.current = true;
            await run(`${base}/erase`, {}, 'Personal data erased.');
            setConfirmErase(false);
          }}
        >
          <p>
            Their name, email, phone, message and every other personal field, the notes on this lead
            and any notification not yet sent are deleted, and cannot be restored.
          </p>
          <p>The lead stays in the counts with its course, source, status and dates.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

export function RetryButton({ lead, jobId }: { lead: LeadDetail; jobId: number }) {
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string>();
  return (
    <>
      <button
        type="button"
        className="ml-2 btn-outline py-1 text-brand-900"
        onClick={async () => {
          const outcome = await postAdmin(
            `/api/admin/leads/${lead.form}/${lead.id}/deliveries/${jobId}/retry`,
          );
          if (outcome.ok) await revalidate();
          else setError(outcome.message);
        }}
      >
        Retry delivery
      </button>
      {error && <span className="ml-2 text-red-700">{error}</span>}
    </>
  );
}
