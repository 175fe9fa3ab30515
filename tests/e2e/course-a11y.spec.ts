import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of ['/diploma-mastery-fm', '/ielts-preparation-training-course', '/courses']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the filtered and the empty course finder have no violations', async ({ page }) => {
    await page.goto('/courses?subject=finance&mode=classroom');
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/courses?q=nothing+like+this');
    await expect(page.getByRole('heading', { name: 'No course matches all of these filters' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the open course menus have no violations', async ({ page }) => {
    await page.goto('/awards');
    await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: /^Courses/ }).click();
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).locator('summary', { hasText: /^Finance/ }).click();
    expect(await violations(page)).toEqual([]);
  });
});
