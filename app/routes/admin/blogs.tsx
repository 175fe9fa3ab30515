import { Link } from 'react-router';
import type { Route } from './+types/blogs';
import { formatTime } from '../../components/admin/styles';
import { CONSOLE_HEADERS } from '../../lib/admin.server';
import { requireContentStaff } from '../../lib/content-admin.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const content = await requireContentStaff(context, request);
  return { blogs: await content.listBlogs() };
}

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;
export const meta: Route.MetaFunction = () => [{ title: 'Blog posts | Staff console' }, { name: 'robots', content: 'noindex, nofollow' }];

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
        <Link to="/admin/blogs/new" className="btn-primary ml-auto">
          New post
        </Link>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-300 text-brand-900">
            <tr>
              <th scope="col" className="py-2 pr-3">Title</th>
              <th scope="col" className="py-2 pr-3">State</th>
              <th scope="col" className="py-2 pr-3">Created</th>
              <th scope="col" className="py-2">Last change</th>
            </tr>
          </thead>
          <tbody>
            {blogs.map((blog) => (
              <tr key={blog.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">
                  <Link to={`/admin/blogs/${blog.id}`} className="font-medium text-accent-600 underline">
                    {blog.title}
                  </Link>
                </td>
                <td className="py-2 pr-3">
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${blog.published ? 'bg-accent-100 text-brand-900' : 'bg-gold-400/30 text-brand-950'}`}>{blog.published ? 'Published' : 'Draft'}</span>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatTime(blog.created_at)}</td>
                <td className="py-2 whitespace-nowrap">{formatTime(blog.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {blogs.length === 0 && <p className="py-6 text-center text-muted">No posts yet.</p>}
      </div>
    </section>
  );
}
