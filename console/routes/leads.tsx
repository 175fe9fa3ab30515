import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { LANGUAGE_NAMES } from '../../shared/lang';
import {
  LeadQuerySchema,
  SPAM_REASON_TEXTS,
  type LeadListResponseSchema,
  type LeadQuery,
  type LeadSummary,
} from '../../schemas/admin';
import type { OwnersResponseSchema } from '../../schemas/owners';
import { showList } from '../../shared/lead-fields';
import type { BatchOptionsResponseSchema } from '../../schemas/batches';
import { readAdmin } from '../api';
import { DataTable, type Column } from '../components/data-table';
import { ExportCsvButton } from '../components/export-csv-button';
import { LeadFilters } from '../components/lead-filters';
import { usePageTitle } from '../components/page-title';
import { ReceivedToday } from '../components/received-today';
import { staffZone } from '../components/staff-zone';
import { formName } from '../components/form-name';
import { formatTime } from '../components/styles';

/** The filter as the API takes it: only what parsed, in its canonical form. */
const searchOf = (query: object) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === false ? [] : [[key, value === true ? '1' : String(value)]],
    ),
  );

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A hand-edited filter that does not parse is ignored, and the page says so.
  const parsed = LeadQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : LeadQuerySchema.parse({});
  const [result, options, owners] = await Promise.all([
    readAdmin<typeof LeadListResponseSchema>(
      `/api/admin/leads?${searchOf({ ...query, tz: staffZone() })}`,
      request.signal,
    ),
    // The courses the filter offers: their records stay on the server.
    readAdmin<typeof BatchOptionsResponseSchema>('/api/admin/batches/options', request.signal),
    readAdmin<typeof OwnersResponseSchema>('/api/admin/owners', request.signal),
  ]);
  return {
    query,
    search: url.search,
    invalid: !parsed.success,
    result,
    courses: options.courses,
    owners: owners.owners,
  };
}

const withPage = (search: string, page: number) => {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `?${params}`;
};

const COLUMNS: Column<LeadSummary>[] = [
  {
    header: 'Received',
    cell: (lead) => formatTime(lead.createdAt, lead.zone),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Name',
    cell: (lead) => (
      <>
        <LeadLink lead={lead} />
        {lead.company !== null && (
          <span className="block text-sm text-ink" data-testid="lead-company">
            <span className="me-1 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-900">
              Company
            </span>
            {lead.company}
          </span>
        )}
        {lead.otherLeads > 0 && (
          <span className="block text-xs text-muted">
            Known: {lead.otherLeads} other lead{lead.otherLeads === 1 ? '' : 's'}
          </span>
        )}
      </>
    ),
  },
  {
    header: 'Contact',
    cell: (lead) => (
      <span className="break-all">
        {lead.email}
        {lead.phone && <span className="block text-muted">{lead.phone}</span>}
      </span>
    ),
  },
  { header: 'Course', cell: (lead) => lead.course ?? '' },
  {
    header: 'Category',
    cell: (lead) => (
      <>
        {showList(lead.courses)}
        {lead.batch && <span className="block text-muted">{lead.batch}</span>}
      </>
    ),
  },
  {
    header: 'Owner',
    cell: (lead) => lead.owner?.name ?? <span className="text-muted">unassigned</span>,
  },
  { header: 'Form', cell: formName },
  { header: 'Language', cell: (lead) => LANGUAGE_NAMES[lead.language] },
  { header: 'Source', cell: (lead) => lead.source ?? '' },
  { header: 'Status', cell: (lead) => lead.status },
];

/** A lead's name, opening its page; the page's back link returns to this inbox's filter and page. */
function LeadLink({ lead }: { lead: LeadSummary }) {
  const { search } = useLocation();
  return (
    <Link
      to={`/admin/leads/${lead.form}/${lead.id}`}
      state={{ inbox: search }}
      data-lead-link
      className="font-medium text-accent-600 underline"
    >
      {lead.erasedAt ? '(erased)' : lead.name}
    </Link>
  );
}

/** The due view: when each is due, on its lead's calendar, first. */
const DUE_COLUMNS: Column<LeadSummary>[] = [
  {
    header: 'Follow-up due',
    cell: (lead) => (lead.followUpAt ? formatTime(lead.followUpAt, lead.zone) : ''),
    className: 'whitespace-nowrap',
  },
  ...COLUMNS,
];

/** The Suspected spam view: why each was held, in place of a status nobody has set. */
const SPAM_COLUMNS: Column<LeadSummary>[] = [
  ...COLUMNS.slice(0, -1),
  { header: 'Held because', cell: (lead) => (lead.spam ? SPAM_REASON_TEXTS[lead.spam].label : '') },
];

