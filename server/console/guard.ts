import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffIdentity } from '../../schemas/admin';
import { isConsolePath } from '../../shared/console-paths';
import { FORGED_MESSAGE, XSRF_COOKIE, XSRF_HEADER } from '../plugins/same-origin';
import {
  chooseEncoding,
  COMPRESSIBLE_TYPE,
  compressNow,
  MIN_COMPRESS_BYTES,
} from '../web/compression';
import type { AdminServices } from './console-services';

export const ADMIN_MESSAGES = {
  signIn: 'Please sign in.',
  forbidden: 'Your account may not do this.',
  badCredentials: 'The email or password is not right.',
  throttled: 'Too many failed sign-ins. Please wait 15 minutes and try again.',
  disabled: 'This account is disabled. Ask an administrator to enable it.',
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

/**
 * The console's answers (a page's data, a CSV) are compressed on the fly, as every page sent to one
 * visitor is (server/web/compression.ts): the leads and batches lists are tens of kilobytes of JSON.
 */
export function registerAdminCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.from(payload);
    if (
      reply.hasHeader('content-encoding') ||
      !COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? '')) ||
      body.length < MIN_COMPRESS_BYTES
    )
      return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressNow(body, encoding);
  });
}

/**
 * onRequest for routes only an admin may use (staff accounts, the audit log): it runs after the
 * guard and before the route's schema, so a staff member is refused whatever they send.
 */
export async function adminOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.staff?.role !== 'admin')
    return reply.status(403).send({ success: false, message: ADMIN_MESSAGES.forbidden });
}

/** The signed-in staff member of a guarded route. */
export const staffOf = (request: FastifyRequest): StaffIdentity => request.staff!;

/** The console's pages (its shell, whatever the path under /admin) get the private headers. */
export function registerConsolePageHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (isConsolePath(request.url))
      for (const [name, value] of Object.entries(PRIVATE_HEADERS)) reply.raw.setHeader(name, value);
    done();
  });
}
