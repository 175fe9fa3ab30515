import type { FastifyInstance } from 'fastify';
import { BlogIdSchema, BlogPageQuerySchema } from '../../contract/blogs';
import { parseOrThrow } from '../errors';
import type { Services } from '../services';

export const BLOG_NOT_FOUND = 'Blog not found.';
const DEFAULT_PAGE_SIZE = 6;
const CANONICAL_ID = /^[1-9]\d{0,9}$/;

export async function contentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/api/public/accreditations', async () => ({
    success: true,
    accreditations: await services.accreditations.list(),
  }));

  // Plain GET keeps the spec's shape (every post); ?page= / ?limit= ask for one page.
  app.get('/api/blogs', async (request) => {
    const query = parseOrThrow(BlogPageQuerySchema, request.query);
    if (query.page === undefined && query.limit === undefined) {
      return { success: true, blogs: await services.blogs.listAll() };
    }
    const page = query.page ?? 1;
    const { blogs, hasMore } = await services.blogs.listBlogs({ page, limit: query.limit ?? DEFAULT_PAGE_SIZE });
    return { success: true, blogs, page, hasMore };
  });

  app.get<{ Params: { id: string } }>('/api/blogs/:id', async (request, reply) => {
    // Only a canonical positive integer reaches the database.
    const parsed = BlogIdSchema.safeParse(request.params.id);
    if (!CANONICAL_ID.test(request.params.id) || !parsed.success) {
      return reply.status(400).send({ success: false, message: 'Invalid blog id.' });
    }
    const blog = await services.blogs.getBlog(parsed.data);
    if (!blog) return reply.status(404).send({ success: false, message: BLOG_NOT_FOUND });
    return { success: true, blog };
  });
}
