import { COURSES } from '../../app/content/courses';
import { COURSE_PATHS, GENERAL_PATHS } from '../../app/paths';
import { expect, test } from './fixtures';

test.describe('every route of the spec', () => {
  for (const path of [...GENERAL_PATHS, ...COURSE_PATHS]) {
    test(`${path} answers 200 with its h1`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await expect(page.locator('header nav, header details').first()).toBeAttached();
      await expect(page.getByText('2010-2025')).toBeVisible();
    });
  }

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
