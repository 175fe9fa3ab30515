import { data, Link } from 'react-router';
import type { Route } from './+types/blog-edit';
import { IdParamSchema } from '../../../contract/admin';
import { BlogForm } from '../../components/admin/editor/blog-form';
import { formatTime } from '../../components/admin/styles';
import { blogPath } from '../../../content/site-paths';
import { CONSOLE_HEADERS } from '../../lib/admin.server';
import { requireContentStaff } from '../../lib/content-admin.server';

// One module for /admin/blogs/new (no id) and /admin/blogs/:id.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const content = await requireContentStaff(context, request);
  if (params.id === undefined) return { blog: null };
  const id = IdParamSchema.safeParse(params);
  const blog = id.success ? await content.getBlog(id.data.id) : null;
  if (!blog) throw data(null, { status: 404, headers: CONSOLE_HEADERS });
  return { blog };
}

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.blog ? 'Edit post' : 'New post'} | Staff console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function BlogEdit({ loaderData }: Route.ComponentProps) {
  const { blog } = loaderData;
  return (
    <section aria-labelledby="edit-title" className="space-y-4">
      <p>
        <Link to="/admin/blogs" className="text-sm text-accent-600 underline">
          ← All posts
        </Link>
      </p>
      <h1 id="edit-title" className="text-2xl font-bold text-brand-900">
        {blog ? 'Edit post' : 'New post'}
      </h1>
      {blog && (
        <p className="text-sm text-muted">
          {blog.published ? (
            <>
              Published at{' '}
              <a href={blogPath(blog.id)} className="text-accent-600 underline">
                {blogPath(blog.id)}
              </a>
            </>
          ) : (
            'Draft: not on the website.'
          )}{' '}
          Last change {formatTime(blog.updated_at)}.
        </p>
      )}
      {/* Keyed by post: a new post, once saved, continues on its own address with a fresh form. */}
      <BlogForm key={blog?.id ?? 'new'} blog={blog} />
    </section>
  );
}
