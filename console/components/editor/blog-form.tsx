import { useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import {
  BLOG_TITLE_MAX,
  type AdminBlog,
  type AdminBlogResponseSchema,
  type BlogPreviewResponseSchema,
} from '../../../schemas/content-admin';
import { DEFAULT_BLOG_IMAGE } from '../../../shared/content/images';
import { DEFAULT_LANG, LANGS, type Lang } from '../../../shared/lang';

/** Each language as staff pick it. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', ar: 'Arabic (العربية)' };
import { postAdmin } from '../../api';
import { failed, OutcomeMessage, type Outcome } from '../outcome-message';
import { inputClass, labelClass } from '../styles';
import { BlogPreview } from './blog-preview';
import { ImageField } from './image-field';
import { RichTextEditor } from './rich-text-editor';

type Message = Outcome | undefined;
const RELOADED: Outcome = {
  ok: true,
  text: 'Reloaded: this is the post as it is now, with the other change. Make yours again on it.',
};

/**
 * Write, preview, save, publish, unpublish and delete one post; each change names the version the
 * page read. `onReload` starts the form again on the post as it is now (after someone else saved).
 */
export function BlogForm({
  blog,
  reloaded = false,
  onReload,
}: {
  blog: AdminBlog | null;
  reloaded?: boolean;
  onReload(): Promise<void>;
}) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const location = useLocation();
  const [title, setTitle] = useState(blog?.title ?? '');
  const [image, setImage] = useState(blog?.featured_image ?? DEFAULT_BLOG_IMAGE);
  const [content, setContent] = useState(blog?.content ?? '');
  const [lang, setLang] = useState<Lang>(blog?.lang ?? DEFAULT_LANG);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A new post's first save moves to its own address; the outcome travels with the navigation.
  const [message, setMessage] = useState<Message>(() =>
    reloaded ? RELOADED : (location.state as { message?: Message } | null)?.message,
  );
  const [preview, setPreview] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  /** Saves the form; returns the post's id and new version, or null when the server refused it. */
  async function save(): Promise<{ id: number; version: number } | null> {
    const url = blog ? `/api/admin/blogs/${blog.id}` : '/api/admin/blogs';
    const outcome = await postAdmin<typeof AdminBlogResponseSchema>(url, {
      title,
      content,
      featured_image: image,
      lang,
      ...(blog && { version: blog.version }),
    });
    if (!outcome.ok) {
      setErrors(outcome.errors ?? {});
      setMessage(failed(outcome));
      return null;
    }
    setErrors({});
    return outcome.body.blog;
  }

  async function act(work: () => Promise<void>) {
    setBusy(true);
    setMessage(undefined);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  const onSave = () =>
    act(async () => {
      const saved = await save();
      if (saved === null) return;
      const { id } = saved;
      const done = {
        ok: true,
        text: blog?.published ? 'Saved. The published post is updated.' : 'Draft saved.',
      };
      if (!blog) return navigate(`/admin/blogs/${id}`, { replace: true, state: { message: done } });
      setMessage(done);
      await revalidate();
    });

  const onPublish = (published: boolean) =>
    act(async () => {
      const saved = published ? await save() : blog!;
      if (saved === null) return;
      const { id, version } = saved;
      const outcome = await postAdmin(`/api/admin/blogs/${id}/published`, { published, version });
      if (!outcome.ok) return setMessage(failed(outcome));
      const done = {
        ok: true,
        text: published
          ? 'Published: the post is on the website.'
          : 'Unpublished: the post is a draft again.',
      };
      if (!blog) return navigate(`/admin/blogs/${id}`, { replace: true, state: { message: done } });
      setMessage(done);
      await revalidate();
    });

  const onPreview = () =>
    act(async () => {
      const outcome = await postAdmin<typeof BlogPreviewResponseSchema>(
        '/api/admin/blogs/preview',
        {
          content: content || '<p></p>',
        },
      );
      if (!outcome.ok) return setMessage({ ok: false, text: outcome.message });
      setPreview(outcome.body.html);
    });

  const onDelete = () =>
    act(async () => {
      const outcome = await postAdmin(`/api/admin/blogs/${blog!.id}/delete`, {
        version: blog!.version,
      });
      if (!outcome.ok) return setMessage(failed(outcome));
      await navigate('/admin/blogs', { replace: true });
    });

  return (
    <div className="space-y-6">
      <form
        aria-label="Blog post"
        className="space-y-5"
        onSubmit={(e) => (e.preventDefault(), void onSave())}
      >
        <label className={labelClass}>
          Title
          <input
            dir="auto"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            maxLength={BLOG_TITLE_MAX}
            aria-invalid={!!errors.title}
            aria-describedby={errors.title ? 'title-error' : undefined}
            className={inputClass}
          />
        </label>
        {errors.title && (
          <p id="title-error" className="text-sm text-red-700">
            {errors.title}
          </p>
        )}
        <label className={labelClass}>
          Language
          <select
            name="lang"
            value={lang}
            onChange={(e) => setLang(e.target.value as Lang)}
            aria-describedby="lang-note"
            className={inputClass}
          >
            {LANGS.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <p id="lang-note" className="text-sm text-muted">
          An Arabic post is listed and read on the Arabic site (/ar/blogs) alone, an English one on
          the English site.
        </p>
        {errors.lang && <p className="text-sm text-red-700">{errors.lang}</p>}
        <ImageField
          label="Featured image"
          group="blogs"
          name="featured_image"
          value={image}
          onChange={setImage}
        />
        {errors.featured_image && <p className="text-sm text-red-700">{errors.featured_image}</p>}
        <div>
          <p className={labelClass} id="body-label">
            Post
          </p>
          <RichTextEditor
            initial={blog?.content ?? ''}
            onChange={setContent}
            onError={(text) => setMessage({ ok: false, text })}
          />
          {errors.content && <p className="mt-1 text-sm text-red-700">{errors.content}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className="btn-primary">
            {blog ? 'Save' : 'Save draft'}
          </button>
          <button
            type="button"
            disabled={busy}
            className="btn-outline text-brand-900"
            onClick={onPreview}
          >
            Preview
          </button>
          {blog?.published ? (
            <button
              type="button"
              disabled={busy}
              className="btn-outline text-brand-900"
              onClick={() => void onPublish(false)}
            >
              Unpublish
            </button>
          ) : (
            <button
              type="button"
              disabled={busy}
              className="btn-gold"
              onClick={() => void onPublish(true)}
            >
              Save and publish
            </button>
          )}
          {blog && !confirmDelete && (
            <button
              type="button"
              disabled={busy}
              className="ml-auto btn-outline text-red-700"
              onClick={() => setConfirmDelete(true)}
            >
              Delete…
            </button>
          )}
        </div>
      </form>
      <OutcomeMessage outcome={message} onReload={onReload} />
      {blog && confirmDelete && (
        <div
          role="alertdialog"
          aria-labelledby="delete-question"
          className="rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <p id="delete-question" className="text-sm text-red-800">
            Delete “{blog.title}” for good? It disappears from the website and cannot be restored.
          </p>
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              autoFocus
              disabled={busy}
              className="btn bg-red-700 text-white hover:bg-red-800"
              onClick={() => void onDelete()}
            >
              Delete for good
            </button>
            <button
              type="button"
              className="btn-outline text-brand-900"
              onClick={() => setConfirmDelete(false)}
            >
              Keep
            </button>
          </div>
        </div>
      )}
      {preview !== null && (
        <BlogPreview
          title={title}
          image={image}
          createdAt={blog?.created_at}
          lang={lang}
          html={preview}
          onClose={() => setPreview(null)}
        />
      )}
    </div>
  );
}
