import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DoneSchema, NoFieldsSchema, SignInSchema, StaffResponseSchema } from '../../schemas/admin';
import { ApiFailureSchema } from '../../schemas/envelope';
import type { AdminServices } from './console-services';
import { SESSION_ABSOLUTE_MS } from './sessions';
import { ADMIN_MESSAGES, staffOf } from './guard';

/** How each refused sign-in is answered. */
const REFUSALS = {
  throttled: [429, ADMIN_MESSAGES.throttled],
  credentials: [401, ADMIN_MESSAGES.badCredentials],
  disabled: [403, ADMIN_MESSAGES.disabled],
} as const;

export const SIGN_IN_PATH = '/api/admin/sign-in';

export async function authRoutes(
  instance: FastifyInstance,
  { admin, secure }: { admin: AdminServices; secure: boolean },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure };

  app.post(
    SIGN_IN_PATH,
    {
      schema: {
        body: SignInSchema,
        response: { 200: StaffResponseSchema, '4xx': ApiFailureSchema },
      },
    },
    async (request, reply) => {
      // Whatever session this browser had ends here: a sign-in always gets a new token.
      await admin.sessions.end(request.cookies[admin.cookieName]);
      const result = await admin.signIn(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (!result.ok) {
        reply.clearCookie(admin.cookieName, cookieOptions);
        const [status, message] = REFUSALS[result.refused];
        return reply.status(status).send({ success: false, message });
      }
      reply.setCookie(admin.cookieName, result.token, {
        ...cookieOptions,
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
      return { success: true as const, staff: result.user };
    },
  );

  app.post(
    '/api/admin/sign-out',
    { schema: { body: NoFieldsSchema, response: { 200: DoneSchema, '4xx': ApiFailureSchema } } },
    async (request, reply) => {
      await admin.sessions.end(request.cookies[admin.cookieName]);
      await admin.audit.record({ action: 'sign_out', actor: staffOf(request), ip: request.ip });
      reply.clearCookie(admin.cookieName, cookieOptions);
      return { success: true as const };
    },
  );

  // Who is signed in: the console's layout asks first.
  app.get(
    '/api/admin/me',
    { schema: { response: { 200: StaffResponseSchema, '4xx': ApiFailureSchema } } },
    async (request) => ({ success: true as const, staff: staffOf(request) }),
  );
}
