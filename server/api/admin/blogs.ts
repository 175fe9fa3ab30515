import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParamSchema } from '../../../contract/admin';
import {
  BLOG_CONTENT_MAX,
  BlogDraftSchema,
  BlogPreviewSchema,
  PublishSchema,
} from '../../../contract/content-admin';
import { parseOrThrow } from '../../errors';
import type { ContentAdmin } from '../../services/admin/content';
import { ADMIN_MESSAGES, staffOf } from './guard';

const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;
const idOf = (request: FastifyRequest) => parseOrThrow(IdParamSchema, request.params).id;
// A post's HTML outgrows the API's default body limit (sized for the public forms).
const articleBody = { bodyLimit: BLOG_CONTENT_MAX * 2 + 16 * 1024 };

/** The blog editor's API: staff and admins; every change is audited by the service. */
export async function blogAdminRoutes(
  app: FastifyInstance,
  { content }: { content: ContentAdmin },
) {
  const { blogs } = content;

  app.get('/api/admin/blogs', async () => ({ success: true, blogs: await blogs.list() }));

  app.get('/api/admin/blogs/:id', async (request, reply) => {
    const blog = await blogs.get(idOf(request));
    return blog ? { success: true, blog } : reply.status(404).send(notFound);
  });

  app.post('/api/admin/blogs', articleBody, async (request, reply) => {
    const blog = await blogs.create(
      parseOrThrow(BlogDraftSchema, request.body),
      staffOf(request),
      request.ip,
    );
    return reply.status(201).send({ success: true, blog });
  });

  app.post('/api/admin/blogs/:id', articleBody, async (request, reply) => {
    const id = idOf(request);
    const blog = await blogs.update(
      id,
      parseOrThrow(BlogDraftSchema, request.body),
      staffOf(request),
      request.ip,
    );
    return blog ? { success: true, blog } : reply.status(404).send(notFound);
  });

  app.post('/api/admin/blogs/:id/published', async (request, reply) => {
    const id = idOf(request);
    const { published } = parseOrThrow(PublishSchema, request.body);
    const blog = await blogs.setPublished(id, published, staffOf(request), request.ip);
    return blog ? { success: true, blog } : reply.status(404).send(notFound);
  });

  app.post('/api/admin/blogs/:id/delete', async (request, reply) => {
    const done = await blogs.remove(idOf(request), staffOf(request), request.ip);
    return done ? { success: true } : reply.status(404).send(notFound);
  });

  // A change-free POST: the body is an unsaved draft, too large for a query string.
  app.post('/api/admin/blogs/preview', articleBody, async (request) => {
    const { content: html } = parseOrThrow(BlogPreviewSchema, request.body);
    return { success: true, html: blogs.preview(html) };
  });
}
