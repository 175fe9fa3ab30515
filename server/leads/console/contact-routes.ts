import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CallSchema, ContactSchema, DoneSchema, LeadRefSchema } from '../../../schemas/admin';
import { ApiFailureSchema } from '../../../schemas/envelope';
import type { AdminServices } from '../../console/console-services';
import { ADMIN_MESSAGES, staffOf } from '../../console/guard';

const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;

/**
 * A click on a lead's phone, WhatsApp or email link, or a call logged with its outcome: recorded in
 * its history, and its first response if it is the first.
 */
export async function leadContactRoutes(
  instance: FastifyInstance,
  { admin }: { admin: AdminServices },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/admin/leads/:form/:id/contact',
    {
      schema: {
        params: LeadRefSchema,
        body: ContactSchema,
        response: { 200: DoneSchema, '4xx': ApiFailureSchema },
      },
    },
    async (request, reply) => {
      const done = await admin.contact.record(
        request.params,
        request.body.channel,
        staffOf(request),
        request.ip,
      );
      return done ? { success: true as const } : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/leads/:form/:id/calls',
    {
      schema: {
        params: LeadRefSchema,
        body: CallSchema,
        response: { 200: DoneSchema, '4xx': ApiFailureSchema },
      },
    },
    async (request, reply) => {
      const done = await admin.contact.logCall(
        request.params,
        request.body.outcome,
        staffOf(request),
        request.ip,
        request.body.note,
      );
      return done ? { success: true as const } : reply.status(404).send(notFound);
    },
  );
}
