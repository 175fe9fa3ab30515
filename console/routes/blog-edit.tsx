import { useEffect, useRef, useState } from 'react';
import { data, Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
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
  const { revalidate } = useRevalidator();
  const [reloads, setReloads] = useState(0);
  // The form starts again once the reloaded post has arrived, not when the reload is asked for:
  // started earlier, it would start on the post as it was, and a save would lay that over the other
  // person's change.
  const reloading = useRef(false);
  useEffect(() => {
    if (!reloading.current) return;
    reloading.current = false;
    setReloads((n) => n + 1);
  }, [blog]);
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
      {/* Keyed by post: a new post, once saved, continues on its own address with a fresh form;
          and by reload, which starts the form again on the post as someone else saved it. */}
      <BlogForm
        key={`${blog?.id ?? 'new'}-${reloads}`}
        blog={blog}
        reloaded={reloads > 0}
        onReload={async () => {
          reloading.current = true;
          await revalidate();
        }}
      />
    </section>
  );
}
