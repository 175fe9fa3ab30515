import type { Locator, Page } from '@playwright/test';
import { DEFAULT_ACCREDITATIONS } from '../../shared/default-accreditations';
import { expect, test } from './fixtures';
import { arrowToOption, description, focusIndicator, tabTo } from '../support/e2e/keyboard';

// Keyboard-only walks: no clicks, no focus() calls; every step is Tab, Shift+Tab, Enter, Space,
// arrows or Escape, and every stop shows a visible focus indicator.

const focused = (page: Page) => page.locator(':focus');
const focusInside = (page: Page, selector: string) =>
  page.evaluate((sel) => document.activeElement?.closest(sel) != null, selector);
const slidesInView = (carousel: Locator) =>
  carousel
    .locator('[aria-roledescription="slide"][data-in-view]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));

test('the skip link is the first stop and moves the focus into the main content', async ({
  page,
}) => {
  await page.goto('/awards');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect((await focusIndicator(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  // The next stop is the first control inside main (the breadcrumb), not the header's links.
  await page.keyboard.press('Tab');
  expect(await focusInside(page, 'main')).toBe(true);
  await expect(focused(page)).toHaveText('Home');
});

test('the desktop Courses menu: open, reach a course, Escape closes and returns focus, Enter follows a course', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/awards');
  const summary = page
    .getByRole('navigation', { name: 'Main', exact: true })
    .locator('summary', { hasText: /^Courses/ });
  await tabTo(page, summary);
  await page.keyboard.press('Enter');
  const details = summary.locator('xpath=..');
  await expect(details).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveText(/^Search all \d+ courses/);
  await page.keyboard.press('Tab');
  const firstCourse = details.locator('ul ul a').first();
  await expect(firstCourse).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(details).not.toHaveAttribute('open');
  await expect(summary).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, details.locator('ul ul a').nth(2), { limit: 5 });
  const href = await details.locator('ul ul a').nth(2).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(details).not.toHaveAttribute('open');
});

test('the phone menu: open, open its courses, reach a course, Escape twice closes both and returns focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/awards');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const mobile = page.getByRole('navigation', { name: 'Main', exact: true });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  await expect(mobile).toBeVisible();
  // Tab goes from the button into the menu, though the menu comes first in the page.
  const coursesSummary = mobile.locator('summary', { hasText: /^Courses/ });
  const courses = coursesSummary.locator('xpath=..');
  await tabTo(page, coursesSummary, { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(courses).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveText(/^Search all \d+ courses/);
  await page.keyboard.press('Tab');
  await expect(courses.locator('ul ul a').first()).toBeFocused();
  expect((await focusIndicator(page)).visible).toBe(true);

  await page.keyboard.press('Escape');
  await expect(courses).not.toHaveAttribute('open');
  await expect(coursesSummary).toBeFocused();
  await expect(mobile).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mobile).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, coursesSummary, { limit: 5 });
  await page.keyboard.press('Enter');
  await tabTo(page, courses.locator('ul ul a').nth(1), { limit: 3 });
  const href = await courses.locator('ul ul a').nth(1).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the hero carousel: reach its controls, move the slides with buttons and arrows, pause and play the slide show', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  // NaN while no slide is settled in view (between slides), so a poll waits for the next settled one.
  const index = async () => Number((await slidesInView(hero))[0]?.split(' ')[0]);
  const next = hero.getByRole('button', { name: 'Next slide' });
  await tabTo(page, next);
  let start = NaN;
  await expect.poll(async () => (start = await index())).not.toBeNaN();
  await page.keyboard.press('Enter');
  await expect.poll(index).toBe((start % 6) + 1);
  await page.keyboard.press('ArrowRight');
  await expect.poll(index).toBe(((start + 1) % 6) + 1);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(index).toBe((start % 6) + 1);

  // Choosing a slide stopped autoplay for good; the toggle (after the dots) starts and stops it again.
  const toggle = hero.getByRole('button', { name: /^(Pause|Play) the slide show$/ });
  await tabTo(page, toggle, { limit: 10 });
  await expect(toggle).toHaveAttribute('aria-label', 'Play the slide show');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-label', 'Pause the slide show');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-label', 'Play the slide show');
  await expect(toggle).toBeFocused();
});

