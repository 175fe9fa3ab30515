import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { LEAD_STATUSES, type LeadDetail } from '../../schemas/admin';
import { postAdmin } from '../api';
import { inputClass, labelClass } from './styles';

/** Status, note and erasure controls of one lead; each posts to the API, then reloads the page's data. */
export function LeadActions({ lead }: { lead: LeadDetail }) {
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [confirmErase, setConfirmErase] = useState(false);
  const base = `/api/admin/leads/${lead.form}/${lead.id}`;

  async function run(url: string, body: unknown, done: string, form?: HTMLFormElement) {
    const outcome = await postAdmin(url, body);
    setMessage(outcome.ok ? { ok: true, text: done } : { ok: false, text: outcome.message });
    if (outcome.ok) {
      form?.reset();
      await revalidate();
    }
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
        <button type="submit" className="btn-primary">
          Save status
        </button>
      </form>

      {!lead.erasedAt && (
        <form
          aria-label="Add a note"
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            const form = e.currentTarget;
            void run(
              `${base}/notes`,
              { body: new FormData(form).get('body') },
              'Note added.',
              form,
            );
          }}
        >
          <label className={labelClass}>
            Note
            <textarea name="body" rows={3} required maxLength={5000} className={inputClass} />
          </label>
          <button type="submit" className="btn-outline text-brand-900">
            Add note
          </button>
        </form>
      )}

      <p role="status" className={message?.ok ? 'text-sm text-accent-600' : 'text-sm text-red-700'}>
        {message?.text}
      </p>

      {!lead.erasedAt &&
        (confirmErase ? (
          <div className="rounded-lg border border-red-300 bg-red-50 p-4">
            <p className="text-sm text-red-800">
              Erase this person's data for good? The lead stays counted, without any personal
              detail.
            </p>
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                className="btn bg-red-700 text-white hover:bg-red-800"
                onClick={() => void run(`${base}/erase`, {}, 'Personal data erased.')}
              >
                Erase for good
              </button>
              <button
                type="button"
                className="btn-outline text-brand-900"
                onClick={() => setConfirmErase(false)}
              >
                Keep
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="btn-outline text-red-700"
            onClick={() => setConfirmErase(true)}
          >
            Erase personal data…
          </button>
        ))}
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
