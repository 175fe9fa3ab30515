import { Link, data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/blog';
import type { BlogPost, BlogSummary } from '../../contract/blogs';
import { ArticleBody } from '../components/blog/article-body';
import { BlogCard } from '../components/blog/blog-card';
import { parseBlogId } from '../components/blog/blog-id.server';
import { blogPostingJsonLd } from '../components/blog/blog-json-ld';
import { BLOG_TEXTS } from '../components/blog/blog-texts';
import { BlogNavigationNotice } from '../components/blog/loading-notice';
import { PostHero } from '../components/blog/post-hero';
import { ShareBar } from '../components/blog/share-bar';
import { SHARE_SUMMARY_LENGTH } from '../components/blog/share-links';
import { JsonLd } from '../components/ui/json-ld';
import { Section } from '../components/ui/section';
import { PAGES } from '../../content/pages';
import { site } from '../../content/site';
import { firstCharacters, htmlToText, summarize } from '../lib/html-text';
import { pageMeta } from '../lib/meta';
import { blogPath } from '../../content/site-paths';
import type { PageHandle } from '../../contract/load-context';

const RELATED_COUNT = 3;

/** The server keeps this page until a post changes (server/web/reads.ts). */
export const handle: PageHandle = { reads: ['blogs'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseBlogId(params.id);
  if (id === null) throw data(BLOG_TEXTS.notFound, { status: 404 });
  const { blogs } = context.services;
  // The post and the related list are read together; each failure has its own text (spec §8).
  const [post, related] = await Promise.all([
    blogs.getBlog(id).then(
      (blog): { ok: true; blog: BlogPost | null } => ({ ok: true, blog }),
      () => ({ ok: false as const }),
    ),
    blogs.listBlogs({ page: 1, limit: RELATED_COUNT + 1 }).then(
      (page) => ({ blogs: page.blogs.filter((b) => b.id !== id).slice(0, RELATED_COUNT), error: null }),
      () => ({ blogs: [] as BlogSummary[], error: BLOG_TEXTS.relatedRejected }),
    ),
  ]);
  if (!post.ok) throw data(BLOG_TEXTS.rejected, { status: 503 });
  if (!post.blog) throw data(BLOG_TEXTS.notFound, { status: 404 });
  const text = htmlToText(post.blog.content);
  // Only the short texts travel to the browser, not a second copy of the whole article.
  return {
    blog: post.blog,
    description: summarize(text, 155),
    shareSummary: firstCharacters(text, SHARE_SUMMARY_LENGTH),
    related,
    publicUrl: context.publicUrl,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return [{ title: `${errorText(error)} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
  const { blog, description, publicUrl } = loaderData;
  return [
    ...pageMeta({ title: blog.title, description, path: blogPath(blog.id), publicUrl, image: { src: blog.featured_image, alt: blog.title }, type: 'article' }),
    { property: 'article:published_time', content: blog.created_at },
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { blog, description, shareSummary, related, publicUrl } = loaderData;
  const pageUrl = `${publicUrl}${blogPath(blog.id)}`;
  return (
    <>
      <JsonLd data={blogPostingJsonLd(blog, description, pageUrl, publicUrl)} />
      <BlogNavigationNotice />
      <PostHero blog={blog} />
      <article className="container-page max-w-3xl py-10 sm:py-14">
        <ArticleBody html={blog.content} />
        <ShareBar pageUrl={pageUrl} title={blog.title} text={shareSummary} />
      </article>
      <Section title="Related posts" tinted>
        {related.error && (
          <p role="alert" className="mb-6 font-semibold text-red-700">
            {related.error}
          </p>
        )}
        <ul className="grid gap-6 md:grid-cols-3" data-testid="related-posts">
          {related.blogs.map((b) => (
            <li key={b.id}>
              <BlogCard blog={b} headingLevel={3} />
            </li>
          ))}
        </ul>
        <Link to={PAGES.blogs.path} className="btn-primary mt-8">
          View All Blogs
        </Link>
      </Section>
    </>
  );
}

/** 'Blog not found.' for a 404; the server's message for another answer; 'Error fetching data.' when the request failed. */
function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return BLOG_TEXTS.notFound;
    if (typeof error.data === 'string' && error.data) return error.data;
  }
  return BLOG_TEXTS.failed;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{errorText(error)}</h1>
      <Link to={PAGES.blogs.path} className="btn-primary mt-8">
        Back to all blogs
      </Link>
    </section>
  );
}
