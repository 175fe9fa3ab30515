import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stubMap } from '../support/e2e/axe';

// The chat and top links float over every page (WCAG 2.2, 2.4.11: a focused control is never hidden
// by them), on a phone, where they take the most room.

/** Where the focused element and the floating links that show overlap, named; empty when none do. */
const focusUnderFloating = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return [];
    const a = focused.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('[data-floating] a')]
      .filter((link) => getComputedStyle(link).opacity !== '0')
      .filter((link) => {
        const b = link.getBoundingClientRect();
        // A link moved below the screen hides nothing, whatever lies below the screen with it.
        const bottom = Math.min(b.bottom, window.innerHeight);
        return a.left < b.right && b.left < a.right && a.top < bottom && b.top < a.bottom;
      })
      .map(
        (link) => `${link.getAttribute('aria-label')} over "${focused.textContent?.slice(0, 40)}"`,
      );
  });

const BOTH = (path: string) => [path, `/ar${path}`];
const AT = (width: number, paths: string[]) => paths.map((path) => ({ path, width }));
const TABBED = [
  ...AT(390, [
    ...BOTH('/contacts'),
    ...BOTH('/register'),
    ...BOTH('/company-enquiry'),
    ...BOTH('/diploma-mastery-fm'),
    '/chairmans-message',
    '/accreditations',
  ]),
  ...AT(1280, [
    ...BOTH('/contacts'),
    ...BOTH('/register'),
    ...BOTH('/company-enquiry'),
    '/ar/diploma-mastery-fm',
    '/chairmans-message',
    '/accreditations',
  ]),
];

for (const { path, width } of TABBED) {
  test(`tabbing through ${path} at ${width} px, no focused control is under a floating link`, async ({
    page,
  }) => {
    test.slow();
    await stubMap(page);
    await page.setViewportSize({ width, height: 844 });
    // Focus scrolls its control into view at once, so each is measured where it comes to rest (a smooth
    // scroll is still on its way when the next key comes).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    const covered: string[] = [];
    for (let i = 0; i < 150; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement === document.body)) break;
      // The floating links themselves are the last stops.
      if (await page.evaluate(() => document.activeElement?.closest('[data-floating]'))) continue;
      covered.push(...(await focusUnderFloating(page)));
    }
    expect(covered).toEqual([]);
  });
}

test("while the keyboard is on a date field's calendar button the floating links stay below the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  const date = page.locator('input[type="date"]');
  await date.focus();
  // Past the day, month and year to the calendar button, which is still inside the field.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(date).toBeFocused();
  const chatTop = await page
    .getByTestId('chat-link')
    .evaluate((link) => link.getBoundingClientRect().top - window.innerHeight);
  expect(chatTop).toBeGreaterThanOrEqual(0);
});

test('at the end of a page nothing is left under the floating links', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/chairmans-message');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('[data-scroll-top]')).toHaveCSS('opacity', '1');
    const clashes = await page.evaluate(() => {
      const floating = [...document.querySelectorAll('[data-floating] a')].map((a) =>
        a.getBoundingClientRect(),
      );
      // Every piece of text or control on the page that is in view.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const hits: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('[data-floating]')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects())
          if (
            floating.some(
              (b) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom,
            )
          )
            hits.push(node.textContent.trim().slice(0, 40));
      }
      return hits;
    });
    expect(clashes, `at ${width} px`).toEqual([]);
  }
});

test('the open phone menu is above the floating links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeVisible();
  // Its courses open, the menu reaches the foot of the screen, where the chat link floats.
  await menu.locator('summary', { hasText: /^Courses/ }).click();
  const onTop = await page.evaluate(() => {
    const chat = document.querySelector('[data-testid="chat-link"]')!.getBoundingClientRect();
    const hit = document.elementFromPoint(chat.x + chat.width / 2, chat.y + chat.height / 2);
    return hit?.closest('#site-menu') !== null;
  });
  expect(onTop).toBe(true);
});
