import { BlogListResponseSchema, type BlogSummary } from '../../../contract/blogs';
import { BLOGS_TEXTS } from './blog-texts';

export type BlogPageResult = { ok: true; blogs: BlogSummary[]; hasMore: boolean } | { ok: false; message: string };

/**
 * One page of the list for View More, with spec §8's outcomes: a reply without success gives
 * 'Failed to fetch blogs.'; a failed request gives the server's message, else 'Error fetching blogs.'.
 */
export async function fetchBlogPage(page: number, limit: number): Promise<BlogPageResult> {
  let response: Response;
  try {
    response = await fetch(`/api/blogs?page=${page}&limit=${limit}`, { headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, message: BLOGS_TEXTS.failed };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    return { ok: false, message: typeof message === 'string' && message ? message : BLOGS_TEXTS.failed };
  }
  const parsed = BlogListResponseSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: BLOGS_TEXTS.rejected };
  return { ok: true, blogs: parsed.data.blogs, hasMore: parsed.data.hasMore ?? false };
}
