import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { BlogPost, BlogSummary } from '../../../schemas/blogs';

/** Every published post, newest first, as the API gives it. */
export async function allPosts(request: APIRequestContext): Promise<BlogSummary[]> {
  const body = (await (await request.get('/api/blogs')).json()) as { blogs: BlogSummary[] };
  return body.blogs;
}

export async function onePost(request: APIRequestContext, id: number): Promise<BlogPost> {
  const body = (await (await request.get(`/api/blogs/${id}`)).json()) as { blog: BlogPost };
  return body.blog;
}

export const isBlogPage = (n: number) => (url: URL) =>
  url.pathname === '/api/blogs' && url.searchParams.get('page') === String(n);

/**
 * Drops the console errors a test provokes on purpose (a failed request's "Failed to load
 * resource" line), so the fixture still fails on any other error.
 */
export function expectConsoleErrorsOnlyFor(
  pageErrors: { allow(pattern: RegExp): void },
  urlPart: string,
) {
  pageErrors.allow(
    new RegExp(`^Failed to load resource.*${urlPart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
}

/** Text of HTML the way a reader sees it: text nodes apart, white space folded (computed in the browser). */
export function textOfHtml(page: Page, html: string): Promise<string> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      parts.push(node.nodeValue ?? '');
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  }, html);
}

export const requestPath = (request: Request) => new URL(request.url()).pathname;
