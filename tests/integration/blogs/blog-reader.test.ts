import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogSummary } from '../../../schemas/blogs';
import type { Database } from '../../../server/db/connect';
import { blogs } from '../../../server/db/schema';
import { seedBlogPosts } from '../../../server/seed/blog-posts';
import { createBlogsService } from '../../../server/blogs/blog-reader';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// The blog API on a real database: the seeded posts plus rows each test writes itself.

const DIRTY =
  '<h2 onclick="alert(1)">Heading</h2><p>Readable <a href="https://example.org/x">link</a>.</p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">js</a>';
const CLEAN =
  '<h2>Heading</h2><p>Readable <a href="https://example.org/x" rel="noopener noreferrer" target="_blank">link</a>.</p><a>js</a>';

let database: TestDatabase;
let selects = 0;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  // Counts every query the services start, to prove that malformed ids never reach the database.
  const counted = new Proxy(database.db, {
    get(target, key, receiver) {
      if (key === 'select') selects++;
      return Reflect.get(target, key, receiver);
    },
  }) as Database;
  t = await buildTestApp({}, { ...database, db: counted });
});
afterAll(async () => {
  await t.close();
  await database.dispose();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const service = () => createBlogsService(database.db);
let slugs = 0;
const newPost = (overrides: Partial<Parameters<ReturnType<typeof service>['create']>[0]> = {}) => ({
  slug: `test-post-${++slugs}`,
  title: `Test post ${slugs}`,
  content: '<p>Body</p>',
  featuredImage: '/images/blogs/default.webp',
  createdAt: new Date('2023-01-01T00:00:00Z'),
  ...overrides,
});

describe('GET /api/blogs', () => {
  it("keeps the spec's shape: success and every post's id, title, featured_image, created_at, newest first", async () => {
    const response = await get('/api/blogs');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['blogs', 'success']);
    expect(body.blogs.length).toBeGreaterThanOrEqual(seedBlogPosts.length);
    for (const blog of body.blogs as BlogSummary[]) {
      expect(Object.keys(blog).sort()).toEqual([
        'created_at',
        'featured_image',
        'id',
        'lang',
        'title',
      ]);
      expect(new Date(blog.created_at).toISOString()).toBe(blog.created_at);
    }
    const times = body.blogs.map((b: BlogSummary) => Date.parse(b.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newestSeed = [...seedBlogPosts].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    )[0]!;
    expect(body.blogs[0]).toMatchObject({
      title: newestSeed.title,
      featured_image: `/images/blogs/${newestSeed.key}.webp`,
    });
  });

  it('walks page by page to exactly the full list, with hasMore false on the last page', async () => {
    const all = (await get('/api/blogs')).json().blogs as BlogSummary[];
    const walked: BlogSummary[] = [];
    for (let page = 1; ; page++) {
      const body = (await get(`/api/blogs?page=${page}&limit=3`)).json();
      expect(body).toMatchObject({ success: true, page });
      walked.push(...body.blogs);
      if (!body.hasMore) break;
      expect(body.blogs).toHaveLength(3);
    }
    expect(walked).toEqual(all);
  });

  it('gives six posts when only a page is asked for, and an empty last page past the end', async () => {
    expect((await get('/api/blogs?page=1')).json().blogs).toHaveLength(6);
    expect((await get('/api/blogs?page=999&limit=6')).json()).toEqual({
      success: true,
      blogs: [],
      page: 999,
      hasMore: false,
    });
  });

  it('leaves unpublished posts out', async () => {
    const id = await service().create(newPost({ title: 'Draft', published: false }));
    const body = (await get('/api/blogs')).json();
    expect(body.blogs.map((b: BlogSummary) => b.id)).not.toContain(id);
    expect((await get(`/api/blogs/${id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/blogs/:id', () => {
  it('returns the post with its content', async () => {
    const [first] = (await get('/api/blogs')).json().blogs as BlogSummary[];
    const response = await get(`/api/blogs/${first!.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['blog', 'success']);
    expect(Object.keys(body.blog).sort()).toEqual([
      'content',
      'created_at',
      'featured_image',
      'id',
      'lang',
      'title',
    ]);
    expect(body.blog).toMatchObject(first!);
    expect(body.blog.content).toMatch(/<h2>/);
  });

  it("answers 404 'Blog not found.' for an id that does not exist", async () => {
    const response = await get('/api/blogs/2147483647');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Blog not found.' });
  });

  it('answers 400 for malformed ids without a database query', async () => {
    const before = selects;
    for (const id of [
      'abc',
      '007',
      '0',
      '-3',
      '1e3',
      '0x10',
      '2147483648',
      '12abc',
      '%20',
      'null',
    ]) {
      const response = await get(`/api/blogs/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Invalid blog id.' });
    }
    expect(selects).toBe(before);
    await get('/api/blogs/1');
    expect(selects).toBe(before + 1);
  });
});

describe('sanitising', () => {
  it('on write: the stored HTML is already clean', async () => {
    const id = await service().create(newPost({ content: DIRTY }));
    const [row] = await database.db
      .select({ content: blogs.content })
      .from(blogs)
      .where(eq(blogs.id, id));
    expect(row!.content).toBe(CLEAN);
    expect((await get(`/api/blogs/${id}`)).json().blog.content).toBe(CLEAN);
  });

  it('on read: a row written around the service is cleaned before it is served', async () => {
    const [row] = await database.db
      .insert(blogs)
      .values({
        slug: 'raw-row',
        title: 'Raw',
        content: DIRTY,
        featuredImage: '/images/blogs/default.webp',
      })
      .returning({ id: blogs.id });
    const [stored] = await database.db
      .select({ content: blogs.content })
      .from(blogs)
      .where(eq(blogs.id, row!.id));
    expect(stored!.content).toBe(DIRTY);
    expect((await get(`/api/blogs/${row!.id}`)).json().blog.content).toBe(CLEAN);
  });

  it('seeded posts were stored clean and keep their structure', async () => {
    const rows = await database.db.select({ slug: blogs.slug, content: blogs.content }).from(blogs);
    for (const post of seedBlogPosts) {
      const content = rows.find((r) => r.slug === post.key)!.content;
      expect(content).not.toMatch(/<script|\son\w+=|javascript:|style=/i);
      expect(content.match(/<h2>/g)!.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('refuses a featured image that is not a path on this site', async () => {
    for (const featuredImage of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      'https://cdn.example/x.png',
      'images/x.webp',
      '/a b.webp',
    ]) {
      await expect(service().create(newPost({ featuredImage }))).rejects.toThrow();
    }
  });
});

describe('posts in Arabic', () => {
  it('are paged apart from the English ones: ?lang=ar lists them, no lang or ?lang=en the rest', async () => {
    const id = await service().create(newPost({ title: 'مقال بالعربية', lang: 'ar' }));
    const arabic = (await get('/api/blogs?page=1&limit=50&lang=ar')).json();
    expect(arabic.blogs.map((b: BlogSummary) => [b.id, b.lang])).toEqual([[id, 'ar']]);
    for (const url of ['/api/blogs?page=1&limit=50', '/api/blogs?page=1&limit=50&lang=en']) {
      const english = (await get(url)).json().blogs as BlogSummary[];
      expect(english.length).toBeGreaterThan(0);
      expect(english.every((b) => b.lang === 'en')).toBe(true);
    }
    // The plain list keeps the spec's "every post", each naming its language.
    expect(((await get('/api/blogs')).json().blogs as BlogSummary[]).map((b) => b.id)).toContain(
      id,
    );
    expect((await get(`/api/blogs/${id}`)).json().blog).toMatchObject({ lang: 'ar' });
  });

  it('refuses a language the site has not got, with the field named', async () => {
    const response = await get('/api/blogs?page=1&lang=fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: { lang: 'lang is en or ar.' },
    });
  });
});
