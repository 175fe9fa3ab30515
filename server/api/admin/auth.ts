import type { FastifyInstance } from 'fastify';
import { SignInSchema } from '../../../contract/admin';
import { parseOrThrow } from '../../errors';
import type { AdminServices } from '../../services/admin';
import { SESSION_ABSOLUTE_MS } from '../../services/admin/sessions';
import { ADMIN_MESSAGES, staffOf } from './guard';

export const SIGN_IN_PATH = '/api/admin/sign-in';

export async function authRoutes(
  app: FastifyInstance,
  { admin, secure }: { admin: AdminServices; secure: boolean },
) {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure };

  app.post(SIGN_IN_PATH, async (request, reply) => {
    const credentials = parseOrThrow(SignInSchema, request.body);
    // Whatever session this browser had ends here: a sign-in always gets a new token.
    await admin.sessions.end(request.cookies[admin.cookieName]);
    const result = await admin.signIn(credentials, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    if (!result.ok) {
      reply.clearCookie(admin.cookieName, cookieOptions);
      return result.throttled
        ? reply.status(429).send({ success: false, message: ADMIN_MESSAGES.throttled })
        : reply.status(401).send({ success: false, message: ADMIN_MESSAGES.badCredentials });
    }
    reply.setCookie(admin.cookieName, result.token, {
      ...cookieOptions,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
    return { success: true, staff: result.user };
  });

  app.post('/api/admin/sign-out', async (request, reply) => {
    await admin.sessions.end(request.cookies[admin.cookieName]);
    await admin.audit.record({ action: 'sign_out', actor: staffOf(request), ip: request.ip });
    reply.clearCookie(admin.cookieName, cookieOptions);
    return { success: true };
  });

  app.get('/api/admin/me', async (request) => ({ success: true, staff: staffOf(request) }));
}
