import type { BlogSummary } from '../../../schemas/blogs';
import { PAGES } from '../../../shared/content/pages';
import { blogWordsIn } from '../../../shared/content/texts';
import { pathIn, type Lang } from '../../../shared/lang';
import { BlogCard } from '../../islands/blog/blog-card';
import { SectionHeading } from '../../islands/ui/section-heading';

/** The four most recent posts, read from the database by the home loader. */
export function RecentBlogs({ blogs, lang }: { blogs: BlogSummary[]; lang: Lang }) {
  const words = blogWordsIn(lang);
  const byline = { ...words.post, months: words.months };
  return (
    <section aria-labelledby="blogs-heading" className="bg-brand-50 section-y">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <SectionHeading id="blogs-heading" kicker={words.recent.kicker}>
              {words.recent.heading}
            </SectionHeading>
          </div>
          <a
            href={pathIn(lang, PAGES.blogs.path)}
            className="btn-primary after:icon-arrow-right after:size-4 rtl:after:rotate-180"
          >
            {words.post.viewAll}
          </a>
        </div>
        {blogs.length > 0 ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="recent-blogs">
            {blogs.map((blog) => (
              <li key={blog.id}>
                <BlogCard blog={blog} headingLevel={3} words={byline} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 text-muted">{words.recent.empty}</p>
        )}
      </div>
    </section>
  );
}
