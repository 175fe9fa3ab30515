import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccreditationsResponseSchema } from '../../schemas/accreditations';
import {
  BlogIdSchema,
  BlogListResponseSchema,
  BlogPageQuerySchema,
  BlogResponseSchema,
} from '../../schemas/blogs';
import { ApiFailureSchema } from '../../schemas/envelope';
import { z } from '../../schemas/zod';
import type { Services } from '../services';

export const BLOG_NOT_FOUND = 'Blog not found.';
const DEFAULT_PAGE_SIZE = 6;
const CANONICAL_ID = /^[1-9]\d{0,9}$/;

export async function contentRoutes(
  instance: FastifyInstance,
  { services }: { services: Services },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/public/accreditations',
    { schema: { response: { 200: AccreditationsResponseSchema } } },
    async () => ({
      success: true as const,
      accreditations: await services.accreditations.list(),
    }),
  );

  // Plain GET keeps the spec's shape (every post); ?page= / ?limit= ask for one page.
  app.get(
    '/api/blogs',
    {
      schema: {
        querystring: BlogPageQuerySchema,
        response: { 200: BlogListResponseSchema, '4xx': ApiFailureSchema },
      },
    },
    async (request) => {
      const { query } = request;
      if (query.page === undefined && query.limit === undefined) {
        return { success: true as const, blogs: await services.blogs.listAll() };
      }
      const page = query.page ?? 1;
      const { blogs, hasMore } = await services.blogs.listBlogs({
        page,
        limit: query.limit ?? DEFAULT_PAGE_SIZE,
        lang: query.lang,
      });
      return { success: true as const, blogs, page, hasMore };
    },
  );

  // The id is checked here, not by the schema: anything but a canonical id is the one answer 'Invalid blog id.'.
  const blogParams = z.object({ id: z.string() });
  app.get(
    '/api/blogs/:id',
    {
      schema: {
        params: blogParams,
        response: { 200: BlogResponseSchema, '4xx': ApiFailureSchema },
      },
    },
    async (request, reply) => {
      // Only a canonical positive integer reaches the database.
      const parsed = BlogIdSchema.safeParse(request.params.id);
      if (!CANONICAL_ID.test(request.params.id) || !parsed.success) {
        return reply.status(400).send({ success: false as const, message: 'Invalid blog id.' });
      }
      const blog = await services.blogs.getBlog(parsed.data);
      if (!blog)
        return reply.status(404).send({ success: false as const, message: BLOG_NOT_FOUND });
      return { success: true as const, blog };
    },
  );
}
