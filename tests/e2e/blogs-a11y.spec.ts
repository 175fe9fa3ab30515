import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allPosts } from './support/blog-helpers';

// The blog screens' own content (the main landmark); the shared header and footer have their own checks.
async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('blog accessibility (axe, WCAG 2.2 AA)', () => {
  for (const width of [390, 1280]) {
    test(`the list, after View More, and a post with a table have no violations at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blogs');
      await page.getByRole('link', { name: 'View More' }).click();
      await expect(page.getByTestId('blog-list').getByRole('listitem')).toHaveCount(12);
      expect(await violations(page)).toEqual([]);
      const withTable = (await allPosts(request)).find((p) => p.title.startsWith('Procurement Certifications Compared'))!;
      await page.goto(`/blogs/${withTable.id}`);
      await expect(page.getByRole('region', { name: 'Table, scrolls sideways' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test("'Blog not found.' has no violations", async ({ page }) => {
    await page.goto('/blogs/999999');
    await expect(page.locator('h1')).toHaveText('Blog not found.');
    expect(await violations(page)).toEqual([]);
  });
});
