import { useEffect, useRef } from 'react';
import { ArticleBody } from '../../../site/components/blog/article-body';
import { PostHero } from '../../../site/components/blog/post-hero';
import { TEXT_DIRECTION, type Lang } from '../../../shared/lang';

interface BlogPreviewProps {
  title: string;
  image: string;
  createdAt?: string;
  /** The post's language: the preview is written in its direction, as the public page is. */
  lang: Lang;
  /** The body as the server's sanitiser returned it: what the public page would show. */
  html: string;
  onClose(): void;
}

/** The post as visitors would see it: the public page's hero and body components, with the sanitised HTML. */
export function BlogPreview({ title, image, createdAt, lang, html, onClose }: BlogPreviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [html]);
  return (
    <section
      aria-labelledby="preview-title"
      className="rounded-xl border-2 border-dashed border-brand-100"
    >
      <div className="flex items-center justify-between gap-3 bg-brand-50 px-4 py-2">
        <h2
          id="preview-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-brand-900"
        >
          Preview
        </h2>
        <button type="button" className="btn-outline py-1 text-brand-900" onClick={onClose}>
          Close preview
        </button>
      </div>
      <div data-testid="blog-preview" lang={lang} dir={TEXT_DIRECTION[lang]}>
        <PostHero
          titleLevel={2}
          blog={{
            id: 0,
            title: title || 'Untitled',
            featured_image: image,
            created_at: createdAt ?? new Date().toISOString(),
            content: html,
            lang,
          }}
        />
        <article className="container-page max-w-3xl py-10">
          <ArticleBody html={html} />
        </article>
      </div>
    </section>
  );
}
