import type { Route } from './+types/accounts';
import type { StaffAccount } from '../../../contract/admin';
import { AccountActions } from '../../components/admin/account-actions';
import { DataTable, type Column } from '../../components/admin/data-table';
import { NewAccountForm } from '../../components/admin/new-account-form';
import { formatTime } from '../../components/admin/styles';
import { CONSOLE_HEADERS, requireStaff } from '../../lib/admin.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { pages, staff } = await requireStaff(context, request, 'admin');
  return { accounts: await pages.listStaff(), me: staff.id };
}

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;
export const meta: Route.MetaFunction = () => [
  { title: 'Accounts | Staff console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

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
  { header: 'Role and changes', cell: (a) => <AccountActions account={a} /> },
];

export default function Accounts({ loaderData }: Route.ComponentProps) {
  const { accounts, me } = loaderData;
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
