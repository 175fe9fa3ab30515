import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  PasswordResetResponseSchema,
  PasswordResetSchema,
  RoleChangeSchema,
  RoleResponseSchema,
} from '../../schemas/admin';
import { ApiFailureSchema } from '../../schemas/envelope';
import type { AdminServices } from './console-services';
import { adminOnly, ADMIN_MESSAGES, staffOf } from './guard';

// Changes to staff accounts beyond those in staff.ts (create, disable, end sessions): admins only, each audited.
export async function accountAdminRoutes(
  instance: FastifyInstance,
  { admin }: { admin: AdminServices },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;

  app.post(
    '/api/admin/staff/:id/role',
    {
      onRequest: adminOnly,
      schema: {
        params: IdParamSchema,
        body: RoleChangeSchema,
        response: { 200: RoleResponseSchema, '4xx': ApiFailureSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { role } = request.body;
      const done = await admin.staff.setRole(id, role, (tx) =>
        admin.audit.record(
          {
            action: 'staff_role_changed',
            actor: staffOf(request),
            target: `staff:${id}`,
            ip: request.ip,
            details: { role },
          },
          tx,
        ),
      );
      if (!done) return reply.status(404).send(notFound);
      return { success: true as const, role };
    },
  );

  // A reset password means the old one may be known: every session of the account ends with it.
  app.post(
    '/api/admin/staff/:id/password',
    {
      onRequest: adminOnly,
      schema: {
        params: IdParamSchema,
        body: PasswordResetSchema,
        response: { 200: PasswordResetResponseSchema, '4xx': ApiFailureSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      let ended = 0;
      const done = await admin.staff.setPassword(id, request.body.password, async (tx) => {
        ended = await admin.sessions.endAllFor(id, tx);
        await admin.audit.record(
          {
            action: 'staff_password_reset',
            actor: staffOf(request),
            target: `staff:${id}`,
            ip: request.ip,
            details: { sessionsEnded: ended },
          },
          tx,
        );
      });
      if (!done) return reply.status(404).send(notFound);
      return { success: true as const, sessionsEnded: ended };
    },
  );
}
