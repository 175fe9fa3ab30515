import { useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  CALL_NOTE_MAX,
  CALL_OUTCOME_TEXTS,
  CALL_OUTCOMES,
  type LeadDetail,
} from '../../schemas/admin';
import { postAdmin } from '../api';
import { failed, OutcomeMessage, type Outcome } from './outcome-message';
import { inputClass, labelClass } from './styles';

/** A phone call made outside the console, logged with how it went: in the lead's history, and a response. */
export function LogCall({ lead }: { lead: LeadDetail }) {
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  if (lead.erasedAt) return null;
  return (
    <form
      aria-label="Log a call"
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const form = e.currentTarget;
        const fields = new FormData(form);
        const outcome = await postAdmin(`/api/admin/leads/${lead.form}/${lead.id}/calls`, {
          outcome: fields.get('outcome'),
          note: fields.get('note') || undefined,
        });
        if (outcome.ok) {
          form.reset();
          await revalidate();
        }
        setBusy(false);
        setMessage(outcome.ok ? { ok: true, text: 'Call logged.' } : failed(outcome));
      }}
    >
      <label className={labelClass}>
        Call outcome
        <select name="outcome" className={inputClass}>
          {CALL_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {CALL_OUTCOME_TEXTS[outcome]}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Note (optional)
        <input name="note" dir="auto" maxLength={CALL_NOTE_MAX} className={inputClass} />
      </label>
      <button type="submit" disabled={busy} className="btn-outline text-brand-900">
        Log call
      </button>
      <OutcomeMessage outcome={message} />
    </form>
  );
}
