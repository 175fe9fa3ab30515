import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stubMap } from '../support/e2e/axe';

const heroToggle = (page: Page) =>
  page
    .getByRole('region', { name: 'Highlights' })
    .getByRole('button', { name: /^(Pause|Play) the slide show$/ });
const scrollBehavior = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);

test.describe('motion follows the visitor’s setting', () => {
  test('by default the hero plays and in-page links scroll smoothly', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await expect(heroToggle(page)).toHaveAttribute('aria-label', 'Pause the slide show');
    expect(await scrollBehavior(page)).toBe('smooth');
  });

  test('with prefers-reduced-motion: reduce the hero never starts and scrolling jumps', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(heroToggle(page)).toHaveAttribute('aria-label', 'Play the slide show');
    expect(await scrollBehavior(page)).toBe('auto');
    // Turning reduce on while the page is open stops a running slide show too.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(heroToggle(page)).toHaveAttribute('aria-label', 'Pause the slide show');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(heroToggle(page)).toHaveAttribute('aria-label', 'Play the slide show');
  });
});

/** Pairs of header and heading boxes that overlap, and elements whose text is cut off. */
async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      // Screen-reader-only text is a 1 px box by design, not cut-off content.
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const header = [...document.querySelectorAll('header > div > *, header > div > div > *')]
      .filter(visible)
      .filter((el) => el.tagName !== 'DIV');
    for (let i = 0; i < header.length; i++)
      for (let j = i + 1; j < header.length; j++) {
        const a = header[i]!.getBoundingClientRect();
        const b = header[j]!.getBoundingClientRect();
        if (
          a.left < b.right - 1 &&
          b.left < a.right - 1 &&
          a.top < b.bottom - 1 &&
          b.top < a.bottom - 1
        )
          problems.push(`header: ${header[i]!.textContent} overlaps ${header[j]!.textContent}`);
      }
    for (const el of document.querySelectorAll('h1, h2, h3, main p, main a, label, button'))
      if (
        visible(el) &&
        el.scrollWidth > el.clientWidth + 1 &&
        getComputedStyle(el).overflowX !== 'visible'
      )
        problems.push(`cut off: ${el.tagName} ${el.textContent?.slice(0, 40)}`);
    return problems;
  });
}

test.describe('text resized to 200 %', () => {
  test.beforeEach(({ page }) => stubMap(page));

  for (const path of ['/', '/diploma-mastery-fm', '/contacts', '/register', '/accessibility']) {
    test(`${path} stays readable: no sideways scroll, no overlapping header, no cut-off text`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      // The browser's own text-size setting (default font 32 px instead of 16): every rem of type,
      // spacing and media queries doubles, as it does for a visitor who enlarges text.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      await page.goto(path);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
        '32px',
      );
      expect(await layoutProblems(page)).toEqual([]);
    });
  }
});
