import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DoneSchema, IdParamSchema, NoFieldsSchema } from '../../schemas/admin';
import {
  AdminBlogListResponseSchema,
  AdminBlogResponseSchema,
  AdminBlogSummaryResponseSchema,
  BLOG_CONTENT_MAX,
  BlogDraftSchema,
  BlogPreviewResponseSchema,
  BlogPreviewSchema,
  PublishSchema,
} from '../../schemas/content-admin';
import { ApiFailureSchema } from '../../schemas/envelope';
import type { ContentAdmin } from './posts-console';
import { ADMIN_MESSAGES, staffOf } from '../console/guard';

const notFound = { success: false, message: ADMIN_MESSAGES.notFound } as const;
const failure = { '4xx': ApiFailureSchema };
const byId = { params: IdParamSchema };
// A post's HTML outgrows the API's default body limit (sized for the public forms).
const articleBody = { bodyLimit: BLOG_CONTENT_MAX * 2 + 16 * 1024 };

/** The blog editor's API: staff and admins; every change is audited by the service. */
export async function blogAdminRoutes(
  instance: FastifyInstance,
  { content }: { content: ContentAdmin },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { blogs } = content;

  app.get(
    '/api/admin/blogs',
    { schema: { response: { 200: AdminBlogListResponseSchema, ...failure } } },
    async () => ({ success: true as const, blogs: await blogs.list() }),
  );

  app.get(
    '/api/admin/blogs/:id',
    { schema: { ...byId, response: { 200: AdminBlogResponseSchema, ...failure } } },
    async (request, reply) => {
      const blog = await blogs.get(request.params.id);
      return blog ? { success: true as const, blog } : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/blogs',
    {
      ...articleBody,
      schema: { body: BlogDraftSchema, response: { 201: AdminBlogResponseSchema, ...failure } },
    },
    async (request, reply) => {
      const blog = await blogs.create(request.body, staffOf(request), request.ip);
      return reply.status(201).send({ success: true as const, blog });
    },
  );

  app.post(
    '/api/admin/blogs/:id',
    {
      ...articleBody,
      schema: {
        ...byId,
        body: BlogDraftSchema,
        response: { 200: AdminBlogResponseSchema, ...failure },
      },
    },
    async (request, reply) => {
      const blog = await blogs.update(
        request.params.id,
        request.body,
        staffOf(request),
        request.ip,
      );
      return blog ? { success: true as const, blog } : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/blogs/:id/published',
    {
      schema: {
        ...byId,
        body: PublishSchema,
        response: { 200: AdminBlogSummaryResponseSchema, ...failure },
      },
    },
    async (request, reply) => {
      const blog = await blogs.setPublished(
        request.params.id,
        request.body.published,
        staffOf(request),
        request.ip,
      );
      return blog ? { success: true as const, blog } : reply.status(404).send(notFound);
    },
  );

  app.post(
    '/api/admin/blogs/:id/delete',
    { schema: { ...byId, body: NoFieldsSchema, response: { 200: DoneSchema, ...failure } } },
    async (request, reply) => {
      const done = await blogs.remove(request.params.id, staffOf(request), request.ip);
      return done ? { success: true as const } : reply.status(404).send(notFound);
    },
  );

  // A change-free POST: the body is an unsaved draft, too large for a query string.
  app.post(
    '/api/admin/blogs/preview',
    {
      ...articleBody,
      schema: { body: BlogPreviewSchema, response: { 200: BlogPreviewResponseSchema, ...failure } },
    },
    async (request) => ({ success: true as const, html: blogs.preview(request.body.content) }),
  );
}
