import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParamSchema } from '../../../contract/admin';
import {
  BatchDraftSchema,
  BatchEditSchema,
  BatchListQuerySchema,
} from '../../../contract/batch-schemas';
import { BATCH_MESSAGES } from '../../../contract/batches';
import { parseOrThrow } from '../../errors';
import type { BatchAdmin } from '../../services/admin/batch-admin';
import { ADMIN_MESSAGES, staffOf } from './guard';

const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;
const idOf = (request: FastifyRequest) => parseOrThrow(IdParamSchema, request.params).id;

/** The batch console's API: staff and admins, as for blogs; every change is audited by the service. */
export async function batchAdminRoutes(app: FastifyInstance, { batches }: { batches: BatchAdmin }) {
  app.get('/api/admin/batches', async (request) => ({
    success: true,
    batches: await batches.list(parseOrThrow(BatchListQuerySchema, request.query)),
  }));

  app.get('/api/admin/batches/:id', async (request, reply) => {
    const batch = await batches.get(idOf(request));
    return batch ? { success: true, batch } : reply.status(404).send(notFound);
  });

  app.post('/api/admin/batches', async (request, reply) => {
    const batch = await batches.create(
      parseOrThrow(BatchDraftSchema, request.body),
      staffOf(request),
      request.ip,
    );
    return reply.status(201).send({ success: true, batch });
  });

  app.post('/api/admin/batches/:id', async (request, reply) => {
    const id = idOf(request);
    const { batch: draft, version } = parseOrThrow(BatchEditSchema, request.body);
    const outcome = await batches.update(id, draft, version, staffOf(request), request.ip);
    if (!outcome) return reply.status(404).send(notFound);
    if ('stale' in outcome)
      return reply.status(409).send({ success: false, message: BATCH_MESSAGES.stale });
    return { success: true, batch: outcome.batch };
  });

  app.post('/api/admin/batches/:id/duplicate', async (request, reply) => {
    const batch = await batches.duplicate(idOf(request), staffOf(request), request.ip);
    return batch
      ? reply.status(201).send({ success: true, batch })
      : reply.status(404).send(notFound);
  });

  app.post('/api/admin/batches/:id/cancel', async (request, reply) => {
    const batch = await batches.cancel(idOf(request), staffOf(request), request.ip);
    return batch ? { success: true, batch } : reply.status(404).send(notFound);
  });

  app.post('/api/admin/batches/:id/delete', async (request, reply) => {
    const done = await batches.remove(idOf(request), staffOf(request), request.ip);
    return done ? { success: true } : reply.status(404).send(notFound);
  });
}
