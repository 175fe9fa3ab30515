import { useEffect, useRef, useState } from 'react';
import type { BlogText, BylineWords } from '../../shared/content/blog';
import { PAGES } from '../../shared/content/pages';
import { otherLang, pathIn, type Lang } from '../../shared/lang';
import { BlogCard } from './blog/blog-card';
import { BLOG_PAGE_SIZE, fetchBlogPage, type BlogListStart } from './blog/fetch-blog-page';
import { Section } from './ui/section';

/**
 * The list of posts with View More: an island, since View More fetches the next page in place. Its
 * link also works as a plain link before the island is live (?page=N renders the first N pages).
 */
export function BlogList({
  initial,
  lang,
  words,
  byline,
}: {
  initial: BlogListStart;
  /** The language of the posts listed, the page's. */
  lang: Lang;
  words: BlogText['list'];
  byline: BylineWords;
}) {
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
    const result = await fetchBlogPage(pages + 1, BLOG_PAGE_SIZE, lang, words);
    setLoading(false);
    if (!result.ok) return setError(result.message);
    firstNew.current = blogs.length;
    setBlogs((current) => [
      ...current,
      ...result.blogs.filter((b) => !current.some((c) => c.id === b.id)),
    ]);
    setPages(pages + 1);
    setHasMore(result.hasMore);
  };

  return (
    <Section>
      <ul ref={list} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
        {blogs.map((blog, i) => (
          <li key={blog.id}>
            <BlogCard blog={blog} priority={i === 0} words={byline} />
          </li>
        ))}
      </ul>
      {!error && blogs.length === 0 && (
        <p className="text-muted" data-testid="blog-list-empty">
          {words.empty}{' '}
          <a
            href={pathIn(otherLang(lang), PAGES.blogs.path)}
            hrefLang={otherLang(lang)}
            className="font-semibold underline"
          >
            {words.otherBlog}
          </a>
        </p>
      )}
      <div aria-live="polite" className="mt-8 flex min-h-12 flex-wrap items-center gap-4">
        {loading && <p>{words.loading}</p>}
        {error && (
          <p role="alert" className="font-semibold text-red-700">
            {error}
          </p>
        )}
        {hasMore && !loading && (
          <a
            href={`${pathIn(lang, PAGES.blogs.path)}?page=${pages + 1}`}
            onClick={viewMore}
            className="btn-primary"
          >
            {words.viewMore}
          </a>
        )}
      </div>
    </Section>
  );
}
