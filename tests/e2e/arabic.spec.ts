import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The Arabic edition (/ar): each page right to left from its first byte, named by its twin and the
// sitemap, reached by the language switch with the visitor's query, readable at a phone's width.

const ARABIC_PAGES = ['/ar', '/ar/pmp-certification', '/ar/diploma-mastery-fm', '/ar/about'];
const WIDTHS = [390, 1280];

/** The share of the letters in the page's main text that are Arabic (codes and names stay Latin). */
const arabicShare = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const letters = (main as HTMLElement).innerText.match(/\p{L}/gu) ?? [];
    const arabic = letters.filter((c) => /\p{Script=Arabic}/u.test(c));
    return arabic.length / Math.max(1, letters.length);
  });

const alternatesOf = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]),
    );

for (const width of WIDTHS) {
  test.describe(`the Arabic edition at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ARABIC_PAGES) {
      test(`${path} is Arabic, right to left, from the first byte`, async ({ page, request }) => {
        const html = await (await request.get(path)).text();
        expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        expect(await arabicShare(page)).toBeGreaterThan(0.75);
        // Body text starts at the right edge.
        const align = await page
          .locator('main p')
          .first()
          .evaluate((p) => getComputedStyle(p).textAlign);
        expect(['start', 'right']).toContain(align);
      });
    }
  });
}

test('a page and its Arabic twin name each other (and English for any other language), and both answer', async ({
  page,
  request,
}) => {
  for (const [english, arabic] of [
    ['/', '/ar'],
    ['/pmp-certification', '/ar/pmp-certification'],
    ['/about', '/ar/about'],
  ]) {
    const expected = [
      ['en', english],
      ['ar', arabic],
      ['x-default', english],
    ];
    await page.goto(arabic!);
    expect(await alternatesOf(page)).toEqual(expected);
    await page.goto(english!);
    expect(await alternatesOf(page)).toEqual(expected);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const [, path] of expected) expect((await request.get(path!)).status()).toBe(200);
  }
});

test('the language switch leads to the same page in the other language and keeps the query', async ({
  page,
}) => {
  await page.goto('/pmp-certification?utm_source=newsletter');
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/pmp-certification\?utm_source=newsletter$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التدريب على شهادة PMP');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/pmp-certification\?utm_source=newsletter$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('an Arabic address no page has is the Arabic not-found page', async ({ page, pageErrors }) => {
  pageErrors.allow(/status of 404/);
  const response = await page.goto('/ar/no-such-course');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });
  for (const path of ARABIC_PAGES)
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
});
