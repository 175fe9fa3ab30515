import { LANGUAGE_NAMES } from '../../shared/lang';
import {
  data,
  Link,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import {
  CALL_OUTCOME_TEXTS,
  LeadRefSchema,
  type CallOutcome,
  type LeadDetail,
  type LeadResponseSchema,
} from '../../schemas/admin';
import { readAdmin } from '../api';
import { LeadActions, RetryButton } from '../components/lead-actions';
import { LeadDesk } from '../components/lead-desk';
import { fromMerged, MergedLeads, mergeText } from '../components/lead-merge';
import { LeadSpamActions } from '../components/lead-spam-actions';
import { usePageTitle } from '../components/page-title';
import { ReachLead } from '../components/reach-lead';
import { SamePerson } from '../components/same-person';
import { formName } from '../components/form-name';
import { formatTime } from '../components/styles';
import type { loader as layoutLoader } from './layout';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ref = LeadRefSchema.safeParse(params);
  if (!ref.success) throw data(null, { status: 404 });
  const { form, id } = ref.data;
  return readAdmin<typeof LeadResponseSchema>(`/api/admin/leads/${form}/${id}`, request.signal);
}

const TOUCH_NAMES: Record<string, string> = { first: 'First visit', last: 'Last visit' };

/** Where the lead came from, as labelled lines: the page it was sent from, then each visit's campaign. */
function attributionLines(attribution: Record<string, unknown> | null): [string, string][] {
  if (!attribution) return [];
  return Object.entries(attribution).flatMap(([key, value]): [string, string][] =>
    value && typeof value === 'object'
      ? Object.entries(value).map(([name, part]) => [
          `${TOUCH_NAMES[key] ?? key}: ${name.replace('_', ' ')}`,
          String(part),
        ])
      : [[key === 'page' ? 'Sent from' : key, String(value)]],
  );
}

const EVENT_TEXT: Record<string, string> = {
  lead_status: 'Status changed',
  lead_note: 'Note added',
  lead_contacted: 'Reached through a link',
  lead_called: 'Call logged',
  lead_merged: 'Merged',
  lead_unmerged: 'Un-merged',
  lead_erased: 'Personal data erased',
  lead_assigned: 'Owner changed',
  lead_follow_up: 'Follow-up set',
  delivery_retried: 'Delivery retried',
  lead_released: 'Released from suspected spam',
};

/** Why a status moved by itself: the first note or call of a new lead. */
const STATUS_BY: Record<string, string> = {
  note: ' (a note was added)',
  call: ' (a call was logged)',
};

/** A follow-up entry's date, and whether a merge carried it or an un-merge gave it back. */
function followUpText(details: Record<string, unknown>, zone: LeadDetail['zone']) {
  const at = typeof details.at === 'string' ? `: ${formatTime(details.at, zone)}` : ': cleared';
  if (details.merged) return `${at}, carried over from the lead merged into this one`;
  if (details.unmerged) return `${at}, this lead’s own again after the un-merge`;
  return at;
}

