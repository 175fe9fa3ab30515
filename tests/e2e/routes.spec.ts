import { NOT_FOUND_PAGE } from '../../shared/content/not-found';
import { EXTRA_PATHS, GENERAL_PATHS } from '../../shared/paths';
import { expect, test } from './fixtures';
import { stubMap } from '../support/e2e/axe';
import { NOT_FOUND_PATH, newestPostPath } from '../support/e2e/site-routes';
import { expectSoundPage } from '../support/e2e/sound-page';

// Every route but the course pages (courses.spec visits those, with their own facts), once: its status, then
// expectSoundPage.
const BLOG_POST = 'a blog post';

test.describe('every route: 200 with one h1, header and footer; axe (WCAG 2.2 AA) at 1280 and 390 px; no sideways scroll at 320 px', () => {
  test.beforeEach(({ page }) => stubMap(page));

  for (const entry of [...GENERAL_PATHS, ...EXTRA_PATHS, BLOG_POST, NOT_FOUND_PATH]) {
    test(entry, async ({ page, request }) => {
      const path = entry === BLOG_POST ? await newestPostPath(request) : entry;
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === NOT_FOUND_PATH ? 404 : 200);
      // Prerendered or rendered by the server, every page names its encoding.
      expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
      await expectSoundPage(page);
    });
  }
});

test.describe('pages reached through the site', () => {
  test('a blog post answers 200 with its h1', async ({ page }) => {
    await page.goto('/blogs');
    await page
      .getByRole('link', { name: /^Read More/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blogs\/\d+$/);
    await expect(page.locator('h1')).not.toBeEmpty();
  });
});

test('an unknown path shows a helpful 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-course');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  // The ways on: the five routes visitors open most, and the course finder's search.
  const popular = page.getByRole('main').getByRole('list').last().getByRole('link');
  await expect(popular).toHaveText(NOT_FOUND_PAGE.popular.map((route) => route.label));
  for (const [i, route] of NOT_FOUND_PAGE.popular.entries())
    await expect(popular.nth(i)).toHaveAttribute('href', route.path);
  const search = page.getByRole('search').getByRole('searchbox', { name: 'Search courses' });
  await search.fill('PMP');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/courses\?q=PMP$/);
  await expect(
    page.getByRole('main').getByRole('link', { name: /^PMP Certification/ }),
  ).toBeVisible();
});

test('without scripts the 404 page’s search still opens the finder with the words', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/no-such-course');
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('Six Sigma');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/courses\?q=Six\+Sigma$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Six Sigma/ })
      .first(),
  ).toBeVisible();
  await context.close();
});

test("Astro's own endpoints are not served: its image service answers with the not-found page", async ({
  page,
}) => {
  const response = await page.goto('/_image?href=/favicon.svg&w=64&f=webp');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
});

test('an unknown blog answers 404 with Blog not found.', async ({ page }) => {
  const response = await page.goto('/blogs/999999');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Blog not found.');
});
