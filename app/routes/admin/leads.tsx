import { Link } from 'react-router';
import type { Route } from './+types/leads';
import { LeadQuerySchema } from '../../../contract/admin';
import { LeadFilters } from '../../components/admin/lead-filters';
import { formatTime } from '../../components/admin/styles';
import { CONSOLE_HEADERS, requireStaff } from '../../lib/admin.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { pages } = await requireStaff(context, request);
  const url = new URL(request.url);
  const parsed = LeadQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : LeadQuerySchema.parse({});
  return { query, search: url.search, invalid: !parsed.success, result: await pages.listLeads(query) };
}

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;
export const meta: Route.MetaFunction = () => [{ title: 'Leads | Staff console' }, { name: 'robots', content: 'noindex, nofollow' }];

const withPage = (search: string, page: number) => {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `?${params}`;
};

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { query, search, invalid, result } = loaderData;
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
        <a href={`/api/admin/leads.csv?${params}`} className="btn-outline ml-auto text-brand-900" download>
          Export CSV
        </a>
      </div>
      {invalid && <p role="alert" className="text-sm text-red-700">Part of the filter was not understood and was ignored.</p>}
      <LeadFilters query={query} />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-300 text-brand-900">
            <tr>
              <th scope="col" className="py-2 pr-3">Received</th>
              <th scope="col" className="py-2 pr-3">Name</th>
              <th scope="col" className="py-2 pr-3">Contact</th>
              <th scope="col" className="py-2 pr-3">Course</th>
              <th scope="col" className="py-2 pr-3">Form</th>
              <th scope="col" className="py-2 pr-3">Source</th>
              <th scope="col" className="py-2">Status</th>
            </tr>
          </thead>
          <tbody>
            {result.leads.map((lead) => (
              <tr key={`${lead.form}-${lead.id}`} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3 whitespace-nowrap">{formatTime(lead.createdAt)}</td>
                <td className="py-2 pr-3">
                  <Link to={`/admin/leads/${lead.form}/${lead.id}`} className="font-medium text-accent-600 underline">
                    {lead.erasedAt ? '(erased)' : lead.name}
                  </Link>
                </td>
                <td className="py-2 pr-3 break-all">
                  {lead.email}
                  {lead.phone && <span className="block text-muted">{lead.phone}</span>}
                </td>
                <td className="py-2 pr-3">{lead.courses.join(', ')}</td>
                <td className="py-2 pr-3">{lead.form === 'contact' ? 'Enquiry' : 'Registration'}</td>
                <td className="py-2 pr-3">{lead.source ?? ''}</td>
                <td className="py-2">{lead.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {result.leads.length === 0 && <p className="py-6 text-center text-muted">No leads match.</p>}
      </div>
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
