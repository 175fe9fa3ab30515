import { expect, test, type Page } from '@playwright/test';
import { scrollThrough, violations } from './axe';

// What every page of the site must be, checked on a page already loaded: a route is loaded once for all of it
// (a page load is the dear part of a test on a shared machine). Used by routes.spec for every route and by
// courses.spec, whose one visit per course page adds the course's own facts. A layout is checked at both widths
// once per template; pages that only fill a template with other words are checked at the phone width, the
// narrower layout, where the same template's desktop check has nothing more to find.

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

/**
 * One h1 with text, the header's navigation and the footer; then axe (WCAG 2.2 AA) on the whole page at 1280
 * (`template` only) and 390 px, scrolled through so lazy parts are there; then no sideways scroll at 320 px
 * (WCAG 1.4.10), resized.
 */
export async function expectSoundPage(page: Page, { template = true }: { template?: boolean } = {}) {
  // Full-page axe runs on a shared machine: the test that asks for them gets the longer timeout.
  test.slow();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).not.toBeEmpty();
  await expect(page.locator('header nav, header details').first()).toBeAttached();
  await expect(page.getByText('2010-2025')).toBeVisible();

  if (template) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await scrollThrough(page);
    expect(await violations(page), 'at 1280 px').toEqual([]);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await scrollThrough(page);
  expect(await violations(page), 'at 390 px').toEqual([]);

  await page.setViewportSize({ width: 320, height: 640 });
  const { scrollWidth, clientWidth, sticking } = await overflow(page);
  expect(scrollWidth, `wider than 320 px: ${sticking.join(', ')}`).toBeLessThanOrEqual(clientWidth);
}
