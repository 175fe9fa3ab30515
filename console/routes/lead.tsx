import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LeadRefSchema, type LeadResponseSchema } from '../../schemas/admin';
import { readAdmin } from '../api';
import { LeadActions, RetryButton } from '../components/lead-actions';
import { LeadSpamActions } from '../components/lead-spam-actions';
import { usePageTitle } from '../components/page-title';
import { formatTime } from '../components/styles';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ref = LeadRefSchema.safeParse(params);
  if (!ref.success) throw data(null, { status: 404 });
  const { form, id } = ref.data;
  return readAdmin<typeof LeadResponseSchema>(`/api/admin/leads/${form}/${id}`, request.signal);
}

const EVENT_TEXT: Record<string, string> = {
  lead_status: 'Status changed',
  lead_note: 'Note added',
  lead_erased: 'Personal data erased',
  delivery_retried: 'Delivery retried',
  lead_released: 'Released from suspected spam',
};

export function Component() {
  const { lead } = useLoaderData<typeof loader>();
  usePageTitle('Lead');
  const attribution = lead.attribution ? JSON.stringify(lead.attribution, null, 2) : null;
  return (
    <article aria-labelledby="lead-title" className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div className="min-w-0 space-y-6">
        <p>
          <Link
            to={lead.spam ? '/admin/leads?spam=1' : '/admin/leads'}
            className="text-sm text-accent-600 underline"
          >
            {lead.spam ? '← All suspected spam' : '← All leads'}
          </Link>
        </p>
        <h1 id="lead-title" className="text-2xl font-bold text-brand-900">
          {lead.erasedAt ? '(erased)' : lead.name}{' '}
          <span className="text-base font-normal text-muted">
            {lead.form === 'contact' ? 'Enquiry' : 'Registration'} #{lead.id}, received{' '}
            {formatTime(lead.createdAt)}
          </span>
        </h1>
        {lead.erasedAt && (
          <p className="text-sm text-red-700">
            Personal data erased on {formatTime(lead.erasedAt)}.
          </p>
        )}
        {lead.spam && <LeadSpamActions lead={lead} reason={lead.spam} />}
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          {lead.fields.map((field) => (
            <div key={field.label} className="contents">
              <dt className="text-sm font-medium text-muted">{field.label}</dt>
              <dd className="break-words whitespace-pre-wrap">{field.value || '—'}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="attribution-title">
          <h2 id="attribution-title" className="text-lg font-semibold text-brand-900">
            Attribution
          </h2>
          {attribution ? (
            <pre className="mt-2 rounded bg-brand-50 p-3 text-xs break-all whitespace-pre-wrap">
              {attribution}
            </pre>
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
      <aside className="min-w-0 space-y-6">
        <LeadActions lead={lead} />
        <section aria-labelledby="notes-title">
          <h2 id="notes-title" className="text-lg font-semibold text-brand-900">
            Notes
          </h2>
          <ul className="mt-2 space-y-3 text-sm">
            {lead.notes.map((n) => (
              <li key={n.id} className="rounded bg-brand-50 p-3">
                <p className="whitespace-pre-wrap">{n.body}</p>
                <p className="mt-1 text-xs text-muted">
                  {n.author}, {formatTime(n.createdAt)}
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
                {formatTime(h.at)}: {EVENT_TEXT[h.action] ?? h.action}
                {h.action === 'lead_status' && h.details
                  ? ` from ${String(h.details.from)} to ${String(h.details.to)}`
                  : ''}{' '}
                by {h.actor ?? 'a removed account'}
              </li>
            ))}
          </ol>
        </section>
      </aside>
    </article>
  );
}
