import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scrollThrough, stubMap, violations } from './support/axe';
import { NOT_FOUND_PATH, TABLE_PATHS, newestPostPath } from './support/site-routes';

// Every route, once per page load: axe at desktop and phone widths, then the 320 px reflow check
// (WCAG 1.4.10) on the same page, resized, so the whole table stays affordable on a shared machine.
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

test.describe('every route: axe (WCAG 2.2 AA) at 1280 and 390 px, and no sideways scroll at 320 px', () => {
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
