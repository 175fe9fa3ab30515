import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffIdentity } from '../../schemas/admin';
import { CONSOLE_ROOT, consolePage } from '../../shared/console-paths';
import { chooseEncoding, compressNow } from './compression';
import { PAGE_SCHEMA, type KeptPage } from './kept-page';

// The staff console is one page built by Astro (site/pages/admin/), answered for every path under
// /admin: the console's client router draws the page the path names, from the console's API. The
// server says with the status what the router will show (401 sign-in, 403, 404, 200) and sends a
// visitor who is not signed in the shell that holds the sign-in form. Both shells are prerendered,
// the same bytes for everyone, but they are sent to one visitor at a time: never stored, never
// indexed (the console's private headers, set for every /admin request), no validator.

/** The shell's second prerendered copy: the sign-in form, in its HTML. */
export const SIGN_IN_SHELL = `${CONSOLE_ROOT}/sign-in`;

export interface ConsoleShells {
  console: KeptPage;
  signIn: KeptPage;
}

/** Who is signed in on this request, by its session cookie (the console API's guard asks the same). */
export type StaffOf = (request: FastifyRequest) => Promise<StaffIdentity | null>;

/** The shell for a request, and the status it is answered with. */
export async function shellFor(
  request: FastifyRequest,
  staffOf: StaffOf,
): Promise<{ shell: keyof ConsoleShells; status: 200 | 401 | 403 | 404 }> {
  const staff = await staffOf(request);
  if (!staff) return { shell: 'signIn', status: 401 };
  const page = consolePage(new URL(request.url, 'http://console').pathname);
  if (!page) return { shell: 'console', status: 404 };
  if (page.role === 'admin' && staff.role !== 'admin') return { shell: 'console', status: 403 };
  return { shell: 'console', status: 200 };
}

async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  status: number,
) {
  // The policy set for this request (the no-content one) gives way to the shell's own.
  reply.raw.removeHeader('content-security-policy');
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.body);
  const kept = encoding === 'br' ? page.brotli : page.gzip;
  return reply
    .header('content-encoding', encoding)
    .send(kept ?? (await compressNow(page.body, encoding)));
}

export function consoleShellRoutes(
  app: FastifyInstance,
  { shells, staffOf }: { shells: ConsoleShells; staffOf: StaffOf },
) {
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const { shell, status } = await shellFor(request, staffOf);
    return sendShell(request, reply, shells[shell], status);
  };
  app.get(CONSOLE_ROOT, { schema: PAGE_SCHEMA }, answer);
  app.get(`${CONSOLE_ROOT}/*`, { schema: PAGE_SCHEMA }, answer);
}
