import { expect, test, type Page } from '@playwright/test';
import { scrollThrough, violations } from './axe';

// What every page of the site must be, checked on a page already loaded: a route is loaded once for all of it
// (a page load is the dear part of a test on a shared machine). Used by routes.spec for every route and by
// courses.spec, whose one visit per course page adds the course's own facts. axe checks a template's markup,
// at both widths, on pages that between them show every part the template can show; the words each page fills
// it with are what can push a page wider than the phone, so every page of a template is checked for that.

/** Horizontal overflow of the document, and the widest elements that stick out past the viewport. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    // Content inside a scroller or a clipped box (carousel track, wide table) does not make the page scroll.
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (
          getComputedStyle(a).overflowX !== 'visible' &&
          a.getBoundingClientRect().right <= root.clientWidth + 1
        )
          return true;
      return false;
    };
    const sticking = [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > root.clientWidth + 1 &&
          getComputedStyle(el).position !== 'fixed' &&
          !clipped(el),
      )
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')}`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, sticking };
  });
}

/**
 * One h1 with text, the header's navigation and the footer; then axe (WCAG 2.2 AA) on the whole page at 1280
 * and 390 px, scrolled through so lazy parts are there; then no sideways scroll at 320 px (WCAG 1.4.10), resized.
 */
export async function expectSoundPage(page: Page) {
  // Full-page axe runs on a shared machine: the test that asks for them gets the longer timeout.
  test.slow();
  await expectFrame(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await scrollThrough(page);
  expect(await violations(page), 'at 1280 px').toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await scrollThrough(page);
  expect(await violations(page), 'at 390 px').toEqual([]);

  await expectFitsPhone(page);
}

/** A page whose template expectSoundPage checks on another page: its one h1, header and footer, and no sideways scroll at 320 px. */
export async function expectFilledTemplate(page: Page) {
  await expectFrame(page);
  await expectFitsPhone(page);
}

async function expectFrame(page: Page) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).not.toBeEmpty();
  await expect(page.locator('header nav, header details').first()).toBeAttached();
  await expect(page.getByText('2010-2025')).toBeVisible();
}

/** No sideways scroll at 320 px (WCAG 1.4.10), resized to it. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 320, height: 640 });
  const { scrollWidth, clientWidth, sticking } = await overflow(page);
  expect(scrollWidth, `wider than 320 px: ${sticking.join(', ')}`).toBeLessThanOrEqual(clientWidth);
}
