import { Link } from 'react-router';
import type { Route } from './+types/blogs';
import { DataTable, type Column } from '../../components/admin/data-table';
import { formatTime } from '../../components/admin/styles';
import { CONSOLE_HEADERS } from '../../lib/admin.server';
import { requireContentStaff } from '../../lib/content-admin.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const content = await requireContentStaff(context, request);
  return { blogs: await content.listBlogs() };
}

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;
export const meta: Route.MetaFunction = () => [
  { title: 'Blog posts | Staff console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

type Row = Route.ComponentProps['loaderData']['blogs'][number];

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

export default function AdminBlogs({ loaderData }: Route.ComponentProps) {
  const { blogs } = loaderData;
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
