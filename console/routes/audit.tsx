import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { AuditEntry, AuditResponseSchema } from '../../schemas/admin';
import { readAdminOr } from '../api';
import { DataTable, type Column } from '../components/data-table';
import { usePageTitle } from '../components/page-title';
import { formatTime } from '../components/styles';

export async function loader({ request }: LoaderFunctionArgs) {
  const page = new URLSearchParams({ page: new URL(request.url).searchParams.get('page') ?? '1' });
  // A page number that does not parse shows the newest entries.
  const { answer } = await readAdminOr<typeof AuditResponseSchema>(
    `/api/admin/audit?${page}`,
    '/api/admin/audit?page=1',
    request.signal,
  );
  return answer;
}

const COLUMNS: Column<AuditEntry>[] = [
  { header: 'When', cell: (e) => formatTime(e.at), className: 'whitespace-nowrap' },
  { header: 'Who', cell: (e) => e.actor ?? '—' },
  { header: 'What', cell: (e) => e.action },
  { header: 'On', cell: (e) => e.target ?? '' },
  { header: 'From', cell: (e) => e.ip ?? '' },
  {
    header: 'Details',
    cell: (e) => (e.details ? JSON.stringify(e.details) : ''),
    className: 'font-mono text-xs break-all',
  },
];

export function Component() {
  const { entries, page, hasMore } = useLoaderData<typeof loader>();
  usePageTitle('Audit log');
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <h1 id="audit-title" className="text-2xl font-bold text-brand-900">
        Audit log
      </h1>
      <DataTable
        label="Audit log"
        columns={COLUMNS}
        rows={entries}
        rowKey={(e) => e.id}
        empty="Nothing recorded yet."
      />
      <nav aria-label="Pages" className="flex gap-3 text-sm">
        {page > 1 && <Link to={`?page=${page - 1}`}>Newer</Link>}
        {hasMore && <Link to={`?page=${page + 1}`}>Older</Link>}
      </nav>
    </section>
  );
}
