import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { SPAM_REASON_TEXTS, type LeadDetail, type SpamReason } from '../../schemas/admin';
import { postAdmin } from '../api';
import { formatTime } from './styles';

/** A lead held as suspected spam: why, until when, and the two ways out (release to the inbox, or delete). */
export function LeadSpamActions({ lead, reason }: { lead: LeadDetail; reason: SpamReason }) {
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const base = `/api/admin/leads/${lead.form}/${lead.id}`;

  async function run(action: 'release' | 'delete') {
    const outcome = await postAdmin(`${base}/${action}`);
    if (!outcome.ok) return setError(outcome.message);
    if (action === 'release') await revalidate();
    else await navigate('/admin/leads?spam=1');
  }

  return (
    <section
      aria-labelledby="spam-title"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <h2 id="spam-title" className="text-base font-semibold text-brand-900">
        Held as suspected spam
      </h2>
      <p>
        Nobody was told about this {lead.form === 'contact' ? 'enquiry' : 'registration'}, because{' '}
        {SPAM_REASON_TEXTS[reason].why}. The sender was told it was received. Release it if it is a
        real one: it joins the inbox and staff are notified as for any lead.
      </p>
      {lead.spamDeletedAt && (
        <p className="text-muted">
          Unless released, it is deleted on {formatTime(lead.spamDeletedAt)}.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!lead.erasedAt && (
          <button type="button" className="btn-primary" onClick={() => void run('release')}>
            Release to the inbox
          </button>
        )}
        {confirmDelete ? (
          <>
            <button
              type="button"
              className="btn bg-red-700 text-white hover:bg-red-800"
              onClick={() => void run('delete')}
            >
              Delete for good
            </button>
            <button
              type="button"
              className="btn-outline text-brand-900"
              onClick={() => setConfirmDelete(false)}
            >
              Keep
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn-outline text-red-700"
            onClick={() => setConfirmDelete(true)}
          >
            Delete…
          </button>
        )}
      </div>
      <p role="status" className="text-red-700">
        {error}
      </p>
    </section>
  );
}
