import { useState } from 'react';
import type { Route } from './+types/blogs';
import { BlogListResponseSchema, type BlogSummary } from '../../contract/blogs';
import { BlogCard } from '../components/blog/blog-card';
import { PageHero } from '../components/layout/page-hero';
import { Section } from '../components/ui/section';
import { PAGES } from '../content/pages';
import { metaFor } from '../lib/route-meta';

export const BLOG_PAGE_SIZE = 6;
export const BLOGS_TEXTS = { rejected: 'Failed to fetch blogs.', failed: 'Error fetching blogs.' } as const;

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const page = await context.services.blogs.listBlogs({ page: 1, limit: BLOG_PAGE_SIZE });
    return { ...page, error: null };
  } catch {
    return { blogs: [], hasMore: false, error: BLOGS_TEXTS.failed };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.blogs, matches);

/** Fetches the next page for View More, mapping failures onto the spec's texts. */
async function fetchPage(page: number): Promise<{ blogs: BlogSummary[]; hasMore: boolean } | { error: string }> {
  try {
    const response = await fetch(`/api/blogs?page=${page}&limit=${BLOG_PAGE_SIZE}`, { headers: { accept: 'application/json' } });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) return { error: (body as { message?: string } | undefined)?.message || BLOGS_TEXTS.failed };
    const parsed = BlogListResponseSchema.safeParse(body);
    if (!parsed.success) return { error: BLOGS_TEXTS.rejected };
    return { blogs: parsed.data.blogs, hasMore: parsed.data.hasMore ?? false };
  } catch {
    return { error: BLOGS_TEXTS.failed };
  }
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const [blogs, setBlogs] = useState(loaderData.blogs);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(loaderData.hasMore);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(loaderData.error);

  const viewMore = async () => {
    setLoading(true);
    setError(null);
    const result = await fetchPage(page + 1);
    setLoading(false);
    if ('error' in result) return setError(result.error);
    setBlogs((current) => [...current, ...result.blogs]);
    setPage(page + 1);
    setHasMore(result.hasMore);
  };

  return (
    <>
      <PageHero title="Our Blogs" breadcrumb={PAGES.blogs.breadcrumb} />
      <Section>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
          {blogs.map((blog) => (
            <li key={blog.id}>
              <BlogCard blog={blog} />
            </li>
          ))}
        </ul>
        <div aria-live="polite" className="mt-6">
          {loading && <p>Loading...</p>}
          {error && (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          )}
        </div>
        {hasMore && !loading && (
          <button type="button" onClick={viewMore} className="btn-primary mt-4">
            View More
          </button>
        )}
      </Section>
    </>
  );
}
