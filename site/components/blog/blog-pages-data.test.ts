import { describe, expect, it, vi } from 'vitest';
import type { BlogPost, BlogSummary } from '../../../schemas/blogs';
import type { BlogReader } from '../../../shared/page-locals';
import { blogWordsIn } from '../../../shared/content/texts';
import { readBlogList, readPost } from './blog-pages-data';

const EN = blogWordsIn('en');

// What the blog pages read, with a fake BlogReader: each of the specification's outcomes. How the pages draw
// them is proved in the browser (tests/e2e/blogs.spec.ts, routes.spec.ts).

const summary = (id: number): BlogSummary => ({
  id,
  title: `Post ${id}`,
  featured_image: `/images/blogs/p${id}.webp`,
  created_at: `2026-0${id}-01T00:00:00.000Z`,
  lang: 'en',
});
const post: BlogPost = { ...summary(2), content: '<h2>Heading</h2><p>Body text of the post.</p>' };

function reader(overrides: Partial<BlogReader> = {}): BlogReader {
  return {
    listBlogs: vi.fn(async () => ({
      blogs: [summary(4), summary(3), summary(2), summary(1)],
      hasMore: false,
    })),
    getBlog: vi.fn(async (id: number) => (id === post.id ? post : null)),
    ...overrides,
  };
}
const failing = () => vi.fn(async () => Promise.reject(new Error('database down')));

describe('a post', () => {
  it('comes with three related posts, none of them itself, and its description from its text', async () => {
    const read = await readPost(reader(), '2', 'en', EN.post);
    expect(read.status).toBe(200);
    if (read.status !== 200) return;
    expect(read.related).toEqual({ blogs: [summary(4), summary(3), summary(1)], error: null });
    expect(read.description).toBe('Heading Body text of the post.');
  });

  for (const id of ['abc', '0', '007', '-1', '1.5', '99999999999']) {
    it(`is 'Blog not found.' for the malformed id ${id}, without asking the database`, async () => {
      const blogs = reader();
      expect(await readPost(blogs, id, 'en', EN.post)).toEqual({
        status: 404,
        error: 'Blog not found.',
      });
      expect(blogs.getBlog).not.toHaveBeenCalled();
      expect(blogs.listBlogs).not.toHaveBeenCalled();
    });
  }

  it("is 'Blog not found.' for an unknown id", async () => {
    expect(await readPost(reader(), '9', 'en', EN.post)).toEqual({
      status: 404,
      error: 'Blog not found.',
    });
  });

  it("is 'Failed to fetch blog.' when the post cannot be read", async () => {
    expect(await readPost(reader({ getBlog: failing() }), '2', 'en', EN.post)).toEqual({
      status: 503,
      error: 'Failed to fetch blog.',
    });
  });

  it("still comes when only the related list fails, with 'Failed to fetch related blogs.'", async () => {
    const read = await readPost(reader({ listBlogs: failing() }), '2', 'en', EN.post);
    expect(read.status === 200 && read.related).toEqual({
      blogs: [],
      error: 'Failed to fetch related blogs.',
    });
  });

  it('sends a post asked for at the address of the other language to its own', async () => {
    const arabic = reader({ getBlog: vi.fn(async () => ({ ...post, lang: 'ar' as const })) });
    expect(await readPost(arabic, '2', 'en', EN.post)).toEqual({
      status: 302,
      location: '/ar/blogs/2',
    });
    expect(await readPost(reader(), '2', 'ar', blogWordsIn('ar').post)).toEqual({
      status: 302,
      location: '/blogs/2',
    });
  });

  it('asks for related posts in its own language, and answers in it', async () => {
    const blogs = reader({ getBlog: vi.fn(async () => null) });
    expect(await readPost(blogs, '2', 'ar', blogWordsIn('ar').post)).toEqual({
      status: 404,
      error: 'لم يُعثر على المقال.',
    });
    expect(blogs.listBlogs).toHaveBeenCalledWith({ page: 1, limit: 4, lang: 'ar' });
  });
});

describe('the list', () => {
  it('is the first page of posts', async () => {
    expect(await readBlogList(reader(), new URLSearchParams(), 'en', EN.list)).toEqual({
      status: 200,
      list: { blogs: [4, 3, 2, 1].map(summary), hasMore: false, pages: 1, error: null },
    });
  });

  it("is 'Error fetching blogs.' with a 503 when it cannot be read", async () => {
    expect(
      await readBlogList(reader({ listBlogs: failing() }), new URLSearchParams(), 'en', EN.list),
    ).toEqual({
      status: 503,
      list: { blogs: [], hasMore: false, pages: 1, error: 'Error fetching blogs.' },
    });
  });

  it('is the first N pages for ?page=N (View More without JavaScript), at most twenty', async () => {
    const blogs = reader();
    await readBlogList(blogs, new URLSearchParams('page=3'), 'en', EN.list);
    expect(blogs.listBlogs).toHaveBeenCalledWith({ page: 1, limit: 18, lang: 'en' });
    await readBlogList(blogs, new URLSearchParams('page=500'), 'en', EN.list);
    expect(blogs.listBlogs).toHaveBeenLastCalledWith({ page: 1, limit: 120, lang: 'en' });
    await readBlogList(blogs, new URLSearchParams('page=x'), 'en', EN.list);
    expect(blogs.listBlogs).toHaveBeenLastCalledWith({ page: 1, limit: 6, lang: 'en' });
  });
});
