import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParamSchema } from '../../../contract/admin';
import { AccreditationInputSchema, MoveSchema } from '../../../contract/content-admin';
import { parseOrThrow } from '../../errors';
import type { ContentAdmin } from '../../services/admin/content';
import { ADMIN_MESSAGES, staffOf } from './guard';

const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;
const idOf = (request: FastifyRequest) => parseOrThrow(IdParamSchema, request.params).id;

/** The accreditations the public lightbox shows: staff and admins; every change is audited by the service. */
export async function accreditationAdminRoutes(
  app: FastifyInstance,
  { content }: { content: ContentAdmin },
) {
  const { accreditations } = content;

  app.get('/api/admin/accreditations', async () => ({
    success: true,
    accreditations: await accreditations.list(),
  }));

  app.post('/api/admin/accreditations', async (request, reply) => {
    const accreditation = await accreditations.create(
      parseOrThrow(AccreditationInputSchema, request.body),
      staffOf(request),
      request.ip,
    );
    return reply.status(201).send({ success: true, accreditation });
  });

  app.post('/api/admin/accreditations/:id', async (request, reply) => {
    const id = idOf(request);
    const accreditation = await accreditations.update(
      id,
      parseOrThrow(AccreditationInputSchema, request.body),
      staffOf(request),
      request.ip,
    );
    return accreditation ? { success: true, accreditation } : reply.status(404).send(notFound);
  });

  app.post('/api/admin/accreditations/:id/move', async (request, reply) => {
    const id = idOf(request);
    const { direction } = parseOrThrow(MoveSchema, request.body);
    const list = await accreditations.move(id, direction, staffOf(request), request.ip);
    return list ? { success: true, accreditations: list } : reply.status(404).send(notFound);
  });

  app.post('/api/admin/accreditations/:id/delete', async (request, reply) => {
    const done = await accreditations.remove(idOf(request), staffOf(request), request.ip);
    return done ? { success: true } : reply.status(404).send(notFound);
  });
}
