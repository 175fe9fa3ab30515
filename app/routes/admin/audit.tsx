import { Link } from 'react-router';
import type { Route } from './+types/audit';
import { AuditQuerySchema } from '../../../contract/admin';
import { formatTime } from '../../components/admin/styles';
import { CONSOLE_HEADERS, requireStaff } from '../../lib/admin.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { pages } = await requireStaff(context, request, 'admin');
  const parsed = AuditQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return pages.listAudit(parsed.success ? parsed.data.page : 1);
}

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;
export const meta: Route.MetaFunction = () => [{ title: 'Audit log | Staff console' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, page, hasMore } = loaderData;
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <h1 id="audit-title" className="text-2xl font-bold text-brand-900">
        Audit log
      </h1>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-300 text-brand-900">
            <tr>
              <th scope="col" className="py-2 pr-3">When</th>
              <th scope="col" className="py-2 pr-3">Who</th>
              <th scope="col" className="py-2 pr-3">What</th>
              <th scope="col" className="py-2 pr-3">On</th>
              <th scope="col" className="py-2 pr-3">From</th>
              <th scope="col" className="py-2">Details</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3 whitespace-nowrap">{formatTime(e.at)}</td>
                <td className="py-2 pr-3">{e.actor ?? '—'}</td>
                <td className="py-2 pr-3">{e.action}</td>
                <td className="py-2 pr-3">{e.target ?? ''}</td>
                <td className="py-2 pr-3">{e.ip ?? ''}</td>
                <td className="py-2 font-mono text-xs break-all">{e.details ? JSON.stringify(e.details) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className="flex gap-3 text-sm">
        {page > 1 && <Link to={`?page=${page - 1}`}>Newer</Link>}
        {hasMore && <Link to={`?page=${page + 1}`}>Older</Link>}
      </nav>
    </section>
  );
}
