import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBlogPosts } from '../../../server/seed/blog-posts';
import { seedDatabase } from '../../../server/seed/seed';
import { buildTestApp, type TestApp } from '../../support/test-app';

// These tests only read (seeding again is idempotent), so they share one database.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/public/accreditations', () => {
  it('lists the five accreditations of the spec in order', async () => {
    const response = await get('/api/public/accreditations');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json; charset=utf-8/);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.accreditations.map((a: { title: string }) => a.title)).toEqual([
      'iwfm',
      'MEFMA',
      'CPD',
      'ISO 9001:2015',
      'ISO 21001:2018',
    ]);
    expect(body.accreditations[0]).toEqual({
      title: 'iwfm',
      imagepath: expect.stringMatching(/^\/images\/accreditations\/.+\.webp$/),
    });
  });
});

describe('GET /api/blogs', () => {
  it('lists every post newest first in the spec shape', async () => {
    const body = (await get('/api/blogs')).json();
    expect(body.success).toBe(true);
    expect(body.blogs).toHaveLength(seedBlogPosts.length);
    expect(Object.keys(body.blogs[0]).sort()).toEqual([
      'created_at',
      'featured_image',
      'id',
      'lang',
      'title',
    ]);
    const dates = body.blogs.map((b: { created_at: string }) => b.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages when asked, and says whether more remain', async () => {
    const first = (await get('/api/blogs?page=1&limit=3')).json();
    const last = (
      await get(`/api/blogs?page=${Math.ceil(seedBlogPosts.length / 3)}&limit=3`)
    ).json();
    expect(first.blogs).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    expect(last.hasMore).toBe(false);
    expect(first.blogs[0].id).not.toBe(last.blogs[0].id);
  });

  it('rejects nonsense paging with 400', async () => {
    expect((await get('/api/blogs?page=0')).statusCode).toBe(400);
    expect((await get('/api/blogs?limit=1000')).statusCode).toBe(400);
  });
});

describe('GET /api/blogs/:id', () => {
  it('returns one post with sanitised HTML', async () => {
    const [summary] = (await get('/api/blogs')).json().blogs;
    const response = await get(`/api/blogs/${summary.id}`);
    expect(response.statusCode).toBe(200);
    const { blog } = response.json();
    expect(blog).toMatchObject({ title: summary.title, featured_image: summary.featured_image });
    expect(blog.content).toContain('<h2>');
    expect(blog.content).not.toMatch(/<script|onerror=|javascript:/i);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await get('/api/blogs/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Blog not found.' });
  });

  for (const id of ['abc', '1.5', '-1', '0', '99999999999', '1%20or%201=1']) {
    it(`answers 400 for the malformed id ${id}`, async () => {
      const response = await get(`/api/blogs/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    });
  }
});

describe('seeding', () => {
  it('is idempotent', async () => {
    const before = (await get('/api/blogs')).json().blogs.length;
    await seedDatabase(t.database.db);
    await seedDatabase(t.database.db);
    expect((await get('/api/blogs')).json().blogs).toHaveLength(before);
    expect((await get('/api/public/accreditations')).json().accreditations).toHaveLength(5);
  });
});

describe('unknown API paths', () => {
  it('answer JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found.' });
  });
});
