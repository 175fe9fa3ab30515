import type { BlogSummary } from '../../../schemas/blogs';
import type { BylineWords } from '../../../shared/content/blog';
import { pathIn } from '../../../shared/lang';
import { blogPath } from '../../../shared/site-paths';
import { BlogDate } from './blog-date';
import { BLOG_IMAGE_SIZES, BlogImage } from './blog-image';

/** A post's card: featured image, 'Admin / date', title and Read More, at the address of its language. `priority`: the first card of a list, whose image is the largest paint on a phone. */
export function BlogCard({
  blog,
  headingLevel = 2,
  priority = false,
  words,
}: {
  blog: BlogSummary;
  words: BylineWords;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
      <BlogImage
        src={blog.featured_image}
        alt=""
        sizes={BLOG_IMAGE_SIZES.card}
        priority={priority}
        className="aspect-video h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold text-accent-600">
          <BlogDate iso={blog.created_at} words={words} />
        </p>
        <Heading className="mt-2 text-lg leading-snug font-bold text-brand-900">
          {blog.title}
        </Heading>
        <a
          href={pathIn(blog.lang, blogPath(blog.id))}
          className="mt-auto pt-4 text-sm font-semibold text-accent-600 underline"
        >
          {words.readMore}
          <span className="sr-only">: {blog.title}</span>
        </a>
      </div>
    </article>
  );
}
