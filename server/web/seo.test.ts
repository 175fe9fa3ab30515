import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapEntries, sitemapXml } from './seo';
import { COURSE_PATHS, EXTRA_PATHS, GENERAL_PATHS } from '../../shared/paths';

const built = new Date('2026-11-20T10:00:00.000Z');
/** Posts changed at `dates`, newest first; `arabic` names the ids written in Arabic. */
const reader = (dates: string[], arabic: number[] = []) => ({
  blogs: {
    listModified: async () =>
      dates.map((at, i) => ({
        id: i + 1,
        lang: arabic.includes(i + 1) ? ('ar' as const) : ('en' as const),
        updatedAt: new Date(at),
      })),
  },
});

describe('sitemapEntries', () => {
  it('dates static pages by the build, posts by their last change, and post lists by whichever is newer', async () => {
    const entries = await sitemapEntries(
      reader(
        ['2026-11-21T08:00:00.000Z', '2026-11-20T12:00:00.000Z', '2026-01-01T00:00:00.000Z'],
        [2],
      ) as never,
      built,
    );
    const at = (path: string) => entries.find((e) => e.path === path)?.lastModified?.toISOString();
    expect(at('/about')).toBe(built.toISOString());
    expect(at('/diploma-mastery-fm')).toBe(built.toISOString());
    expect(at('/courses')).toBe(built.toISOString());
    expect(at('/blogs/1')).toBe('2026-11-21T08:00:00.000Z');
    expect(at('/blogs/3')).toBe('2026-01-01T00:00:00.000Z');
    expect(at('/')).toBe('2026-11-21T08:00:00.000Z');
    expect(at('/blogs')).toBe('2026-11-21T08:00:00.000Z');
    // Every page but a post has its Arabic twin; the lists of posts are dated by their own language's.
    expect(at('/ar/about')).toBe(built.toISOString());
    expect(at('/ar')).toBe('2026-11-20T12:00:00.000Z');
    expect(at('/ar/blogs')).toBe('2026-11-20T12:00:00.000Z');
    // A post is at its own language's address alone.
    expect(at('/ar/blogs/2')).toBe('2026-11-20T12:00:00.000Z');
    expect(at('/blogs/2')).toBeUndefined();
    expect(at('/ar/blogs/1')).toBeUndefined();
  });

  it("dates a course page and the course finder by their batches' last change when it is after the build", async () => {
    const changed = new Date('2026-11-25T09:00:00.000Z');
    const batches = {
      lastChangeByCourse: async () =>
        new Map([
          ['cfm-training', changed],
          ['pmp-certification', new Date('2026-01-01T00:00:00.000Z')],
        ]),
    };
    const entries = await sitemapEntries({ ...reader([]), batches } as never, built);
    const at = (path: string) => entries.find((e) => e.path === path)?.lastModified?.toISOString();
    expect(at('/cfm-training')).toBe(changed.toISOString());
    expect(at('/pmp-certification')).toBe(built.toISOString());
    expect(at('/courses')).toBe(changed.toISOString());
    expect(at('/accessibility')).toBe(built.toISOString());
  });

  it('falls back to the build date for post lists when there are no posts', async () => {
    const entries = await sitemapEntries(reader([]) as never, built);
    expect(entries.find((e) => e.path === '/blogs')?.lastModified).toEqual(built);
  });
});

describe('sitemapXml', () => {
  it('writes absolute, escaped locations with W3C dates', () => {
    const xml = sitemapXml('https://a.example', [
      { path: '/x?a=1&b=<2>', lastModified: new Date('2026-01-02T03:04:05.678Z') },
      { path: '/y' },
      { path: '/blogs/3' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '  <url><loc>https://a.example/x?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-01-02T03:04:05Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://a.example/x?a=1&amp;b=&lt;2&gt;"/>' +
        '<xhtml:link rel="alternate" hreflang="ar" href="https://a.example/ar/x?a=1&amp;b=&lt;2&gt;"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/x?a=1&amp;b=&lt;2&gt;"/></url>\n' +
        '  <url><loc>https://a.example/y</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://a.example/y"/>' +
        '<xhtml:link rel="alternate" hreflang="ar" href="https://a.example/ar/y"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/y"/></url>\n' +
        '  <url><loc>https://a.example/blogs/3</loc></url>\n</urlset>\n',
    );
  });
});

describe('robotsTxt', () => {
  it('names the sitemap', () => {
    expect(robotsTxt('https://a.example')).toContain('Sitemap: https://a.example/sitemap.xml');
  });
});

describe('sitemap coverage of the path table', () => {
  it('lists every public page of the path table, which site/routes.test.ts holds to site/pages/ (the course pages included, no parameters), and nothing else', async () => {
    const pages = [...GENERAL_PATHS, ...EXTRA_PATHS, ...COURSE_PATHS];
    // The spec's 59 fixed pages (its 60th is /blogs/:id), the course finder, the accessibility
    // statement and the company enquiry.
    expect(pages.length).toBe(62);
    expect(pages).toContain('/accessibility');
    const entries = await sitemapEntries(reader(['2026-11-21T08:00:00.000Z']) as never, built);
    const listed = entries.map((e) => e.path).filter((p) => !/^\/blogs\/\d+$/.test(p));
    const arabic = pages.map((p) => (p === '/' ? '/ar' : `/ar${p}`));
    expect(listed.sort()).toEqual([...pages, ...arabic].sort());
    expect(entries.every((e) => e.lastModified instanceof Date)).toBe(true);
  });
});
