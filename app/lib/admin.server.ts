import { data, type AppLoadContext } from 'react-router';
import type { AdminPages, StaffIdentity, StaffRole } from '../../contract/admin';

/** The console's private page headers: never cached, never indexed. */
export const CONSOLE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

function adminPages(context: AppLoadContext): AdminPages {
  if (!context.services.admin) throw data(null, { status: 503, headers: CONSOLE_HEADERS });
  return context.services.admin;
}

/**
 * Every console loader starts here (loaders run in parallel, so the layout's check alone is not
 * enough): 401 without a live session, 403 when the role is wrong.
 */
export async function requireStaff(
  context: AppLoadContext,
  request: Request,
  role: StaffRole = 'staff',
): Promise<{ staff: StaffIdentity; pages: AdminPages }> {
  const pages = adminPages(context);
  const staff = await pages.authenticate(request.headers.get('cookie'));
  if (!staff) throw data(null, { status: 401, headers: CONSOLE_HEADERS });
  if (role === 'admin' && staff.role !== 'admin')
    throw data(null, { status: 403, headers: CONSOLE_HEADERS });
  return { staff, pages };
}
