import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { AdminBlogListResponseSchema, AdminBlogSummary } from '../../schemas/content-admin';
import { readAdmin } from '../api';
import { DataTable, type Column } from '../components/data-table';
import { usePageTitle } from '../components/page-title';
import { formatTime } from '../components/styles';

export const loader = ({ request }: LoaderFunctionArgs) =>
  readAdmin<typeof AdminBlogListResponseSchema>('/api/admin/blogs', request.signal);

type Row = AdminBlogSummary;

// On a phone each post becomes a card (the shared table's layout), so the list never scrolls sideways.
const COLUMNS: Column<Row>[] = [
  {
    header: 'Title',
    cell: (blog) => (
      <Link to={`/admin/blogs/${blog.id}`} className="font-medium text-accent-600 underline">
        {blog.title}
      </Link>
    ),
  },
  {
    header: 'State',
    cell: (blog) => (
      <span
        className={`rounded px-2 py-0.5 text-xs font-semibold ${blog.published ? 'bg-accent-100 text-brand-900' : 'bg-gold-400/30 text-brand-950'}`}
      >
        {blog.published ? 'Published' : 'Draft'}
      </span>
    ),
  },
  {
    header: 'Created',
    cell: (blog) => formatTime(blog.created_at),
    className: 'sm:whitespace-nowrap',
  },
  {
    header: 'Last change',
    cell: (blog) => formatTime(blog.updated_at),
    className: 'sm:whitespace-nowrap',
  },
];

export function Component() {
  const { blogs } = useLoaderData<typeof loader>();
  usePageTitle('Blog posts');
  return (
    <section aria-labelledby="blogs-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="blogs-title" className="text-2xl font-bold text-brand-900">
          Blog posts
        </h1>
        <p className="text-sm text-muted">
          {blogs.length} posts, {blogs.filter((b) => !b.published).length} drafts
        </p>
        <Link to="/admin/blogs/new" className="ml-auto btn-primary">
          New post
        </Link>
      </div>
      <DataTable
        label="Blog posts"
        columns={COLUMNS}
        rows={blogs}
        rowKey={(blog) => blog.id}
        empty="No posts yet."
      />
    </section>
  );
}
