import {
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router';
import type { StaffResponseSchema } from '../../schemas/admin';
import { postAdmin, readAdmin } from '../api';
import { usePageTitle } from '../components/page-title';
import { SignInForm } from '../components/sign-in-form';
import { useLive } from '../components/use-live';
import { ZoneChoice } from '../components/zone-choice';

// Every console page is drawn inside this layout; its loader asks who is signed in (the pages'
// loaders run beside it and are refused alike without a session).
export const loader = ({ request }: LoaderFunctionArgs) =>
  readAdmin<typeof StaffResponseSchema>('/api/admin/me', request.signal);

async function signOut() {
  await postAdmin('/api/admin/sign-out');
  window.location.assign('/admin');
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-1.5 text-sm font-medium ${isActive ? 'bg-brand-900 text-white' : 'text-brand-900 hover:bg-brand-50'}`;

export function AdminLayout() {
  const { staff } = useLoaderData<typeof loader>();
  useLive();
  return (
    <div className="container-page py-6">
      <header className="mb-6 flex flex-wrap items-center gap-3 border-b border-slate-200 pb-4">
        <Link to="/admin" className="mr-4 text-lg font-bold text-brand-900">
          Staff console
        </Link>
        <nav aria-label="Console" className="flex flex-wrap gap-1">
          <NavLink to="/admin" end className={navClass}>
            Dashboard
          </NavLink>
          <NavLink to="/admin/leads" className={navClass}>
            Leads
          </NavLink>
          <NavLink to="/admin/blogs" className={navClass}>
            Blog posts
          </NavLink>
          <NavLink to="/admin/accreditations" className={navClass}>
            Accreditations
          </NavLink>
          <NavLink to="/admin/batches" className={navClass}>
            Batches
          </NavLink>
          {staff.role === 'admin' && (
            <NavLink to="/admin/audit" className={navClass}>
              Audit log
            </NavLink>
          )}
          {staff.role === 'admin' && (
            <NavLink to="/admin/accounts" className={navClass}>
              Accounts
            </NavLink>
          )}
          {staff.role === 'admin' && (
            <NavLink to="/admin/assignment" className={navClass}>
              Assignment
            </NavLink>
          )}
        </nav>
        <p className="ml-auto text-sm text-muted">
          {staff.name} ({staff.role})
        </p>
        <ZoneChoice />
        <button type="button" onClick={signOut} className="btn-outline text-brand-900">
          Sign out
        </button>
      </header>
      <Outlet />
    </div>
  );
}

export function ConsoleError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useLive();
  usePageTitle(
    status === 401
      ? 'Sign in'
      : status === 403
        ? 'Not allowed'
        : status === 404
          ? 'Not found'
          : 'Error',
  );
  if (status === 401) return <SignInForm />;
  return (
    <section className="container-page py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">
        {status === 403 ? 'Not allowed' : status === 404 ? 'Not found' : 'Something went wrong'}
      </h1>
      <p className="mt-3 text-muted">
        {status === 403
          ? 'Your account may not open this page.'
          : 'Please go back to the console and try again.'}
      </p>
      <a href="/admin" className="mt-6 btn-primary">
        Back to the console
      </a>
    </section>
  );
}
