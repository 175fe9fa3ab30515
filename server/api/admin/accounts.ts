import type { FastifyInstance } from 'fastify';
import { IdParamSchema, PasswordResetSchema, RoleChangeSchema } from '../../../contract/admin';
import { parseOrThrow } from '../../errors';
import type { AdminServices } from '../../services/admin';
import { adminOnly, ADMIN_MESSAGES, staffOf } from './guard';

// Changes to staff accounts beyond those in staff.ts (create, disable, end sessions): admins only, each audited.
export async function accountAdminRoutes(
  app: FastifyInstance,
  { admin }: { admin: AdminServices },
) {
  const only = { preHandler: adminOnly };
  const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;

  app.post('/api/admin/staff/:id/role', only, async (request, reply) => {
    const { id } = parseOrThrow(IdParamSchema, request.params);
    const { role } = parseOrThrow(RoleChangeSchema, request.body);
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
    return { success: true, role };
  });

  // A reset password means the old one may be known: every session of the account ends with it.
  app.post('/api/admin/staff/:id/password', only, async (request, reply) => {
    const { id } = parseOrThrow(IdParamSchema, request.params);
    const { password } = parseOrThrow(PasswordResetSchema, request.body);
    let ended = 0;
    const done = await admin.staff.setPassword(id, password, async (tx) => {
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
    return { success: true, sessionsEnded: ended };
  });
}
