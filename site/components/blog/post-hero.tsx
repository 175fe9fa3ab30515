import type { BlogPost } from '../../../schemas/blogs';
import { PAGES } from '../../../shared/content/pages';
import { blogWordsIn, pagesIn } from '../../../shared/content/texts';
import { pathIn } from '../../../shared/lang';
import { Breadcrumb } from '../layout/page-hero';
import { BlogDate } from '../../islands/blog/blog-date';
import { BLOG_IMAGE_SIZES, BlogImage } from '../../islands/blog/blog-image';

/**
 * A post's banner: breadcrumb, title, byline and the featured image (the page's largest paint).
 * The console's preview shows it inside a page that has its own h1, so there the title is an h2.
 */
export function PostHero({ blog, titleLevel = 1 }: { blog: BlogPost; titleLevel?: 1 | 2 }) {
  const home = pagesIn(blog.lang).blogs.breadcrumb[0]!;
  const words = blogWordsIn(blog.lang);
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-accent-600 text-white">
      <div className="container-page grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-2 lg:gap-12">
        <div>
          <Breadcrumb
            items={[
              home,
              { label: words.post.crumb, href: pathIn(blog.lang, PAGES.blogs.path) },
              { label: blog.title },
            ]}
            lang={blog.lang}
          />
          <Title className="mt-4 text-3xl leading-tight font-bold sm:text-4xl">{blog.title}</Title>
          <p className="mt-4 text-sm font-semibold text-brand-100">
            <BlogDate iso={blog.created_at} words={{ ...words.post, months: words.months }} />
          </p>
        </div>
        {/* Keyed by post: moving between posts must not keep the previous post's fallback state. */}
        <BlogImage
          key={blog.id}
          src={blog.featured_image}
          alt=""
          sizes={BLOG_IMAGE_SIZES.banner}
          priority
          className="aspect-video h-auto w-full rounded-2xl object-cover shadow-lg"
        />
      </div>
    </section>
  );
}
