import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Scroll through the page so lazy images, counters and the map have all arrived. */
async function visitWhole(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1')).toHaveCount(1);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

test.describe('accessibility of the home and academy pages (axe, WCAG 2.2 AA)', () => {
  test.beforeEach(async ({ page }) => {
    // The contacts page's map is a third-party frame: answer it locally.
    await page.route('https://www.google.com/maps**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>' }));
  });

  for (const width of [1280, 390]) {
    for (const path of ['/', '/about', '/chairmans-message', '/our-story', '/education-career-counselling', '/contacts', '/accreditations', '/awards', '/our-infrastructure']) {
      test(`${path} at ${width} px has no violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await visitWhole(page, path);
        expect(await violations(page)).toEqual([]);
      });
    }
  }

  test('the open lightbox and the opened accordion have no violations', async ({ page }) => {
    await page.goto('/accreditations');
    await page.getByRole('button', { name: 'View Image of CPD', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/education-career-counselling');
    for (const header of await page.locator('button[aria-controls]').all()) if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
    expect(await violations(page)).toEqual([]);
  });
});
