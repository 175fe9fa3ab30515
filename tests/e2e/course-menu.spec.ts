import { COURSES, SUBJECTS } from '../../shared/content/courses';
import { expect, test } from './fixtures';

// Group names are styled in capitals; match them whatever case the accessibility tree reports.
const named = (name: string) => new RegExp(`^${name.replace(/[()]/g, '\\$&')}$`, 'i');

test('the desktop Courses menu lists every subject and course, and works from the keyboard', async ({
  page,
}) => {
  await page.goto('/awards');
  const main = page.getByRole('navigation', { name: 'Main', exact: true });
  const summary = main.locator('summary', { hasText: /^Courses/ });
  const menu = summary.locator('..');

  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  for (const subject of SUBJECTS)
    await expect(menu.getByRole('list', { name: named(subject.name) })).toBeVisible();
  await expect(
    menu.getByRole('list', { name: named(SUBJECTS[0]!.name) }).getByRole('link'),
  ).toHaveCount(6);
  await expect(menu.locator('a[href^="/"]')).toHaveCount(COURSES.length + 1);

  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: /course finder/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(summary).toBeFocused();

  // Tabbing on past the menu closes it.
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  await main.getByRole('link', { name: 'Counselling' }).focus();
  await expect(menu).not.toHaveAttribute('open', '');

  // A click or tap elsewhere closes it too; choosing a course goes there.
  await summary.click();
  await expect(menu).toHaveAttribute('open', '');
  // The open panel covers the page below the header: click the header's empty middle instead.
  await page.locator('header').click({ position: { x: 350, y: 30 } });
  await expect(menu).not.toHaveAttribute('open', '');
  await summary.click();
  await menu.getByRole('link', { name: 'PMP Certification Training' }).click();
  await expect(page).toHaveURL(/\/pmp-certification$/);
  await expect(menu).not.toHaveAttribute('open', '');
});

test('one menu serves every width: the phone opens it from the Menu button, with every subject and course', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  // One navigation in the page, whatever the width: the phone's is the desktop's, laid out again.
  await expect(page.locator('nav[aria-label="Main"]')).toHaveCount(1);
  const menu = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu).toBeVisible();
  // A tap on the page below the menu closes it.
  await page.mouse.click(10, 830);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('button', { name: 'Menu' }).click();
  const courses = menu.locator('summary', { hasText: /^Courses/ });
  await courses.click();
  for (const subject of SUBJECTS)
    await expect(menu.getByRole('list', { name: named(subject.name) })).toBeVisible();
  await expect(courses.locator('xpath=..').locator('ul ul a')).toHaveCount(COURSES.length);
  await menu.getByRole('link', { name: /^Search all \d+ courses/ }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('searchbox', { name: 'Search courses' })).toBeEnabled();
});

test('without scripts the phone’s Menu button still opens the menu', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/about');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main', exact: true });
  await menu.locator('summary', { hasText: /^Courses/ }).click();
  await menu.getByRole('link', { name: 'PMP Certification Training' }).click();
  await expect(page).toHaveURL(/\/pmp-certification$/);
  await context.close();
});
