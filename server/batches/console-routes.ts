import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CENTRES } from '../../shared/content/centres';
import { COURSES } from '../../shared/content/courses';
import { DoneSchema, IdParamSchema, NoFieldsSchema } from '../../schemas/admin';
import {
  BatchDraftSchema,
  BatchEditSchema,
  BatchListQuerySchema,
  BatchListResponseSchema,
  BatchOptionsResponseSchema,
  BatchResponseSchema,
} from '../../schemas/batches';
import { BATCH_MESSAGES } from '../../shared/batches';
import { ApiFailureSchema } from '../../schemas/envelope';
import type { BatchAdmin } from './batch-admin';
import { ADMIN_MESSAGES, staffOf } from '../console/guard';

const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;
const failure = { '4xx': ApiFailureSchema };
const byId = { params: IdParamSchema };
const action = { params: IdParamSchema, body: NoFieldsSchema };

/** The batch console's API: staff and admins, as for blogs; every change is audited by the service. */
export async function batchAdminRoutes(
  instance: FastifyInstance,
  { batches, clock }: { batches: BatchAdmin; clock: () => Date },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/batches',
    {
      schema: {
        querystring: BatchListQuerySchema,
        response: { 200: BatchListResponseSchema, ...failure },
      },
    },
    async (request) => ({ success: true as const, batches: await batches.list(request.query) }),
  );

  // The course records stay on the server: the page gets the names and modes it offers.
  app.get(
    '/api/admin/batches/options',
    { schema: { response: { 200: BatchOptionsResponseSchema, ...failure } } },
    async () => ({
      success: true as const,
      courses: COURSES.map((c) => ({ slug: c.slug, title: c.title, modes: [...c.modes] })),
      centres: CENTRES.map((c) => ({ id: c.id, name: c.name })),
      today: clock().toISOString().slice(0, 10),
    }),
  );

  app.get(
    '/api/admin/batches/:id',
    { schema: { ...byId, response: { 200: BatchResponseSchema, ...failure } } },
    async (request, reply) => {
      const batch = await batches.get(request.params.id);
      return batch ? { success: true as const, batch } : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/batches',
    { schema: { body: BatchDraftSchema, response: { 201: BatchResponseSchema, ...failure } } },
    async (request, reply) => {
      const batch = await batches.create(request.body, staffOf(request), request.ip);
      return reply.status(201).send({ success: true as const, batch });
    },
  );

  app.post(
    '/api/admin/batches/:id',
    {
      schema: {
        ...byId,
        body: BatchEditSchema,
        response: { 200: BatchResponseSchema, ...failure },
      },
    },
    async (request, reply) => {
      const { batch: draft, version } = request.body;
      const outcome = await batches.update(
        request.params.id,
        draft,
        version,
        staffOf(request),
        request.ip,
      );
      if (!outcome) return reply.status(404).send(notFound);
      if ('stale' in outcome)
        return reply.status(409).send({ success: false, message: BATCH_MESSAGES.stale });
      return { success: true as const, batch: outcome.batch };
    },
  );

  app.post(
    '/api/admin/batches/:id/duplicate',
    { schema: { ...action, response: { 201: BatchResponseSchema, ...failure } } },
    async (request, reply) => {
      const batch = await batches.duplicate(request.params.id, staffOf(request), request.ip);
      return batch
        ? reply.status(201).send({ success: true as const, batch })
        : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/batches/:id/cancel',
    { schema: { ...action, response: { 200: BatchResponseSchema, ...failure } } },
    async (request, reply) => {
      const batch = await batches.cancel(request.params.id, staffOf(request), request.ip);
      return batch ? { success: true as const, batch } : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/batches/:id/delete',
    { schema: { ...action, response: { 200: DoneSchema, ...failure } } },
    async (request, reply) => {
      const done = await batches.remove(request.params.id, staffOf(request), request.ip);
      return done ? { success: true as const } : reply.status(404).send(notFound);
    },
  );
}
