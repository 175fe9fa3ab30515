import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  UPLOAD_MESSAGES,
  UploadQuerySchema,
  UploadResponseSchema,
} from '../../schemas/content-admin';
import { ApiFailureSchema } from '../../schemas/envelope';
import type { ContentAdmin } from '../blogs/posts-console';
import { staffOf } from '../console/guard';

/** POST /api/admin/uploads?group=blogs|accreditations, multipart with one file: the picture, re-encoded. */
export async function uploadAdminRoutes(
  instance: FastifyInstance,
  { content, maxBytes }: { content: ContentAdmin; maxBytes: number },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Encapsulated here: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 },
  });
  const tooLarge = UPLOAD_MESSAGES.tooLarge(maxBytes);

  // The body is a multipart stream, read and checked from its bytes below: it has no schema.
  const schema = {
    querystring: UploadQuerySchema,
    response: { 201: UploadResponseSchema, '4xx': ApiFailureSchema },
  };
  app.post('/api/admin/uploads', { schema }, async (request, reply) => {
    const { group } = request.query;
    if (!request.isMultipart())
      return reply.status(400).send({ success: false, message: UPLOAD_MESSAGES.missing });
    let bytes: Buffer;
    try {
      const file = await request.file();
      if (!file)
        return reply.status(400).send({ success: false, message: UPLOAD_MESSAGES.missing });
      bytes = await file.toBuffer();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        return reply.status(400).send({ success: false, message: tooLarge });
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        return reply
          .status(400)
          .send({ success: false, message: 'Send one image file and nothing else.' });
      }
      throw error;
    }
    if (bytes.length === 0)
      return reply.status(400).send({ success: false, message: UPLOAD_MESSAGES.missing });
    const image = await content.uploads.store(bytes, group);
    await content.audit.record({
      action: 'image_uploaded',
      actor: staffOf(request),
      target: `upload:${image.key}`,
      ip: request.ip,
      details: { bytes: bytes.length },
    });
    return reply.status(201).send({
      success: true as const,
      image: { src: image.src, width: image.width, height: image.height },
    });
  });
}
