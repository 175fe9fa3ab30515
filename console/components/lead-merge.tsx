import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { LeadDetail, OtherLead } from '../../schemas/admin';
import { showList } from '../../shared/lead-fields';
import { postAdmin } from '../api';
import { ConfirmDialog } from './confirm-dialog';
import { failed, OutcomeMessage, type Outcome } from './outcome-message';
import { formatTime } from './staff-zone';

// Merging one person's duplicate leads, always by hand: the merged lead leaves the inbox and the
// counts and is shown on the lead it was merged into; un-merging gives both back as they were.

const leadName = (lead: { form: string; id: number }) =>
  `${lead.form === 'contact' ? 'Enquiry' : 'Registration'} #${lead.id}`;
const leadPath = (lead: { form: string; id: number }) => `/admin/leads/${lead.form}/${lead.id}`;

/** Posts a merge or un-merge, then reads the page again; the outcome is the caller's to show. */
function useMergeChange() {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Outcome>();
  async function send(url: string, body: object, done: string) {
    setBusy(true);
    const outcome = await postAdmin(url, body);
    if (outcome.ok) await revalidate();
    setBusy(false);
    setMessage(outcome.ok ? { ok: true, text: done } : failed(outcome));
  }
  return { busy, message, send };
}

/** "Merge into this lead", beside one of the person's other leads on this lead's page. */
export function MergeButton({ lead, other }: { lead: LeadDetail; other: OtherLead }) {
  const [asking, setAsking] = useState(false);
  const { busy, message, send } = useMergeChange();
  if (lead.mergedInto || lead.erasedAt || lead.spam) return null;
  return (
    <>
      <button
        type="button"
        className="mt-2 btn-outline px-3 py-1 text-sm text-brand-900"
        onClick={() => setAsking(true)}
      >
        Merge into this lead
        <span className="sr-only"> ({leadName(other)})</span>
      </button>
      <OutcomeMessage outcome={message} />
      {asking && (
        <ConfirmDialog
          title={`Merge ${leadName(other)} into this lead?`}
          confirm="Merge"
          busy={busy}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await send(
              `/api/admin/leads/${other.form}/${other.id}/merge`,
              {
                version: other.version,
                into: { form: lead.form, id: lead.id, version: lead.version },
              },
              `${leadName(other)} merged into this lead.`,
            );
            setAsking(false);
          }}
        >
          <p>
            {leadName(other)} leaves the inbox and the counts. Its details, notes, calls and history
            are kept and shown on this lead.
          </p>
          {other.followUpAt && (
            <p data-testid="merge-follow-up">
              {!lead.followUpAt || other.followUpAt < lead.followUpAt
                ? `Its follow-up, ${formatTime(other.followUpAt, other.zone)}, becomes this lead’s${lead.followUpAt ? ` in place of ${formatTime(lead.followUpAt, lead.zone)}` : ''}.`
                : `Its follow-up, ${formatTime(other.followUpAt, other.zone)}, is later than this lead’s, which stays: it will no longer be due.`}
            </p>
          )}
          <p>Un-merge it from this page at any time to have both leads back as they were.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** Campaign and page lines of a merged lead's attribution, flattened. */
function attributionText(attribution: Record<string, unknown> | null): string[] {
  if (!attribution) return [];
  return Object.entries(attribution).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? Object.entries(value).map(
          ([name, part]) => `${key} ${name.replace('_', ' ')}: ${String(part)}`,
        )
      : [`${key === 'page' ? 'sent from' : key}: ${String(value)}`],
  );
}

function UnmergeButton({
  target,
  version,
}: {
  target: { form: string; id: number };
  version: number;
}) {
  const { busy, message, send } = useMergeChange();
  return (
    <>
      <button
        type="button"
        disabled={busy}
        className="mt-2 btn-outline px-3 py-1 text-sm text-brand-900"
        onClick={() =>
          void send(
            `/api/admin/leads/${target.form}/${target.id}/unmerge`,
            { version },
            `${leadName(target)} un-merged: both leads are back as they were.`,
          )
        }
      >
        Un-merge {leadName(target)}
      </button>
      <OutcomeMessage outcome={message} />
    </>
  );
}

/**
 * On a merged lead, where it was merged; on a lead others were merged into, each of them with its
 * attribution (its notes and history are in this lead's) and a way to take it back out.
 */
export function MergedLeads({ lead }: { lead: LeadDetail }) {
  if (lead.mergedInto) {
    return (
      <section
        aria-labelledby="merged-into-title"
        className="rounded bg-amber-50 p-3 text-sm"
        data-testid="merged-into"
      >
        <h2 id="merged-into-title" className="font-semibold text-brand-900">
          Merged into{' '}
          <Link to={leadPath(lead.mergedInto)} className="text-accent-600 underline">
            {leadName(lead.mergedInto)}
          </Link>
        </h2>
        <p>
          On {formatTime(lead.mergedAt!, lead.zone)}. It is in neither the inbox nor the counts
          while merged.
        </p>
        <UnmergeButton target={lead} version={lead.version} />
      </section>
    );
  }
  if (lead.merged.length === 0) return null;
  return (
    <section aria-labelledby="merged-title" data-testid="merged-leads">
      <h2 id="merged-title" className="text-lg font-semibold text-brand-900">
        Merged into this lead ({lead.merged.length})
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {lead.merged.map((m) => (
          <li key={`${m.form}-${m.id}`} className="rounded bg-brand-50 p-3">
            <Link to={leadPath(m)} className="font-medium text-accent-600 underline">
              {leadName(m)}
            </Link>{' '}
            <strong>{m.status}</strong>
            <span className="block">{showList(m.courses)}</span>
            <span className="block text-xs text-muted">
              Received {formatTime(m.createdAt, m.zone)}, merged {formatTime(m.mergedAt, lead.zone)}
              {m.name !== lead.name && ` (as ${m.name})`}
            </span>
            {attributionText(m.attribution).map((line) => (
              <span key={line} className="block text-xs break-all">
                {line}
              </span>
            ))}
            <UnmergeButton target={m} version={m.version} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** ": Enquiry #7 into Enquiry #8": what a merge or un-merge in the history joined or parted. */
export function mergeText(entry: { action: string; details: Record<string, unknown> | null }) {
  const { from, into } = entry.details ?? {};
  if (!entry.action.endsWith('merged') || typeof from !== 'string' || typeof into !== 'string')
    return '';
  const word = entry.action === 'lead_merged' ? 'into' : 'from';
  return `: ${leadName(parseTarget(from))} ${word} ${leadName(parseTarget(into))}`;
}

/** "(from Registration #5)": beside a note or history entry of a lead merged into this one. */
export const fromMerged = (lead: LeadDetail, target: string) =>
  target === `${lead.form}:${lead.id}` ? '' : ` (from ${leadName(parseTarget(target))})`;

const parseTarget = (target: string) => {
  const [form = '', id = '0'] = target.split(':');
  return { form, id: Number(id) };
};
