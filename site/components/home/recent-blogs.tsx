import { ArrowRight } from 'lucide-react';
import type { BlogSummary } from '../../../schemas/blogs';
import { PAGES } from '../../../shared/content/pages';
import { BlogCard } from '../../islands/blog/blog-card';
import { SectionHeading } from '../../islands/ui/section-heading';

/** The four most recent posts, read from the database by the home loader. */
export function RecentBlogs({ blogs }: { blogs: BlogSummary[] }) {
  return (
    <section aria-labelledby="blogs-heading" className="bg-brand-50 section-y">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <SectionHeading id="blogs-heading" kicker="From our blog">
              Recent blogs
            </SectionHeading>
          </div>
          <a href={PAGES.blogs.path} className="btn-primary">
            View All Blogs
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </a>
        </div>
        {blogs.length > 0 ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="recent-blogs">
            {blogs.map((blog) => (
              <li key={blog.id}>
                <BlogCard blog={blog} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 text-muted">
            New articles are on their way. Meanwhile, our counsellors are happy to answer your
            questions.
          </p>
        )}
      </div>
    </section>
  );
}
