import { expect, test } from './fixtures';
import { stubMap, violations } from '../support/e2e/axe';
import { allPosts } from '../support/e2e/blog-helpers';

// axe (WCAG 2.2 AA) on what a page becomes once used: open menus, filters, the lightbox, the
// accordion, More posts, and forms showing their errors. Every route as it loads is in
// support/sound-page.ts (run by routes.spec and courses.spec).
test.describe('interactive states have no axe violations', () => {
  test.beforeEach(({ page }) => stubMap(page));

  test('the open desktop Courses menu and the open phone menu with its courses', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/awards');
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .locator('summary', { hasText: /^Courses/ })
      .click();
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main', exact: true });
    await menu.locator('summary', { hasText: /^Courses/ }).click();
    await expect(menu.getByRole('list', { name: /^finance$/i })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the filtered and the empty course finder', async ({ page }) => {
    await page.goto('/courses?subject=finance&mode=classroom');
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/courses?q=nothing+like+this');
    await expect(
      page.getByRole('heading', { name: 'No course matches all of these filters' }),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the open lightbox and the fully opened accordion', async ({ page }) => {
    await page.goto('/accreditations');
    await page.getByRole('button', { name: 'View Image of CPD', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/education-career-counselling');
    for (const header of await page.locator('button[aria-controls]').all())
      if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
    expect(await violations(page)).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`the blog list after View More and a post with a table, at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blogs');
      await page.getByRole('link', { name: 'View More' }).click();
      await expect(page.getByTestId('blog-list').getByRole('listitem')).toHaveCount(12);
      expect(await violations(page)).toEqual([]);
      const withTable = (await allPosts(request)).find((p) =>
        p.title.startsWith('Procurement Certifications Compared'),
      )!;
      await page.goto(`/blogs/${withTable.id}`);
      await expect(page.getByRole('region', { name: 'Table, scrolls sideways' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test("'Blog not found.'", async ({ page }) => {
    await page.goto('/blogs/999999');
    await expect(page.locator('h1')).toHaveText('Blog not found.');
    expect(await violations(page)).toEqual([]);
  });

  test('the contact and registration forms showing their errors', async ({ page }) => {
    await page.goto('/contacts');
    const contact = page.getByRole('form', { name: 'Contact enquiry' });
    await contact.getByLabel('Email').fill('not-an-email');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByText('Name is required.')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/register');
    const registration = page.getByRole('form', { name: 'Registration' });
    await registration.getByRole('button', { name: 'Submit registration' }).click();
    await expect(registration.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
