import { useEffect, useState } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import type { LeadDetail } from '../../schemas/admin';
import type { Owner, OwnersResponseSchema } from '../../schemas/owners';
import { wallClock } from '../../shared/zoned-time';
import { postAdmin, readAdmin } from '../api';
import type { loader as layoutLoader } from '../routes/layout';
import { failed, OutcomeMessage, type Outcome } from './outcome-message';
import { formatTime, staffZone } from './staff-zone';
import { selectClass } from './styles';

/** The lead's owner and its next follow-up: who works it, and when it is next due. */
export function LeadDesk({ lead }: { lead: LeadDetail }) {
  const me = useRouteLoaderData<typeof layoutLoader>('console')!.staff;
  const { revalidate } = useRevalidator();
  const [owners, setOwners] = useState<Owner[]>([]);
  const [message, setMessage] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const base = `/api/admin/leads/${lead.form}/${lead.id}`;
  const isAdmin = me.role === 'admin';
  const zone = lead.zone ?? staffZone();

  useEffect(() => {
    if (!isAdmin) return;
    const controller = new AbortController();
    readAdmin<typeof OwnersResponseSchema>('/api/admin/owners', controller.signal).then(
      (answer) => setOwners(answer.owners),
      () => {},
    );
    return () => controller.abort();
  }, [isAdmin]);

  async function run(url: string, body: object, done: string) {
    setBusy(true);
    const outcome = await postAdmin(url, { ...body, version: lead.version });
    if (outcome.ok) await revalidate();
    setBusy(false);
    setMessage(outcome.ok ? { ok: true, text: done } : failed(outcome));
  }
  const followUp = (body: object, done: string) =>
    run(`${base}/follow-up?tz=${encodeURIComponent(staffZone())}`, body, done);

  const due = lead.followUpAt ? wallClock(new Date(lead.followUpAt), zone) : undefined;
  return (
    <section aria-labelledby="desk-title" className="space-y-3" data-testid="lead-desk">
      <h2 id="desk-title" className="text-lg font-semibold text-brand-900">
        Owner and follow-up
      </h2>
      <p className="text-sm" data-testid="lead-owner">
        Owner: <strong>{lead.owner ? lead.owner.name : 'unassigned'}</strong>
        {lead.owner?.id === me.id && ' (you)'}
      </p>
      {isAdmin ? (
        <form
          aria-label="Owner"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const value = String(new FormData(e.currentTarget).get('owner') ?? '');
            void run(`${base}/owner`, { owner: value ? Number(value) : null }, 'Owner saved.');
          }}
        >
          <label className="text-sm font-medium text-brand-900">
            Give to
            <select
              name="owner"
              key={`${lead.owner?.id ?? 'none'}-${owners.length}`}
              defaultValue={lead.owner?.id ?? ''}
              className={`${selectClass} mt-1 block`}
            >
              <option value="">Unassigned</option>
              {owners.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                  {o.available ? '' : ' (not taking leads)'}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy} className="btn-outline py-1.5 text-brand-900">
            Save owner
          </button>
        </form>
      ) : (
        !lead.owner && (
          <button
            type="button"
            disabled={busy}
            className="btn-outline py-1.5 text-brand-900"
            onClick={() => void run(`${base}/owner`, { owner: me.id }, 'This lead is yours.')}
          >
            Take this lead
          </button>
        )
      )}
      <p className="text-sm" data-testid="follow-up">
        Next follow-up:{' '}
        <strong>{lead.followUpAt ? formatTime(lead.followUpAt, lead.zone) : 'none'}</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          className="btn-outline py-1.5 text-brand-900"
          onClick={() =>
            void followUp({ set: 'tomorrow' }, 'Follow-up set for the next working day, 10:00.')
          }
        >
          Next working day 10:00
        </button>
        <button
          type="button"
          disabled={busy}
          className="btn-outline py-1.5 text-brand-900"
          onClick={() =>
            void followUp({ set: 'in-3-days' }, 'Follow-up set in 3 working days, 10:00.')
          }
        >
          In 3 working days
        </button>
        {lead.followUpAt && (
          <button
            type="button"
            disabled={busy}
            className="btn-outline py-1.5 text-brand-900"
            onClick={() => void followUp({ set: 'clear' }, 'Follow-up cleared.')}
          >
            Clear
          </button>
        )}
      </div>
      <form
        aria-label="Follow-up on a date"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const at = String(new FormData(e.currentTarget).get('at') ?? '');
          void followUp({ set: 'at', at }, 'Follow-up saved.');
        }}
      >
        <label className="text-sm font-medium text-brand-900">
          On (its centre’s time)
          <input
            type="datetime-local"
            name="at"
            required
            key={lead.followUpAt ?? 'none'}
            defaultValue={due ? `${due.date}T${due.time}` : ''}
            className={`${selectClass} mt-1 block`}
          />
        </label>
        <button type="submit" disabled={busy} className="btn-outline py-1.5 text-brand-900">
          Set
        </button>
      </form>
      <OutcomeMessage
        outcome={message}
        onReloaded={() =>
          setMessage({ ok: true, text: 'Reloaded: this is the lead as it is now.' })
        }
      />
    </section>
  );
}
