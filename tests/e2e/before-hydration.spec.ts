import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { notificationEmails } from './server-files';

// On a slow phone the server's HTML of a form is on screen, and can be filled in and sent, seconds
// before React has hydrated its island. A form sent then must neither navigate with the visitor's
// entries in the address (the browser's default for a form without a handler) nor be dropped: it is
// held (site/islands/page-scripts/held-island-submits.ts), and sent once the island's code can send it.

/** The forms' island modules (Astro names each after its component's file). */
const ENQUIRY_ISLAND = /\/assets\/enquiry-form\.[\w-]+\.js$/;
const REGISTRATION_ISLAND = /\/assets\/registration-form\.[\w-]+\.js$/;

/** A page whose visit does not wait for hydration, with one script (an island's, or the entry) held until released. */
async function visitWithCodeHeld(page: Page, url: string, island: RegExp) {
  const visitor = await page.context().newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await visitor.route(island, async (route) => {
    await held;
    await route.continue();
  });
  await visitor.goto(url, { waitUntil: 'commit' });
  return { visitor, release };
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('an enquiry sent before its island has hydrated is held, then sent and stored', async ({
  page,
}) => {
  const { visitor, release } = await visitWithCodeHeld(page, '/contacts', ENQUIRY_ISLAND);
  const name = `Before Hydration ${unique()}`;
  const form = visitor.getByRole('form', { name: 'Contact enquiry' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('early.visitor@example.com');
  await form.getByLabel('Course').selectOption('Quality & Prpcess Management');
  await form.getByLabel('Track').selectOption('Crash Course');
  await form.getByRole('button', { name: 'Send Message' }).click();
  // Not posted as a navigation with the entries in the address.
  expect(new URL(visitor.url()).search).toBe('');
  // Still the server's HTML of the island: nothing has sent it yet.
  await expect(visitor.locator('astro-island[ssr]', { has: form })).toHaveCount(1);

  const posted = visitor.waitForRequest('**/api/contact');
  release();
  await expect(form.getByTestId('form-success')).toHaveText(
    'Your message has been sent successfully!',
  );
  // Sent without the timing token: it was issued after the visitor had filled the form in, so it
  // cannot measure their time, and with it the server would take them for a bot (FORM_MIN_FILL_MS).
  expect((await posted).postDataJSON()).not.toHaveProperty('form_token');
  expect(new URL(visitor.url()).search).toBe('');
  await expect
    .poll(() => notificationEmails().find((mail) => mail.includes(name)), { timeout: 15_000 })
    .toContain('Course: Quality & Prpcess Management');
  expect(notificationEmails().find((mail) => mail.includes(name))).toContain('Track: Crash Course');
  await visitor.close();
});

test('a registration sent before its island has hydrated is held, then sent and stored as typed', async ({
  page,
}) => {
  const { visitor, release } = await visitWithCodeHeld(page, '/register', REGISTRATION_ISLAND);
  const first = `Early${unique()}`;
  const form = visitor.getByRole('form', { name: 'Registration' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill(first);
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Menon');
  await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+971 50 000 0000');
  await form
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill('early.registrant@example.com');
  await form.getByLabel('Country').fill('United Arab Emirates');
  await form.getByRole('group', { name: 'Do you hold a degree?' }).getByLabel('No').check();
  await form.getByLabel('Certified Facility Manager (CFM)').check();
  await form.getByLabel('Date').fill('2026-12-14');
  await form.getByRole('button', { name: 'Submit registration' }).click();
  expect(new URL(visitor.url()).search).toBe('');
  // Still the server's HTML of the island: nothing has sent it yet.
  await expect(visitor.locator('astro-island[ssr]', { has: form })).toHaveCount(1);

  const posted = visitor.waitForRequest('**/api/register');
  release();
  await expect(form.getByTestId('form-success')).toHaveText('Registration submitted successfully!');
  expect((await posted).postDataJSON()).not.toHaveProperty('form_token');
  expect(new URL(visitor.url()).search).toBe('');
  await expect
    .poll(() => notificationEmails().find((mail) => mail.includes(first)), { timeout: 15_000 })
    .toContain('Last name: Menon');
  const mail = notificationEmails().find((mail) => mail.includes(first))!;
  for (const line of [
    'Mobile: +971 50 000 0000',
    'Country: United Arab Emirates',
    'Degree: No',
    'Courses: Certified Facility Manager (CFM)',
    'Date: 2026-12-14',
  ])
    expect(mail).toContain(line);
  await visitor.close();
});

test('a form filled in once the page is ready carries its timing token', async ({ page }) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Registration' });
  // The token is asked for when the form appears; the visitor starts after it has come.
  await expect.poll(() => page.evaluate(() => document.cookie.includes('XSRF-TOKEN'))).toBe(true);
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill(`Ready${unique()}`);
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Nair');
  await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 90000 00001');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ready@example.com');
  await form.getByLabel('Country').fill('India');
  await form.getByLabel('Certified Facility Manager (CFM)').check();
  await form.getByLabel('Date').fill('2026-12-20');
  const posted = page.waitForRequest('**/api/register');
  await form.getByRole('button', { name: 'Submit registration' }).click();
  await expect(form.getByTestId('form-success')).toHaveText('Registration submitted successfully!');
  expect((await posted).postDataJSON().form_token).toMatch(/^\d{13}\.[\w-]{32}$/);
});
