import type { Page } from '@playwright/test';
import type { BlogPost, BlogSummary } from '../../schemas/blogs';
import type { BlogReader } from '../../shared/page-locals';
import { expect, test } from './fixtures';
import { expectConsoleErrorsOnlyFor, isBlogPage } from '../support/e2e/blog-helpers';
import { holdRequests } from '../support/e2e/hold-requests';
import { startBlogServer } from '../support/e2e/blog-server';

// The specification: 'Loading...' while fetching, and each error text in its condition. A post and the
// list are rendered by the server (whole page loads, no client router): their failures are the server's.

const viewMore = (page: Page) => page.getByRole('link', { name: 'View More' });

test.describe('loading', () => {
  test("View More shows 'Loading...' while the next page is on its way", async ({ page }) => {
    await page.goto('/blogs');
    const release = await holdRequests(page, isBlogPage(2));
    await viewMore(page).click();
    await expect(page.getByText('Loading...')).toBeVisible();
    release();
    await expect(page.getByText('Loading...')).toBeHidden();
    await expect(page.getByTestId('blog-list').getByRole('listitem')).toHaveCount(12);
  });
});

test.describe('View More failures', () => {
  test("a reply without success shows 'Failed to fetch blogs.'", async ({ page }) => {
    await page.route(isBlogPage(2), (route) =>
      route.fulfill({ json: { success: false, message: 'Not today.' } }),
    );
    await page.goto('/blogs');
    await viewMore(page).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch blogs.');
  });

  test("a failed request shows the server's message", async ({ page, pageErrors }) => {
    await page.route(isBlogPage(2), (route) =>
      route.fulfill({
        status: 503,
        json: { success: false, message: 'The service is temporarily unavailable.' },
      }),
    );
    await page.goto('/blogs');
    await viewMore(page).click();
    await expect(page.getByRole('alert')).toHaveText('The service is temporarily unavailable.');
    expectConsoleErrorsOnlyFor(pageErrors, '/api/blogs?page=2');
  });

  test("a failed request without a message, or no answer at all, shows 'Error fetching blogs.'", async ({
    page,
    pageErrors,
  }) => {
    let answer: 'empty-500' | 'abort' = 'empty-500';
    await page.route(isBlogPage(2), (route) =>
      answer === 'abort'
        ? route.abort('connectionrefused')
        : route.fulfill({ status: 500, body: '' }),
    );
    await page.goto('/blogs');
    await viewMore(page).click();
    await expect(page.getByRole('alert')).toHaveText('Error fetching blogs.');
    answer = 'abort';
    await viewMore(page).click();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText('Error fetching blogs.');
    expectConsoleErrorsOnlyFor(pageErrors, '/api/blogs?page=2');
  });
});

test.describe('server-rendered states', () => {
  for (const path of ['/blogs/999999', '/blogs/abc', '/blogs/007']) {
    test(`${path} answers 404 with 'Blog not found.'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog not found.');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }
});

test.describe('server-side failures (the real web layer with a BlogReader that fails)', () => {
  const post: BlogPost = {
    id: 1,
    title: 'A post the reader can find',
    content: '<h2>Heading</h2><p>Body text.</p>',
    featured_image: '/images/blogs/default.webp',
    lang: 'en',
    created_at: '2026-05-01T08:00:00.000Z',
  };
  const summaries: BlogSummary[] = [2, 3, 4].map((id) => ({
    ...post,
    id,
    title: `Other post ${id}`,
  }));
  const broken = () => Promise.reject(new Error('database unavailable'));
  const behaviour = { list: true, get: true };
  const reader: BlogReader = {
    listBlogs: () =>
      behaviour.list ? Promise.resolve({ blogs: summaries, hasMore: false }) : broken(),
    getBlog: (id) => (behaviour.get ? Promise.resolve(id === post.id ? post : null) : broken()),
  };
  let server: Awaited<ReturnType<typeof startBlogServer>>;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startBlogServer(reader);
  });
  test.afterAll(() => server?.close());
  test.beforeEach(() => Object.assign(behaviour, { list: true, get: true }));

  test("the list shows 'Error fetching blogs.' with status 503 when the posts cannot be read", async ({
    page,
    pageErrors,
  }) => {
    behaviour.list = false;
    const response = await page.goto(`${server.url}/blogs`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('alert')).toHaveText('Error fetching blogs.');
    expectConsoleErrorsOnlyFor(pageErrors, `${server.url}/blogs`);
  });

  test("a post shows 'Failed to fetch blog.' with status 503 when it cannot be read", async ({
    page,
    pageErrors,
  }) => {
    behaviour.get = false;
    const response = await page.goto(`${server.url}/blogs/1`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to fetch blog.');
    expectConsoleErrorsOnlyFor(pageErrors, `${server.url}/blogs/1`);
  });

  test("a post whose related posts cannot be read shows them as 'Failed to fetch related blogs.'", async ({
    page,
  }) => {
    behaviour.list = false;
    const response = await page.goto(`${server.url}/blogs/1`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch related blogs.');
  });

  test('with a working reader the same server shows the post and its related posts', async ({
    page,
  }) => {
    await page.goto(`${server.url}/blogs/1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByTestId('related-posts').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
