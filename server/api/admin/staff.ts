import type { FastifyInstance } from 'fastify';
import { AuditQuerySchema, IdParamSchema, NewStaffSchema } from '../../../contract/admin';
import { z } from '../../../contract/zod';
import { parseOrThrow } from '../../errors';
import type { AdminServices } from '../../services/admin';
import { adminOnly, ADMIN_MESSAGES, staffOf } from './guard';

const DisableSchema = z.object({ disabled: z.boolean({ error: 'disabled is true or false.' }) });

/** Staff accounts and the audit log: admins only. */
export async function staffAdminRoutes(app: FastifyInstance, { admin }: { admin: AdminServices }) {
  const only = { preHandler: adminOnly };

  app.get('/api/admin/staff', only, async () => ({
    success: true,
    staff: await admin.staff.list(),
  }));

  app.post('/api/admin/staff', only, async (request, reply) => {
    const created = await admin.staff.create(
      parseOrThrow(NewStaffSchema, request.body),
      (tx, created) =>
        admin.audit.record(
          {
            action: 'staff_created',
            actor: staffOf(request),
            target: `staff:${created.id}`,
            ip: request.ip,
            details: { role: created.role },
          },
          tx,
        ),
    );
    return reply.status(201).send({ success: true, staff: created });
  });

  app.post('/api/admin/staff/:id/sessions/end', only, async (request) => {
    const { id } = parseOrThrow(IdParamSchema, request.params);
    const ended = await admin.audit.change(
      (tx) => admin.sessions.endAllFor(id, tx),
      (ended) => ({
        action: 'sessions_ended',
        actor: staffOf(request),
        target: `staff:${id}`,
        ip: request.ip,
        details: { ended },
      }),
    );
    return { success: true, ended };
  });

  app.post('/api/admin/staff/:id/disabled', only, async (request, reply) => {
    const { id } = parseOrThrow(IdParamSchema, request.params);
    const { disabled } = parseOrThrow(DisableSchema, request.body);
    const done = await admin.staff.setDisabled(id, disabled, admin.clock(), async (tx) => {
      if (disabled) await admin.sessions.endAllFor(id, tx);
      await admin.audit.record(
        {
          action: disabled ? 'staff_disabled' : 'staff_enabled',
          actor: staffOf(request),
          target: `staff:${id}`,
          ip: request.ip,
        },
        tx,
      );
    });
    if (!done) return reply.status(404).send({ success: false, message: ADMIN_MESSAGES.notFound });
    return { success: true };
  });

  app.get('/api/admin/audit', only, async (request) => {
    const { page } = parseOrThrow(AuditQuerySchema, request.query);
    return { success: true, ...(await admin.audit.list(page)) };
  });
}
