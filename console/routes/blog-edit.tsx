import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { blogPath } from '../../shared/site-paths';
import { IdParamSchema } from '../../schemas/admin';
import type { AdminBlog, AdminBlogResponseSchema } from '../../schemas/content-admin';
import { readAdmin } from '../api';
import { BlogForm } from '../components/editor/blog-form';
import { usePageTitle } from '../components/page-title';
import { formatTime } from '../components/styles';

// One module for /admin/blogs/new (no id) and /admin/blogs/:id.
export async function loader({ request, params }: LoaderFunctionArgs): Promise<{
  blog: AdminBlog | null;
}> {
  if (params.id === undefined) return { blog: null };
  const id = IdParamSchema.safeParse(params);
  if (!id.success) throw data(null, { status: 404 });
  return readAdmin<typeof AdminBlogResponseSchema>(
    `/api/admin/blogs/${id.data.id}`,
    request.signal,
  );
}

export function Component() {
  const { blog } = useLoaderData<typeof loader>();
  usePageTitle(blog ? 'Edit post' : 'New post');
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
