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
  await expect(page.getByRole('link', { name: 'Contacts' }).last()).toBeVisible();
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
