import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  LeadQuerySchema,
  SPAM_REASON_TEXTS,
  type LeadListResponseSchema,
  type LeadSummary,
} from '../../schemas/admin';
import { showList } from '../../shared/lead-fields';
import { readAdmin } from '../api';
import { DataTable, type Column } from '../components/data-table';
import { ExportCsvButton } from '../components/export-csv-button';
import { LeadFilters } from '../components/lead-filters';
import { usePageTitle } from '../components/page-title';
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
  const result = await readAdmin<typeof LeadListResponseSchema>(
    `/api/admin/leads?${searchOf(query)}`,
    request.signal,
  );
  return { query, search: url.search, invalid: !parsed.success, result };
}

const withPage = (search: string, page: number) => {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `?${params}`;
};

const COLUMNS: Column<LeadSummary>[] = [
  {
    header: 'Received',
    cell: (lead) => formatTime(lead.createdAt),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Name',
    cell: (lead) => (
      <Link
        to={`/admin/leads/${lead.form}/${lead.id}`}
        className="font-medium text-accent-600 underline"
      >
        {lead.erasedAt ? '(erased)' : lead.name}
      </Link>
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
  {
    header: 'Course',
    cell: (lead) => (
      <>
        {showList(lead.courses)}
        {lead.batch && <span className="block text-muted">{lead.batch}</span>}
      </>
    ),
  },
  { header: 'Form', cell: (lead) => (lead.form === 'contact' ? 'Enquiry' : 'Registration') },
  { header: 'Source', cell: (lead) => lead.source ?? '' },
  { header: 'Status', cell: (lead) => lead.status },
];

/** The Suspected spam view: why each was held, in place of a status nobody has set. */
const SPAM_COLUMNS: Column<LeadSummary>[] = [
  ...COLUMNS.slice(0, -1),
  { header: 'Held because', cell: (lead) => (lead.spam ? SPAM_REASON_TEXTS[lead.spam].label : '') },
];

/** Leads, or the suspected spam kept apart from them: two views of one inbox. */
function ViewSwitch({ spam, held }: { spam: boolean; held: number }) {
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
      {link('/admin/leads', !spam, 'Leads')}
      {link('/admin/leads?spam=1', spam, `Suspected spam (${held})`)}
    </nav>
  );
}

export function Component() {
  const { query, search, invalid, result } = useLoaderData<typeof loader>();
  usePageTitle(query.spam ? 'Suspected spam' : 'Leads');
  const params = new URLSearchParams(search);
  params.delete('page');
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <section aria-labelledby="leads-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="leads-title" className="text-2xl font-bold text-brand-900">
          {query.spam ? 'Suspected spam' : 'Leads'}
        </h1>
        <p className="text-sm text-muted">{result.total} matching</p>
        <ExportCsvButton filter={Object.fromEntries(params)} />
      </div>
      <ViewSwitch spam={query.spam} held={result.suspectedSpam} />
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
      <LeadFilters query={query} />
      <DataTable
        label={query.spam ? 'Suspected spam' : 'Leads'}
        columns={query.spam ? SPAM_COLUMNS : COLUMNS}
        rows={result.leads}
        rowKey={(lead) => `${lead.form}-${lead.id}`}
        empty={query.spam ? 'No suspected spam is held.' : 'No leads match.'}
      />
      <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
        {result.page > 1 && <Link to={withPage(search, result.page - 1)}>Previous</Link>}
        <span>
          Page {result.page} of {pages}
        </span>
        {result.page < pages && <Link to={withPage(search, result.page + 1)}>Next</Link>}
      </nav>
    </section>
  );
}
