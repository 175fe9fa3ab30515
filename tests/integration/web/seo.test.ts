import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_PATHS, EXTRA_PATHS, GENERAL_PATHS } from '../../../shared/paths';
import type { BlogSummary } from '../../../schemas/blogs';
import { createBlogsService } from '../../../server/blogs/blog-reader';
import { buildTestApp, type TestApp } from '../../support/test-app';

// /sitemap.xml and /robots.txt through the real app, with absolute URLs from PUBLIC_URL.
const PUBLIC_URL = 'https://academy.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: `${PUBLIC_URL}/` });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const entriesOf = (xml: string) =>
  [
    ...xml.matchAll(
      /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g,
    ),
  ].map((m) => ({
    loc: m[1]!,
    lastmod: m[2],
    alternates: [...m[3]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1], a[2]]),
  }));

describe('GET /sitemap.xml', () => {
  it('lists the general pages, every course and every published post, once each, as absolute URLs', async () => {
    const draft = await createBlogsService(t.database.db).create({
      slug: 'draft-for-sitemap',
      title: 'Draft',
      content: '<p>Not yet</p>',
      featuredImage: '/images/blogs/default.webp',
      published: false,
    });
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      response.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const posts = (await get('/api/blogs')).json().blogs as BlogSummary[];
    const translated = [...GENERAL_PATHS, ...EXTRA_PATHS, ...COURSE_PATHS];
    const expected = [
      ...GENERAL_PATHS,
      ...EXTRA_PATHS,
      ...COURSE_PATHS,
      ...translated.map((p) => (p === '/' ? '/ar' : `/ar${p}`)),
      ...posts.map((p) => `${p.lang === 'ar' ? '/ar' : ''}/blogs/${p.id}`),
    ].map((p) => `${PUBLIC_URL}${p}`);
    const locs = entriesOf(response.body).map((e) => e.loc);
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs).not.toContain(`${PUBLIC_URL}/blogs/${draft}`);
    expect(response.body.match(/<url>/g)).toHaveLength(expected.length);
    // A page and its Arabic twin name each other, and English for any other language.
    const about = entriesOf(response.body).filter((e) => e.loc.endsWith('/about'));
    for (const entry of about)
      expect(entry.alternates).toEqual([
        ['en', `${PUBLIC_URL}/about`],
        ['ar', `${PUBLIC_URL}/ar/about`],
        ['x-default', `${PUBLIC_URL}/about`],
      ]);
    expect(about).toHaveLength(2);
  });

  it('dates each post by its creation, and the pages that list posts by the newest one at least', async () => {
    const posts = (await get('/api/blogs')).json().blogs as BlogSummary[];
    const entries = entriesOf((await get('/sitemap.xml')).body);
    for (const post of posts) {
      const entry = entries.find((e) => e.loc === `${PUBLIC_URL}/blogs/${post.id}`)!;
      expect(Date.parse(entry.lastmod!)).toBe(
        Math.floor(Date.parse(post.created_at) / 1000) * 1000,
      );
    }
    for (const path of ['/', '/blogs']) {
      const entry = entries.find((e) => e.loc === `${PUBLIC_URL}${path}`)!;
      expect(Date.parse(entry.lastmod!)).toBeGreaterThanOrEqual(
        Math.floor(Date.parse(posts[0]!.created_at) / 1000) * 1000,
      );
    }
  });
});

describe('an Arabic post in the sitemap', () => {
  it('is at its Arabic address alone, with no twin to name, and dates the Arabic list', async () => {
    const service = createBlogsService(t.database.db);
    const written = new Date(Date.now() + 86_400_000);
    const id = await service.create({
      slug: 'arabic-for-sitemap',
      title: 'مقال للخريطة',
      content: '<p>نص المقال</p>',
      featuredImage: '/images/blogs/default.webp',
      lang: 'ar',
      createdAt: written,
    });
    const entries = entriesOf((await get('/sitemap.xml')).body);
    const locs = entries.map((e) => e.loc);
    expect(locs).toContain(`${PUBLIC_URL}/ar/blogs/${id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/blogs/${id}`);
    expect(entries.find((e) => e.loc === `${PUBLIC_URL}/ar/blogs/${id}`)!.alternates).toEqual([]);
    const lastmod = (path: string) =>
      Date.parse(entries.find((e) => e.loc === `${PUBLIC_URL}${path}`)!.lastmod!);
    // The Arabic list and home show it; the English ones do not.
    expect(lastmod('/ar/blogs')).toBe(Math.floor(written.getTime() / 1000) * 1000);
    expect(lastmod('/ar')).toBe(lastmod('/ar/blogs'));
    expect(lastmod('/blogs')).toBeLessThan(written.getTime() - 1000);
    // The two lists are twins.
    for (const path of ['/blogs', '/ar/blogs'])
      expect(entries.find((e) => e.loc === `${PUBLIC_URL}${path}`)!.alternates).toEqual([
        ['en', `${PUBLIC_URL}/blogs`],
        ['ar', `${PUBLIC_URL}/ar/blogs`],
        ['x-default', `${PUBLIC_URL}/blogs`],
      ]);
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling the site, not the API or the staff console, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      `User-agent: *\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    );
  });
});
