import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffIdentity } from '../../../contract/admin';
import { FORGED_MESSAGE, XSRF_COOKIE, XSRF_HEADER } from '../../plugins/same-origin';
import type { AdminServices } from '../../services/admin';

export const ADMIN_MESSAGES = {
  signIn: 'Please sign in.',
  forbidden: 'Your account may not do this.',
  badCredentials: 'The email or password is not right.',
  throttled: 'Too many failed sign-ins. Please wait 15 minutes and try again.',
  notFound: 'Not found.',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffIdentity | null;
  }
}

/** The console's pages and API are private: never cached, never indexed. */
export const PRIVATE_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
} as const;

/**
 * Guards every /api/admin route: private headers; on changes, the XSRF cookie must be present and
 * echoed (the API-wide check only compares them when the cookie is there); and a signed-in staff
 * member except on the routes that say `public`.
 */
export function registerAdminGuard(
  app: FastifyInstance,
  admin: AdminServices,
  publicPaths: ReadonlySet<string>,
) {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(PRIVATE_HEADERS);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie || request.headers[XSRF_HEADER] !== cookie)
        return reply.status(403).send({ success: false, message: FORGED_MESSAGE });
    }
    if (publicPaths.has(request.routeOptions.url ?? '')) return;
    request.staff = await admin.sessions.authenticate(request.cookies[admin.cookieName]);
    if (!request.staff)
      return reply.status(401).send({ success: false, message: ADMIN_MESSAGES.signIn });
  });
}

/** preHandler for routes only an admin may use (staff accounts, the audit log). */
export async function adminOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.staff?.role !== 'admin')
    return reply.status(403).send({ success: false, message: ADMIN_MESSAGES.forbidden });
}

/** The signed-in staff member of a guarded route. */
export const staffOf = (request: FastifyRequest): StaffIdentity => request.staff!;

/** The staff console's pages and their data. */
export const CONSOLE_PAGE = /^\/admin(?:[/.?]|$)/;

/** Console pages (and their .data requests) get the private headers before React Router renders them. */
export function registerConsolePageHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (CONSOLE_PAGE.test(request.url))
      for (const [name, value] of Object.entries(PRIVATE_HEADERS)) reply.raw.setHeader(name, value);
    done();
  });
}
