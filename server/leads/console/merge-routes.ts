import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DoneSchema, LeadRefSchema, MergeSchema, VersionOnlySchema } from '../../../schemas/admin';
import { ApiFailureSchema } from '../../../schemas/envelope';
import type { AdminServices } from '../../console/console-services';
import { ADMIN_MESSAGES, staffOf } from '../../console/guard';

const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;

/** Staff merge one of a person's leads into another, and take it back out (lead-merge.ts); a refusal is a 409 that says why. */
export async function leadMergeRoutes(
  instance: FastifyInstance,
  { admin }: { admin: AdminServices },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = { params: LeadRefSchema, response: { 200: DoneSchema, '4xx': ApiFailureSchema } };

  app.post(
    '/api/admin/leads/:form/:id/merge',
    { schema: { ...schema, body: MergeSchema } },
    async (request, reply) => {
      const { version, into } = request.body;
      const done = await admin.merge.merge(
        request.params,
        version,
        into,
        staffOf(request),
        request.ip,
      );
      return done ? { success: true as const } : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/leads/:form/:id/unmerge',
    { schema: { ...schema, body: VersionOnlySchema } },
    async (request, reply) => {
      const done = await admin.merge.unmerge(
        request.params,
        request.body.version,
        staffOf(request),
        request.ip,
      );
      return done ? { success: true as const } : reply.status(404).send(notFound);
    },
  );
}
