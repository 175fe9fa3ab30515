import { Link, data } from 'react-router';
import type { Route } from './+types/blog';
import { BlogIdSchema } from '../../contract/blogs';
import { BlogCard, formatBlogDate } from '../components/blog/blog-card';
import { BlogImage } from '../components/blog/blog-image';
import { shareLinks } from '../components/blog/share-links';
import { Breadcrumb } from '../components/layout/page-hero';
import { Section } from '../components/ui/section';
import { PAGES } from '../content/pages';
import { site } from '../content/site';
import { htmlToText } from '../lib/html-text';
import { pageMeta } from '../lib/meta';
import { blogPath } from '../paths';

export const BLOG_TEXTS = {
  notFound: 'Blog not found.',
  rejected: 'Failed to fetch blog.',
  relatedRejected: 'Failed to fetch related blogs.',
  failed: 'Error fetching data.',
} as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  // A malformed id never reaches the database.
  const id = /^\d+$/.test(params.id) ? BlogIdSchema.safeParse(params.id) : undefined;
  if (!id?.success) throw data(BLOG_TEXTS.notFound, { status: 404 });
  const { blogs } = context.services;
  const blog = await blogs.getBlog(id.data);
  if (!blog) throw data(BLOG_TEXTS.notFound, { status: 404 });
  const related = await blogs
    .listBlogs({ page: 1, limit: 4 })
    .then((page) => ({ blogs: page.blogs.filter((b) => b.id !== blog.id).slice(0, 3), error: null }))
    .catch(() => ({ blogs: [], error: BLOG_TEXTS.relatedRejected }));
  const text = htmlToText(blog.content);
  return { blog, text, related, publicUrl: context.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `${BLOG_TEXTS.notFound} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
  const { blog, text, publicUrl } = loaderData;
  return pageMeta({ title: blog.title, description: text.slice(0, 155), path: blogPath(blog.id), publicUrl, image: blog.featured_image, type: 'article' });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { blog, text, related, publicUrl } = loaderData;
  const pageUrl = `${publicUrl}${blogPath(blog.id)}`;
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="container-page py-10">
          <Breadcrumb items={[...PAGES.blogs.breadcrumb.slice(0, 1), { label: 'Blogs', href: PAGES.blogs.path }, { label: blog.title }]} />
          <h1 className="mt-4 max-w-4xl text-3xl font-bold sm:text-4xl">{blog.title}</h1>
          <p className="mt-3 text-sm text-brand-100">
            Admin / <time dateTime={blog.created_at}>{formatBlogDate(blog.created_at)}</time>
          </p>
        </div>
      </section>
      <article className="container-page max-w-3xl py-10">
        <BlogImage src={blog.featured_image} alt="" priority className="aspect-video h-auto w-full rounded-2xl object-cover" />
        <div className="prose-article mt-8 text-ink" dangerouslySetInnerHTML={{ __html: blog.content }} />
        <div className="mt-10 flex flex-wrap items-center gap-3 border-t border-brand-100 pt-6">
          <span className="font-semibold text-brand-900">Social Share:</span>
          {shareLinks(pageUrl, blog.title, text).map((link) => (
            <a key={link.network} href={link.href} target="_blank" rel="noopener noreferrer" className="btn-outline text-brand-900" data-testid={`share-${link.network.toLowerCase()}`}>
              {link.network}
            </a>
          ))}
        </div>
      </article>
      <Section title="Related posts" tinted>
        {related.error && <p role="alert">{related.error}</p>}
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{notFound ? BLOG_TEXTS.notFound : BLOG_TEXTS.failed}</h1>
      <Link to={PAGES.blogs.path} className="btn-primary mt-8">
        Back to all blogs
      </Link>
    </section>
  );
}
