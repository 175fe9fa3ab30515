import type { Page } from '@playwright/test';
import { COURSES } from '../../app/content/courses';
import { expect, test } from './fixtures';
import { scrollThrough, stubMap, violations } from './support/axe';
import { NOT_FOUND_PATH, TABLE_PATHS, newestPostPath } from './support/site-routes';

// Every route, once per page load (a page load is the dear part on a shared machine): its status, one h1, the
// header and footer, then axe at desktop and phone widths, then the 320 px reflow check (WCAG 1.4.10) on the same
// page, resized.
const BLOG_POST = 'a blog post';

/** Horizontal overflow of the document, and the widest elements that stick out past the viewport. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    // Content inside a scroller or a clipped box (carousel track, wide table) does not make the page scroll.
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= root.clientWidth + 1) return true;
      return false;
    };
    const sticking = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1 && getComputedStyle(el).position !== 'fixed' && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, sticking };
  });
}

test.describe('every route: 200 with one h1, header and footer; axe (WCAG 2.2 AA) at 1280 and 390 px; no sideways scroll at 320 px', () => {
  test.beforeEach(({ page }) => stubMap(page));

  for (const entry of [...TABLE_PATHS, BLOG_POST, NOT_FOUND_PATH]) {
    test(entry, async ({ page, request }) => {
      // Two full-page axe runs on a shared machine.
      test.slow();
      const path = entry === BLOG_POST ? await newestPostPath(request) : entry;
      await page.setViewportSize({ width: 1280, height: 800 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === NOT_FOUND_PATH ? 404 : 200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await expect(page.locator('header nav, header details').first()).toBeAttached();
      await expect(page.getByText('2010-2025')).toBeVisible();
      await scrollThrough(page);
      expect(await violations(page), 'at 1280 px').toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      await scrollThrough(page);
      expect(await violations(page), 'at 390 px').toEqual([]);

      await page.setViewportSize({ width: 320, height: 640 });
      const { scrollWidth, clientWidth, sticking } = await overflow(page);
      expect(scrollWidth, `wider than 320 px: ${sticking.join(', ')}`).toBeLessThanOrEqual(clientWidth);
    });
  }
});

test.describe('pages reached through the site', () => {
  test('a blog post answers 200 with its h1', async ({ page }) => {
    await page.goto('/blogs');
    await page.getByRole('link', { name: /^Read More/ }).first().click();
    await expect(page).toHaveURL(/\/blogs\/\d+$/);
    await expect(page.locator('h1')).not.toBeEmpty();
  });

  test('course pages carry their record title as h1', async ({ page }) => {
    const course = COURSES[0]!;
    await page.goto(`/${course.slug}`);
    await expect(page.locator('h1')).toHaveText(course.title);
  });
});

test('an unknown path shows a helpful 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-course');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Contacts' }).last()).toBeVisible();
});

test('an unknown blog answers 404 with Blog not found.', async ({ page }) => {
  const response = await page.goto('/blogs/999999');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Blog not found.');
});
