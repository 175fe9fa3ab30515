import { describe, expect, it } from 'vitest';
import { keepable } from './page-store';
import type { Rendering } from './rendering';

describe('what is kept', () => {
  const page: Rendering = {
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    cookies: [],
    type: 'text/html; charset=utf-8',
    body: Buffer.from('<p>'),
  };

  it('keeps a page and the not-found page', () => {
    expect(keepable(page)).toBe(true);
    expect(keepable({ ...page, status: 404 })).toBe(true);
  });

  it('never keeps an error, a redirect, a page that sets a cookie or asks for no shared copy, or a non-HTML answer', () => {
    expect(keepable({ ...page, status: 503 })).toBe(false);
    expect(keepable({ ...page, status: 500 })).toBe(false);
    expect(keepable({ ...page, status: 302 })).toBe(false);
    expect(keepable({ ...page, cookies: ['a=b'] })).toBe(false);
    expect(
      keepable({ ...page, headers: [...page.headers, ['cache-control', 'private, max-age=0']] }),
    ).toBe(false);
    expect(keepable({ ...page, type: 'application/json' })).toBe(false);
  });
});
