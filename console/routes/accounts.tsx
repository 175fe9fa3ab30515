import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { StaffAccount, StaffListResponseSchema } from '../../schemas/admin';
import { readAdmin } from '../api';
import { AccountActions } from '../components/account-actions';
import { DataTable, type Column } from '../components/data-table';
import { LeadAvailability } from '../components/lead-availability';
import { NewAccountForm } from '../components/new-account-form';
import { usePageTitle } from '../components/page-title';
import { formatTime } from '../components/styles';
import type { loader as layoutLoader } from './layout';

export const loader = ({ request }: LoaderFunctionArgs) =>
  readAdmin<typeof StaffListResponseSchema>('/api/admin/staff', request.signal);

const columns = (me: number): Column<StaffAccount>[] => [
  {
    header: 'Account',
    cell: (a) => (
      <span className="break-all">
        <span className="block font-medium text-brand-900">
          {a.name}
          {a.id === me && ' (you)'}
        </span>
        {a.email}
      </span>
    ),
  },
  { header: 'Created', cell: (a) => formatTime(a.createdAt), className: 'whitespace-nowrap' },
  { header: 'State', cell: (a) => (a.disabled ? 'Disabled' : 'Active') },
  { header: 'Sessions', cell: (a) => a.activeSessions, className: 'tabular-nums' },
  { header: 'Leads', cell: (a) => <LeadAvailability account={a} /> },
  { header: 'Role and changes', cell: (a) => <AccountActions account={a} /> },
];

export function Component() {
  const { staff: accounts } = useLoaderData<typeof loader>();
  const me = useRouteLoaderData<typeof layoutLoader>('console')!.staff.id;
  usePageTitle('Accounts');
  return (
    <section aria-labelledby="accounts-title" className="space-y-6">
      <h1 id="accounts-title" className="text-2xl font-bold text-brand-900">
        Accounts
      </h1>
      <h2 className="text-lg font-semibold text-brand-900">New account</h2>
      <NewAccountForm />
      <h2 className="text-lg font-semibold text-brand-900">Staff accounts</h2>
      <DataTable
        label="Staff accounts"
        columns={columns(me)}
        rows={accounts}
        rowKey={(a) => a.id}
      />
    </section>
  );
}
