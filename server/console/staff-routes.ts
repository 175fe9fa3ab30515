import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuditQuerySchema,
  AuditResponseSchema,
  DisableSchema,
  DoneSchema,
  IdParamSchema,
  NewStaffSchema,
  NoFieldsSchema,
  SessionsEndedResponseSchema,
  StaffListResponseSchema,
  StaffResponseSchema,
} from '../../schemas/admin';
import { ApiFailureSchema } from '../../schemas/envelope';
import type { AdminServices } from './console-services';
import { adminOnly, ADMIN_MESSAGES, staffOf } from './guard';

const failure = { '4xx': ApiFailureSchema };

/** Staff accounts and the audit log: admins only. */
export async function staffAdminRoutes(
  instance: FastifyInstance,
  { admin }: { admin: AdminServices },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const only = { onRequest: adminOnly };

  app.get(
    '/api/admin/staff',
    { ...only, schema: { response: { 200: StaffListResponseSchema, ...failure } } },
    async () => ({ success: true as const, staff: await admin.staff.list() }),
  );

  app.post(
    '/api/admin/staff',
    {
      ...only,
      schema: { body: NewStaffSchema, response: { 201: StaffResponseSchema, ...failure } },
    },
    async (request, reply) => {
      const created = await admin.staff.create(request.body, (tx, created) =>
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
      return reply.status(201).send({ success: true as const, staff: created });
    },
  );

  app.post(
    '/api/admin/staff/:id/sessions/end',
    {
      ...only,
      schema: {
        params: IdParamSchema,
        body: NoFieldsSchema,
        response: { 200: SessionsEndedResponseSchema, ...failure },
      },
    },
    async (request) => {
      const { id } = request.params;
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
      return { success: true as const, ended };
    },
  );

  app.post(
    '/api/admin/staff/:id/disabled',
    {
      ...only,
      schema: {
        params: IdParamSchema,
        body: DisableSchema,
        response: { 200: DoneSchema, ...failure },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { disabled, version } = request.body;
      const done = await admin.staff.setDisabled(
        id,
        disabled,
        version,
        admin.clock(),
        async (tx) => {
          if (disabled) await admin.sessions.endAllFor(id, tx);
          const released = disabled ? await admin.owners.releaseOpenLeadsOf(id, tx) : 0;
          await admin.audit.record(
            {
              action: disabled ? 'staff_disabled' : 'staff_enabled',
              actor: staffOf(request),
              target: `staff:${id}`,
              ip: request.ip,
              ...(released > 0 && { details: { leadsUnassigned: released } }),
            },
            tx,
          );
        },
      );
      if (!done)
        return reply.status(404).send({ success: false, message: ADMIN_MESSAGES.notFound });
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      ...only,
      schema: { querystring: AuditQuerySchema, response: { 200: AuditResponseSchema, ...failure } },
    },
    async (request) => ({
      success: true as const,
      ...(await admin.audit.list(request.query.page)),
    }),
  );
}
