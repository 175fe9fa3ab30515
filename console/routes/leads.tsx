import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  LeadQuerySchema,
  type LeadListResponseSchema,
  type LeadSummary,
} from '../../contract/admin';
import { showList } from '../../contract/lead-fields';
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
      value === undefined ? [] : [[key, String(value)]],
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

export function Component() {
  const { query, search, invalid, result } = useLoaderData<typeof loader>();
  usePageTitle('Leads');
  const params = new URLSearchParams(search);
  params.delete('page');
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <section aria-labelledby="leads-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="leads-title" className="text-2xl font-bold text-brand-900">
          Leads
        </h1>
        <p className="text-sm text-muted">{result.total} matching</p>
        <ExportCsvButton filter={Object.fromEntries(params)} />
      </div>
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
        label="Leads"
        columns={COLUMNS}
        rows={result.leads}
        rowKey={(lead) => `${lead.form}-${lead.id}`}
        empty="No leads match."
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
