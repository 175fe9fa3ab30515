import type { FastifyInstance } from 'fastify';
import { UPLOAD_FILE, UPLOADS_URL } from '../../schemas/content-admin';
import { fileAnswer } from '../../schemas/envelope';
import { z } from '../../schemas/zod';
import type { UploadedImagesService } from './uploaded-images';

/**
 * Serves the uploaded pictures at /uploads/<group>/<hash>[-<width>].<avif|webp>, from the database
 * through the process's memory. A file's name is a hash of its source, so its content never
 * changes: browsers and CDNs may keep it for a year. Only names the upload pipeline writes are
 * looked up; anything else is the site's not-found answer.
 */
export async function uploadedImageRoutes(
  app: FastifyInstance,
  { images }: { images: UploadedImagesService },
) {
  const schema = {
    params: z.object({ '*': z.string() }),
    response: {
      200: fileAnswer('image/avif', 'The picture, AVIF or WebP as its name ends.'),
    },
  };
  app.get<{ Params: { '*': string } }>(`${UPLOADS_URL}/*`, { schema }, async (request, reply) => {
    const path = request.params['*'];
    const image = UPLOAD_FILE.test(path) ? await images.find(path) : undefined;
    if (!image) return reply.callNotFound();
    reply
      .header('content-type', path.endsWith('.avif') ? 'image/avif' : 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', image.etag)
      // Also among every response's headers; said here too because these bytes came from outside.
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
    return reply.send(image.bytes);
  });
}
