import { useEffect, useRef, useState } from 'react';
import { data, isRouteErrorResponse, useLocation } from 'react-router';
import type { Route } from './+types/blogs';
import type { BlogSummary } from '../../contract/blogs';
import { BlogCard } from '../components/blog/blog-card';
import { BLOGS_TEXTS, LOADING_TEXT } from '../components/blog/blog-texts';
import { fetchBlogPage } from '../components/blog/fetch-blog-page';
import { BlogNavigationNotice } from '../components/blog/loading-notice';
import { GeneralPageHero } from '../components/pages/general-page-hero';
import { Section } from '../components/ui/section';
import { PAGES } from '../../content/pages';
import { metaFor } from '../lib/route-meta';
import type { PageHandle } from '../../contract/load-context';

export const BLOG_PAGE_SIZE = 6;

/** The server keeps this page until a post changes (server/web/reads.ts). */
export const handle: PageHandle = { reads: ['blogs'] };
// ?page=N renders the first N pages, so View More also works as a plain link without JavaScript.
const MAX_PAGES = 20;

function pagesAsked(url: string): number {
  const n = Number(new URL(url).searchParams.get('page'));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGES) : 1;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const pages = pagesAsked(request.url);
  try {
    const { blogs, hasMore } = await context.services.blogs.listBlogs({ page: 1, limit: pages * BLOG_PAGE_SIZE });
    return { blogs, hasMore, pages, error: null };
  } catch {
    // The page still renders, with the spec's error text; the status tells caches and crawlers.
    return data({ blogs: [] as BlogSummary[], hasMore: false, pages, error: BLOGS_TEXTS.failed }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.blogs, matches);

export default function Blogs({ loaderData }: Route.ComponentProps) {
  // Fresh loader data (a new navigation) starts the list again from what the server rendered.
  const { key } = useLocation();
  return (
    <>
      <GeneralPageHero page={PAGES.blogs} />
      <BlogNavigationNotice />
      <BlogList key={key} initial={loaderData} />
    </>
  );
}

function BlogList({ initial }: { initial: Route.ComponentProps['loaderData'] }) {
  const [blogs, setBlogs] = useState(initial.blogs);
  const [pages, setPages] = useState(initial.pages);
  const [hasMore, setHasMore] = useState(initial.hasMore);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(initial.error);
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);

  // After View More, keyboard focus moves to the first new post instead of being lost with the button.
  useEffect(() => {
    if (firstNew.current === null) return;
    list.current?.querySelectorAll('a')[firstNew.current]?.focus();
    firstNew.current = null;
  }, [blogs]);

  const viewMore = async (event: React.MouseEvent) => {
    event.preventDefault();
    setLoading(true);
    setError(null);
    const result = await fetchBlogPage(pages + 1, BLOG_PAGE_SIZE);
    setLoading(false);
    if (!result.ok) return setError(result.message);
    firstNew.current = blogs.length;
    setBlogs((current) => [...current, ...result.blogs.filter((b) => !current.some((c) => c.id === b.id))]);
    setPages(pages + 1);
    setHasMore(result.hasMore);
  };

  return (
    <Section>
      <ul ref={list} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
        {blogs.map((blog, i) => (
          <li key={blog.id}>
            <BlogCard blog={blog} priority={i === 0} />
          </li>
        ))}
      </ul>
      {!error && blogs.length === 0 && <p className="text-muted">No posts yet.</p>}
      <div aria-live="polite" className="mt-8 flex min-h-12 flex-wrap items-center gap-4">
        {loading && <p>{LOADING_TEXT}</p>}
        {error && (
          <p role="alert" className="font-semibold text-red-700">
            {error}
          </p>
        )}
        {hasMore && !loading && (
          <a href={`${PAGES.blogs.path}?page=${pages + 1}`} onClick={viewMore} className="btn-primary">
            View More
          </a>
        )}
      </div>
    </Section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Reached when a client-side navigation to the list cannot get its data.
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : BLOGS_TEXTS.failed;
  return (
    <>
      <GeneralPageHero page={PAGES.blogs} />
      <Section>
        <p role="alert" className="font-semibold text-red-700">
          {message}
        </p>
      </Section>
    </>
  );
}
