import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_FILE, UPLOADS_URL } from '../../contract/content-admin';

/**
 * Serves DATA_DIR/uploads at /uploads/<group>/<hash>[-<width>].<avif|webp>. A file's name is a hash
 * of its source, so its content never changes: browsers and CDNs may keep it for a year. Only names
 * the upload pipeline writes are served (no half-written `.part` files, nothing else put there).
 */
export async function uploadedImageRoutes(app: FastifyInstance, { dir }: { dir: string }) {
  fs.mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: `${UPLOADS_URL}/`,
    decorateReply: false,
    index: false,
    redirect: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => UPLOAD_FILE.test(pathName.replace(/^\/+/, '')),
    maxAge: 31_536_000_000,
    immutable: true,
    // Also among every response's headers; said here too because these bytes came from outside.
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
