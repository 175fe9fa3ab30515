import type { Page } from '@playwright/test';
import { COURSE_PATHS, EXTRA_PATHS, GENERAL_PATHS } from '../../content/paths';
import { E2E_BASE_URL } from '../../playwright.config';
import { expect, test } from './fixtures';
import { allPosts, expectConsoleErrorsOnlyFor, onePost, textOfHtml } from './support/blog-helpers';

const PAGE_SIZE = 6;
const cards = (page: Page) => page.getByTestId('blog-list').getByRole('listitem');

test.describe('blog list', () => {
  test('the first page is in the server-rendered HTML, and View More works without JavaScript', async ({ browser, request }) => {
    const posts = await allPosts(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
    await expect(page.getByTestId('blog-list').getByRole('heading', { level: 2 })).toHaveText(posts.slice(0, PAGE_SIZE).map((p) => p.title));
    await page.getByRole('link', { name: 'View More' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(page.getByTestId('blog-list').getByRole('heading', { level: 2 })).toHaveText(posts.slice(0, 2 * PAGE_SIZE).map((p) => p.title));
    await context.close();
  });

  test('cards show the image, Admin / date, title and Read More, newest first', async ({ page, request }) => {
    const [newest] = await allPosts(request);
    await page.goto('/blogs');
    const first = cards(page).first();
    await expect(first.locator('img')).toHaveAttribute('width', '1200');
    await expect(first.locator('p').first()).toHaveText(/^Admin \/ \d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(first.locator('time')).toHaveAttribute('datetime', newest!.created_at);
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(newest!.title);
    await expect(first.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', `/blogs/${newest!.id}`);
  });

  test('View More loads the next page in place until nothing is left, then disappears', async ({ page, request }) => {
    const posts = await allPosts(request);
    await page.goto('/blogs');
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const viewMore = page.getByRole('link', { name: 'View More' });
    for (let shown = PAGE_SIZE; shown < posts.length; shown += PAGE_SIZE) {
      await viewMore.click();
      await expect(cards(page)).toHaveCount(Math.min(shown + PAGE_SIZE, posts.length));
      // Keyboard focus lands on the first new post rather than on nothing.
      await expect(cards(page).nth(shown).getByRole('link', { name: /^Read More/ })).toBeFocused();
    }
    await expect(viewMore).toHaveCount(0);
    const hrefs = await cards(page).getByRole('link', { name: /^Read More/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(posts.map((p) => `/blogs/${p.id}`));
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('Read More opens the post', async ({ page, request }) => {
    const [newest] = await allPosts(request);
    await page.goto('/blogs');
    await cards(page).first().getByRole('link', { name: /^Read More/ }).click();
    await expect(page).toHaveURL(`/blogs/${newest!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);
  });
});