/** Leads (all, mine, unassigned, due), or the suspected spam kept apart from them: views of one inbox. */
function ViewSwitch({ query, held }: { query: LeadQuery; held: number }) {
  const { spam } = query;
  const plain = !spam && !query.due && !query.owner;
  const link = (to: string, current: boolean, text: string) => (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`rounded-lg px-3 py-1.5 text-sm font-medium ${current ? 'bg-brand-900 text-white' : 'text-accent-600 underline'}`}
    >
      {text}
    </Link>
  );
  return (
    <nav aria-label="Inbox views" className="flex flex-wrap gap-2">
      {link('/admin/leads', plain, 'Leads')}
      {link('/admin/leads?owner=mine', !spam && query.owner === 'mine' && !query.due, 'Mine')}
      {link('/admin/leads?owner=none', !spam && query.owner === 'none', 'Unassigned')}
      {link('/admin/leads?due=1', !spam && query.due && !query.owner, 'Due')}
      {link(
        '/admin/leads?due=1&owner=mine',
        !spam && query.due && query.owner === 'mine',
        'Due: mine',
      )}
      {link('/admin/leads?spam=1', spam, `Suspected spam (${held})`)}
    </nav>
  );
}

export function Component() {
  const { query, search, invalid, result, courses, owners } = useLoaderData<typeof loader>();
  usePageTitle(query.spam ? 'Suspected spam' : query.due ? 'Due follow-ups' : 'Leads');
  const params = new URLSearchParams(search);
  params.delete('page');
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <section aria-labelledby="leads-title" className="space-y-4">
      {result.leads.length > 0 && (
        <a
          href="#leads-table"
          className="text-sm text-accent-600 underline sm:sr-only sm:focus:not-sr-only sm:focus:inline-block sm:focus:rounded sm:focus:bg-white sm:focus:p-2"
          onClick={(event) => {
            event.preventDefault();
            document.querySelector<HTMLElement>('[data-lead-link]')?.focus();
          }}
        >
          Skip to the first lead
        </a>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="leads-title" className="text-2xl font-bold text-brand-900">
          {query.spam ? 'Suspected spam' : query.due ? 'Due follow-ups' : 'Leads'}
        </h1>
        <p className="text-sm text-muted">{result.total} matching</p>
        <ExportCsvButton filter={{ ...Object.fromEntries(params), tz: staffZone() }} />
      </div>
      <ViewSwitch query={query} held={result.suspectedSpam} />
      {query.due && (
        <p className="max-w-prose text-sm text-muted" data-testid="due-explained">
          Follow-ups due today or overdue, each on its lead’s own calendar, the longest waiting
          first.
        </p>
      )}
      <ReceivedToday search={search} />
      {query.spam && (
        <p className="max-w-prose text-sm text-muted" data-testid="spam-explained">
          Sends the site's checks took for spam. They were kept, but nobody was told about them:
          open one to release it to the inbox (staff are then notified as for any lead) or to delete
          it. Any left here are deleted {result.spamRetentionDays} days after they arrived.
        </p>
      )}
      {invalid && (
        <p role="alert" className="text-sm text-red-700">
          Part of the filter was not understood and was ignored.
        </p>
      )}
      {result.filteredBatch && (
        <p className="text-sm" data-testid="batch-filter">
          Enquiries that named the batch <strong>{result.filteredBatch}</strong>.{' '}
          <a href="/admin/batches" className="text-accent-600 underline">
            Back to batches
          </a>
        </p>
      )}
      <LeadFilters query={query} courses={courses} owners={owners} />
      {result.page > pages && (
        <p role="status" className="text-sm">
          Page {result.page} is past the last page of this list.{' '}
          <Link to={withPage(search, pages)} className="text-accent-600 underline">
            Go to page {pages}
          </Link>
        </p>
      )}
      <DataTable
        label={query.spam ? 'Suspected spam' : 'Leads'}
        columns={query.spam ? SPAM_COLUMNS : query.due ? DUE_COLUMNS : COLUMNS}
        rows={result.leads}
        rowKey={(lead) => `${lead.form}-${lead.id}`}
        empty={
          query.spam
            ? 'No suspected spam is held.'
            : query.due
              ? 'Nothing is due.'
              : 'No leads match.'
        }
      />
      <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
        {result.page > 1 && <Link to={withPage(search, result.page - 1)}>Previous</Link>}
        {result.page <= pages && (
          <span>
            Page {result.page} of {pages}
          </span>
        )}
        {result.page < pages && <Link to={withPage(search, result.page + 1)}>Next</Link>}
      </nav>
    </section>
  );
}
