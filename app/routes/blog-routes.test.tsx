// @vitest-environment jsdom
import { cleanup, configure, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost, BlogSummary } from '../../contract/blogs';
import type { AppContext, BlogReader } from '../../contract/load-context';
import BlogPostPage, { ErrorBoundary as BlogErrorBoundary, loader as blogLoader } from './blog';
import Blogs, { ErrorBoundary as BlogsErrorBoundary, loader as blogsLoader } from './blogs';

// The route modules with their real loaders, given a fake BlogReader through the load context.
afterEach(cleanup);
// The first render lazily loads route code; on a loaded shared machine that can take over the 1 s default wait.
configure({ asyncUtilTimeout: 15_000 });

const summary = (id: number): BlogSummary => ({ id, title: `Post ${id}`, featured_image: `/images/blogs/p${id}.webp`, created_at: `2026-0${id}-01T00:00:00.000Z` });
const post: BlogPost = { ...summary(2), content: '<h2>Heading</h2><p>Body text of the post.</p>' };

function reader(overrides: Partial<BlogReader> = {}): BlogReader {
  return {
    listBlogs: vi.fn(async () => ({ blogs: [summary(4), summary(3), summary(2), summary(1)], hasMore: false })),
    getBlog: vi.fn(async (id: number) => (id === post.id ? post : null)),
    ...overrides,
  };
}

function renderAt(url: string, blogs: BlogReader) {
  const context: AppContext = { services: { blogs, batches: { upcomingBatches: async () => [] } }, publicUrl: 'https://academy.example' };
  const Stub = createRoutesStub(
    [
      { path: '/blogs', Component: Blogs as never, loader: blogsLoader as never, ErrorBoundary: BlogsErrorBoundary as never, HydrateFallback },
      { path: '/blogs/:id', Component: BlogPostPage as never, loader: blogLoader as never, ErrorBoundary: BlogErrorBoundary as never, HydrateFallback },
    ],
    context,
  );
  render(<Stub initialEntries={[url]} />);
}

const HydrateFallback = () => <p>Loading...</p>;
const failing = () => vi.fn(async () => Promise.reject(new Error('database down')));

describe('blog post route', () => {
  it('renders the post with three related posts, none of them itself', async () => {
    renderAt('/blogs/2', reader());
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 2' })).toBeTruthy();
    expect(screen.getByText('Body text of the post.')).toBeTruthy();
    const related = screen.getByTestId('related-posts');
    expect([...related.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Post 4', 'Post 3', 'Post 1']);
  });

  for (const id of ['abc', '0', '007', '-1', '1.5', '99999999999']) {
    it(`answers 'Blog not found.' for the malformed id ${id} without asking the database`, async () => {
      const blogs = reader();
      renderAt(`/blogs/${id}`, blogs);
      expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found.' })).toBeTruthy();
      expect(blogs.getBlog).not.toHaveBeenCalled();
      expect(blogs.listBlogs).not.toHaveBeenCalled();
    });
  }

  it("answers 'Blog not found.' for an unknown id", async () => {
    renderAt('/blogs/9', reader());
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found.' })).toBeTruthy();
  });

  it("shows 'Failed to fetch blog.' when the post cannot be read", async () => {
    renderAt('/blogs/2', reader({ getBlog: failing() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to fetch blog.' })).toBeTruthy();
  });

  it("shows the post and 'Failed to fetch related blogs.' when only the related list fails", async () => {
    renderAt('/blogs/2', reader({ listBlogs: failing() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 2' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch related blogs.');
  });
});

describe('blog list route', () => {
  it('renders the first page of cards with Admin / date and Read More', async () => {
    renderAt('/blogs', reader());
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Blogs' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Read More/ }).map((a) => a.getAttribute('href'))).toEqual(['/blogs/4', '/blogs/3', '/blogs/2', '/blogs/1']);
    expect(screen.getByText('1 April 2026').closest('p')?.textContent).toBe('Admin / 1 April 2026');
  });

  it("shows 'Error fetching blogs.' when the list cannot be read", async () => {
    renderAt('/blogs', reader({ listBlogs: failing() }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching blogs.');
  });

  it('asks for the first N pages when ?page=N, so View More works without JavaScript', async () => {
    const blogs = reader();
    renderAt('/blogs?page=3', blogs);
    await screen.findByRole('heading', { level: 1, name: 'Our Blogs' });
    expect(blogs.listBlogs).toHaveBeenCalledWith({ page: 1, limit: 18 });
  });
});
