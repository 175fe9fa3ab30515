import type { Lang } from '../../../shared/lang';
import { renderToString } from 'react-dom/server';
import type { Batch } from '../../../shared/batches';
import { CourseBody } from './course-body';
import { readCoursePage, type CoursePage } from './course-page-data';

export interface RenderedCoursePage {
  html: string;
  /** Text of the page as a reader meets it: text nodes joined by spaces, whitespace collapsed. */
  text: string;
  document: Document;
  head: CoursePage['head'];
  page: CoursePage;
}

const PUBLIC_URL = 'http://localhost:3000';

/**
 * Reads a course page's data as site/pages/[course].astro does (with these batches) and renders its
 * body, the part drawn from the course's record, to HTML (needs a DOM environment to parse).
 */
export async function renderCoursePage(
  path: string,
  batches: Batch[] = [],
  lang: Lang = 'en',
): Promise<RenderedCoursePage> {
  const page = await readCoursePage(
    lang,
    { upcomingBatches: async () => batches },
    path,
    PUBLIC_URL,
  );
  if (!page) throw new Error(`no course at ${path}`);
  const html = renderToString(
    <CourseBody
      course={page.course}
      subject={page.subject}
      related={page.related}
      publicUrl={PUBLIC_URL}
      batches={page.batches}
      lang={lang}
    />,
  );
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><body><main>${html}</main></body></html>`,
    'text/html',
  );
  return { html, text: readableText(document.body), document, head: page.head, page };
}

export function readableText(root: Node): string {
  const parts: string[] = [];
  const walker = root.ownerDocument!.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
