import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { Route } from './+types/course';
import type { Batch } from '../../contract/batches';
import { loadEnquiryContacts } from '../components/forms/enquiry-section';
import CoursePage, { loadCourseBody, loader, meta } from './course';

export interface RenderedCoursePage {
  html: string;
  /** Text of the page as a reader meets it: text nodes joined by spaces, whitespace collapsed. */
  text: string;
  document: Document;
  head: ReturnType<typeof meta>;
  loaderData: Awaited<ReturnType<typeof loader>>;
}

/** Runs the course route's real loader for a path and renders its component to HTML (needs a DOM environment to parse). */
export async function renderCoursePage(path: string, batches: Batch[] = []): Promise<RenderedCoursePage> {
  const context = { services: { batches: { upcomingBatches: async () => batches } } };
  const args = { request: new Request(`http://localhost${path}`), context, params: {} } as unknown as Route.LoaderArgs;
  const loaderData = await loader(args);
  const props = { loaderData, params: {}, matches: [] } as unknown as Route.ComponentProps;
  // The body renders in the browser from its own chunk (course.tsx): have it here before rendering.
  await loadCourseBody();
  await loadEnquiryContacts();
  const html = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <CoursePage {...props} />
    </MemoryRouter>,
  );
  const document = new DOMParser().parseFromString(`<!doctype html><html><body><main>${html}</main></body></html>`, 'text/html');
  const head = meta({ loaderData, params: {}, matches: [], location: { pathname: path } } as unknown as Route.MetaArgs);
  return { html, text: readableText(document.body), document, head, loaderData };
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