test('the counselling accordion: arrows move between headers, Enter and Space open and close', async ({
  page,
}) => {
  await page.goto('/education-career-counselling');
  const headers = page.locator('button[aria-controls]');
  await tabTo(page, headers.first());
  await page.keyboard.press('ArrowDown');
  await expect(headers.nth(1)).toBeFocused();
  expect((await focusIndicator(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await headers.nth(1).getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Space');
  await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await page.keyboard.press('Home');
  await expect(headers.first()).toBeFocused();
});

test('the lightbox: Enter opens it on the card, arrows move, Tab stays inside, Escape closes and focus returns', async ({
  page,
}) => {
  await page.goto('/accreditations');
  const [first, second] = DEFAULT_ACCREDITATIONS.map((a) => a.title);
  const card = page.getByRole('button', { name: `View Image of ${first}`, exact: true });
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const shown = dialog
    .locator('[aria-roledescription="slide" i]:not([inert])')
    .getByText(/ · \d+ \/ \d+$/);
  await expect(shown).toContainText(first!);
  await page.keyboard.press('ArrowRight');
  await expect(shown).toContainText(second!);
  // The page behind is inert: Tab cycles through the dialog's controls (and the browser's own, where
  // document.activeElement is the body), never reaching the page.
  const stops = new Set<string>();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() =>
      document.activeElement === document.body
        ? 'browser'
        : document.activeElement?.closest('[role="dialog"]')
          ? document.activeElement.getAttribute('aria-label')
          : 'page',
    );
    stops.add(String(stop));
  }
  expect(stops).not.toContain('page');
  expect(stops).toContain('Close lightbox');
  // Eight presses may leave focus on the browser's own controls (the body), where a key never reaches
  // the page; a visitor presses Escape with focus in the dialog, so Tab back into it first.
  for (
    let i = 0;
    i < 8 &&
    !(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeFocused();
});

test('the contact form, by keyboard alone: errors are announced and tied to their fields, then it sends', async ({
  page,
}) => {
  // Many single key presses on a shared machine.
  test.slow();
  await page.goto('/contacts');
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  const send = form.getByRole('button', { name: 'Send Message' });
  await tabTo(page, send, { limit: 120 });
  await page.keyboard.press('Enter');
  const name = form.getByLabel('Name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await description(name)).toBe('Name is required.');

  await page.keyboard.type('Keyboard Visitor');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+91 98470 12345');
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-an-email');
  await tabTo(page, send, { limit: 6 });
  await page.keyboard.press('Enter');
  const email = form.getByLabel('Email');
  await expect(email).toBeFocused();
  expect(await description(email)).toBe('Enter a valid email.');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('keyboard@example.com');
  await page.keyboard.press('Tab');
  await arrowToOption(page, form.getByLabel('Course'), 'Quality & Prpcess Management');
  await page.keyboard.press('Tab');
  await arrowToOption(page, form.getByLabel('Track'), 'Full Time');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Sent without a mouse.');
  await tabTo(page, send, { limit: 4 });
  await page.keyboard.press('Enter');
  const success = form.getByRole('status');
  // The spec's text first, then the reference to quote and what happens next.
  await expect(success.locator('p').first()).toHaveText(
    'Your message has been sent successfully!',
    {
      timeout: 15_000,
    },
  );
  await expect(success).toHaveAttribute('aria-live', 'polite');
});

test('the registration form, by keyboard alone: errors are announced and tied to their fields, then it submits', async ({
  page,
}) => {
  // Many single key presses on a shared machine.
  test.slow();
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Registration' });
  const submit = form.getByRole('button', { name: 'Submit registration' });
  await tabTo(page, submit, { limit: 160 });
  await page.keyboard.press('Enter');
  const firstName = form.getByRole('textbox', { name: 'First name', exact: true });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  expect(await description(firstName)).not.toBe('');

  await page.keyboard.type('Kavya');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Menon');
  // Past the optional Aadhaar number.
  await tabTo(page, form.getByRole('textbox', { name: 'Mobile', exact: true }), { limit: 3 });
  await page.keyboard.type('+91 90000 11111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kavya@example.com');
  // Radio groups: Tab enters the group, Space chooses.
  await tabTo(page, form.getByRole('group', { name: 'Do you hold a degree?' }).getByLabel('Yes'), {
    limit: 10,
  });
  await page.keyboard.press('Space');
  await expect(
    form.getByRole('group', { name: 'Do you hold a degree?' }).getByLabel('Yes'),
  ).toBeChecked();
  const course = form.getByLabel('Certified Facility Manager (CFM)');
  await tabTo(page, course, { limit: 20 });
  await page.keyboard.press('Space');
  await expect(course).toBeChecked();
  await tabTo(page, submit, { limit: 20 });
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status').locator('p').first()).toHaveText(
    'Registration submitted successfully!',
    { timeout: 15_000 },
  );
  await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('');
});

test('links, buttons, menus and form fields all show a visible focus indicator', async ({
  page,
}) => {
  // Many single key presses on a shared machine.
  test.slow();
  await page.goto('/contacts');
  const seen = new Set<string>();
  const invisible: string[] = [];
  for (let i = 0; i < 90; i++) {
    await page.keyboard.press('Tab');
    const { element, tag, visible } = await focusIndicator(page);
    // Past the last control, focus leaves the page for the browser's own controls.
    if (element === 'body') break;
    // Focus inside the map's frame belongs to that third-party document, which draws its own.
    if (tag === 'iframe') continue;
    if (tag) seen.add(tag);
    if (!visible) invisible.push(element);
  }
  expect(invisible).toEqual([]);
  for (const tag of ['a', 'summary', 'input', 'select', 'textarea', 'button'])
    expect([...seen]).toContain(tag);
});
