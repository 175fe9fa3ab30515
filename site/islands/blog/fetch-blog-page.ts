import type { BlogListResponse, BlogSummary } from '../../../schemas/blogs';
import type { BlogText } from '../../../shared/content/blog';
import type { Lang } from '../../../shared/lang';

/** Posts per page of the list. */
export const BLOG_PAGE_SIZE = 6;

/** The list as the server rendered it, where View More continues from. */
export interface BlogListStart {
  blogs: BlogSummary[];
  hasMore: boolean;
  /** How many pages of the list were read (?page=N). */
  pages: number;
  error: string | null;
}

export type BlogPageResult =
  { ok: true; blogs: BlogSummary[]; hasMore: boolean } | { ok: false; message: string };

// A hand check of schemas/blogs' BlogListResponseSchema: zod would add more JavaScript to the list page than the rest of its island.
const isSummary = (b: unknown): b is BlogSummary => {
  const s = b as Partial<BlogSummary> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.id === 'number' &&
    typeof s.title === 'string' &&
    typeof s.featured_image === 'string' &&
    typeof s.created_at === 'string' &&
    (s.lang === 'en' || s.lang === 'ar')
  );
};
const isListResponse = (body: unknown): body is BlogListResponse => {
  const b = body as Partial<BlogListResponse> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    b.success === true &&
    Array.isArray(b.blogs) &&
    b.blogs.every(isSummary)
  );
};

/**
 * One page of the list for View More, with the specification's outcomes: a reply without success gives
 * 'Failed to fetch blogs.'; a failed request gives the server's message, else 'Error fetching blogs.'.
 */
export async function fetchBlogPage(
  page: number,
  limit: number,
  lang: Lang,
  texts: Pick<BlogText['list'], 'rejected' | 'failed'>,
): Promise<BlogPageResult> {
  let response: Response;
  try {
    response = await fetch(`/api/blogs?page=${page}&limit=${limit}&lang=${lang}`, {
      headers: { accept: 'application/json' },
    });
  } catch {
    return { ok: false, message: texts.failed };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    return {
      ok: false,
      message: typeof message === 'string' && message ? message : texts.failed,
    };
  }
  if (!isListResponse(body)) return { ok: false, message: texts.rejected };
  return { ok: true, blogs: body.blogs, hasMore: body.hasMore === true };
}