export function Component() {
  const { lead } = useLoaderData<typeof loader>();
  const me = useRouteLoaderData<typeof layoutLoader>('console')!.staff;
  // The inbox's filter and page this lead was opened from, which its back link returns to.
  const inbox = (useLocation().state as { inbox?: string } | null)?.inbox;
  usePageTitle('Lead');
  const attribution = attributionLines(lead.attribution);
  // Who the person is and how to reach them first; a field the form left empty is not shown.
  const fields = lead.fields.filter((field) => field.value !== '');
  return (
    // On a phone: the person, then status and notes, then the rest; side by side from a laptop up.
    <article aria-labelledby="lead-title" className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <header className="min-w-0 space-y-4 lg:col-span-2">
        <p>
          <Link
            to={`/admin/leads${inbox ?? (lead.spam ? '?spam=1' : '')}`}
            className="text-sm text-accent-600 underline"
          >
            {lead.spam ? '← All suspected spam' : '← All leads'}
          </Link>
        </p>
        <h1 id="lead-title" className="text-2xl font-bold text-brand-900">
          {lead.erasedAt ? '(erased)' : lead.name}{' '}
          <span className="text-base font-normal text-muted">
            {formName(lead)} #{lead.id}, received {formatTime(lead.createdAt, lead.zone)}
          </span>
        </h1>
        {lead.erasedAt && (
          <p className="text-sm text-red-700">
            Personal data erased on {formatTime(lead.erasedAt, lead.zone)}.
          </p>
        )}
        {lead.spam && <LeadSpamActions lead={lead} reason={lead.spam} />}
        <ReachLead lead={lead} />
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <div className="contents">
            <dt className="text-sm font-medium text-muted">Language</dt>
            <dd data-testid="lead-language">{LANGUAGE_NAMES[lead.language]}</dd>
          </div>
          {fields.map((field) => (
            <div key={field.label} className="contents">
              <dt className="text-sm font-medium text-muted">{field.label}</dt>
              <dd className="break-words whitespace-pre-wrap">{field.value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <div className="min-w-0 space-y-6 max-lg:order-last lg:col-start-1 lg:row-start-2">
        <section aria-labelledby="attribution-title">
          <h2 id="attribution-title" className="text-lg font-semibold text-brand-900">
            Attribution
          </h2>
          {attribution.length > 0 ? (
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
              {attribution.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-muted">{label}</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-muted">None recorded.</p>
          )}
        </section>
        <section aria-labelledby="delivery-title">
          <h2 id="delivery-title" className="text-lg font-semibold text-brand-900">
            Notification delivery
          </h2>
          {lead.deliveries.length === 0 && (
            <p className="mt-2 text-sm text-muted">
              {lead.spam ? 'None: nobody is told about suspected spam.' : 'None.'}
            </p>
          )}
          <ul className="mt-2 space-y-2 text-sm">
            {lead.deliveries.map((d) => (
              <li key={d.jobId}>
                <strong>{d.state}</strong> after {d.attempts} attempt{d.attempts === 1 ? '' : 's'}
                {d.delivered.length > 0 && <> (delivered: {d.delivered.join(', ')})</>}
                {d.lastError && (
                  <span className="block text-red-700">Last error: {d.lastError}</span>
                )}
                {d.state === 'failed' && !lead.erasedAt && (
                  <RetryButton lead={lead} jobId={d.jobId} />
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-2">
        <LeadDesk lead={lead} />
        <LeadActions lead={lead} isAdmin={me.role === 'admin'} />
        <SamePerson lead={lead} />
        <MergedLeads lead={lead} />
        <section aria-labelledby="notes-title">
          <h2 id="notes-title" className="text-lg font-semibold text-brand-900">
            Notes
          </h2>
          <ul className="mt-2 space-y-3 text-sm">
            {lead.notes.map((n) => (
              <li key={n.id} className="rounded bg-brand-50 p-3">
                <p className="whitespace-pre-wrap">{n.body}</p>
                <p className="mt-1 text-xs text-muted">
                  {n.author}, {formatTime(n.createdAt, lead.zone)}
                  {fromMerged(lead, n.lead)}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="history-title">
          <h2 id="history-title" className="text-lg font-semibold text-brand-900">
            History
          </h2>
          <ol className="mt-2 space-y-1 text-sm">
            {lead.history.map((h, i) => (
              <li key={i}>
                {formatTime(h.at, lead.zone)}: {EVENT_TEXT[h.action] ?? h.action}
                {h.action === 'lead_status' && h.details
                  ? ` from ${String(h.details.from)} to ${String(h.details.to)}${STATUS_BY[String(h.details.by)] ?? ''}`
                  : ''}
                {h.action === 'lead_follow_up' && h.details
                  ? followUpText(h.details, lead.zone)
                  : ''}
                {h.action === 'lead_called' && h.details
                  ? `: ${CALL_OUTCOME_TEXTS[h.details.outcome as CallOutcome]}`
                  : ''}
                {mergeText(h)} by {h.actor ?? 'a removed account'}
                {fromMerged(lead, h.lead)}
              </li>
            ))}
          </ol>
        </section>
      </aside>
    </article>
  );
}
