import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DoneSchema, IdParamSchema, VersionOnlySchema } from '../../schemas/admin';
import {
  AccreditationEditSchema,
  AccreditationInputSchema,
  AccreditationListResponseSchema,
  AccreditationResponseSchema,
  MoveSchema,
} from '../../schemas/content-admin';
import { ApiFailureSchema } from '../../schemas/envelope';
import type { ContentAdmin } from '../blogs/posts-console';
import { ADMIN_MESSAGES, staffOf } from '../console/guard';

const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;
const failure = { '4xx': ApiFailureSchema };

/** The accreditations the public lightbox shows: staff and admins; every change is audited by the service. */
export async function accreditationAdminRoutes(
  instance: FastifyInstance,
  { content }: { content: ContentAdmin },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { accreditations } = content;

  app.get(
    '/api/admin/accreditations',
    { schema: { response: { 200: AccreditationListResponseSchema, ...failure } } },
    async () => ({ success: true as const, accreditations: await accreditations.list() }),
  );

  app.post(
    '/api/admin/accreditations',
    {
      schema: {
        body: AccreditationInputSchema,
        response: { 201: AccreditationResponseSchema, ...failure },
      },
    },
    async (request, reply) => {
      const accreditation = await accreditations.create(request.body, staffOf(request), request.ip);
      return reply.status(201).send({ success: true as const, accreditation });
    },
  );

  app.post(
    '/api/admin/accreditations/:id',
    {
      schema: {
        params: IdParamSchema,
        body: AccreditationEditSchema,
        response: { 200: AccreditationResponseSchema, ...failure },
      },
    },
    async (request, reply) => {
      const accreditation = await accreditations.update(
        request.params.id,
        { title: request.body.title, imagepath: request.body.imagepath },
        request.body.version,
        staffOf(request),
        request.ip,
      );
      return accreditation
        ? { success: true as const, accreditation }
        : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/accreditations/:id/move',
    {
      schema: {
        params: IdParamSchema,
        body: MoveSchema,
        response: { 200: AccreditationListResponseSchema, ...failure },
      },
    },
    async (request, reply) => {
      const list = await accreditations.move(
        request.params.id,
        request.body,
        staffOf(request),
        request.ip,
      );
      return list
        ? { success: true as const, accreditations: list }
        : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/accreditations/:id/delete',
    {
      schema: {
        params: IdParamSchema,
        body: VersionOnlySchema,
        response: { 200: DoneSchema, ...failure },
      },
    },
    async (request, reply) => {
      const done = await accreditations.remove(
        request.params.id,
        request.body.version,
        staffOf(request),
        request.ip,
      );
      return done ? { success: true as const } : reply.status(404).send(notFound);
    },
  );
}
