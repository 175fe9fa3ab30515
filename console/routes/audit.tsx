import { Link } from 'react-router';
import type { Route } from './+types/audit';
import { AuditQuerySchema, type AuditEntry } from '../../../contract/admin';
import { DataTable, type Column } from '../../components/admin/data-table';
import { formatTime } from '../../components/admin/styles';
import { CONSOLE_HEADERS, requireStaff } from '../../lib/admin.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { pages } = await requireStaff(context, request, 'admin');
  const parsed = AuditQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return pages.listAudit(parsed.success ? parsed.data.page : 1);
}

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;
export const meta: Route.MetaFunction = () => [
  { title: 'Audit log | Staff console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

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

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, page, hasMore } = loaderData;
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
