import { data, type AppLoadContext } from 'react-router';
import type { ContentAdminPages } from '../../contract/content-admin';
import { CONSOLE_HEADERS, requireStaff } from './admin.server';

/** requireStaff (401/403 first), then the console's content reads. */
export async function requireContentStaff(
  context: AppLoadContext,
  request: Request,
): Promise<ContentAdminPages> {
  await requireStaff(context, request);
  if (!context.services.content) throw data(null, { status: 503, headers: CONSOLE_HEADERS });
  return context.services.content;
}
