import { Link } from 'react-router';
import type { BlogSummary } from '../../../contract/blogs';
import { DEFAULT_BLOG_IMAGE } from '../../content/images';
import { blogPath } from '../../paths';
import { BlogImage } from './blog-image';

export function formatBlogDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A post's card: featured image, 'Admin / date', title and Read More. */
export function BlogCard({ blog, headingLevel = 2 }: { blog: BlogSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
      <BlogImage src={blog.featured_image || DEFAULT_BLOG_IMAGE} alt="" className="aspect-video h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold text-accent-600">
          Admin / <time dateTime={blog.created_at}>{formatBlogDate(blog.created_at)}</time>
        </p>
        <Heading className="mt-2 text-lg leading-snug font-bold text-brand-900">{blog.title}</Heading>
        <Link to={blogPath(blog.id)} className="mt-auto pt-4 text-sm font-semibold text-accent-600 underline">
          Read More<span className="sr-only">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}
