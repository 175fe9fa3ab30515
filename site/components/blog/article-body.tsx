import { withScrollableTables } from './scrollable-tables';

// app.css styles the common article elements (.prose-article); these cover the rest of the
// sanitiser's allow-list: code, figures, images, rules, minor headings and wide tables.
const EXTRA = [
  '[&_code]:rounded [&_code]:bg-brand-50 [&_code]:px-1 [&_pre]:mb-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-brand-50 [&_pre]:p-4 [&_pre_code]:p-0',
  '[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-semibold [&_hr]:my-8 [&_hr]:border-brand-100',
  '[&_.table-scroll]:mb-4 [&_.table-scroll]:overflow-x-auto [&_.table-scroll_table]:mb-0',
].join(' ');

/** A post's body. The HTML was sanitised by the server on write and again on read (server/blogs/sanitize.ts). */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      data-testid="post-body"
      className={`prose-article text-ink ${EXTRA}`}
      dangerouslySetInnerHTML={{ __html: withScrollableTables(html) }}
    />
  );
}
