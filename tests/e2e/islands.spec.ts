import { expect, test } from './fixtures';
import { holdRequests } from '../support/e2e/hold-requests';
import { notificationEmails } from './server-files';

// Astro pages (ADR 0013): the enquiry form is an island hydrated when it comes into view. Its server
// HTML can be filled in and sent before then; the page's inline script holds the submit until the
// island is live, and the island keeps what was typed.

/** The enquiry form island's own module (Astro names it after the file: site/islands/forms/enquiry-form.tsx). */
const FORM_ISLAND = /\/assets\/enquiry-form\.[\w-]+\.js$/;

test('an enquiry typed and sent on an Astro page before its island hydrates is held, kept and sent once', async ({
  page,
}) => {
  const release = await holdRequests(page, (url) => FORM_ISLAND.test(url.pathname));
  const requested = page.waitForRequest(FORM_ISLAND);
  await page.goto('/about');
  const name = `Island Early ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('island@example.com');
  await form.getByLabel('Course').selectOption('Professional Courses');
  await form.getByLabel('Track').selectOption('Full Time');
  await requested;
  // Still the server's HTML: pressed twice, held, not posted as a navigation with the entries in the URL.
  await expect(page.locator('astro-island[ssr]', { has: form })).toHaveCount(1);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect(new URL(page.url()).search).toBe('');
  release();

  await expect(form.getByTestId('form-success')).toHaveText(
    'Your message has been sent successfully!',
  );
  expect(new URL(page.url()).search).toBe('');
  await expect
    .poll(() => notificationEmails().find((mail) => mail.includes(name)), { timeout: 15_000 })
    .toContain('Email: island@example.com');
  expect(notificationEmails().find((mail) => mail.includes(name))).toContain('Track: Full Time');
  expect(notificationEmails().filter((mail) => mail.includes(name))).toHaveLength(1);
});

test('what was typed into the server HTML of an island form is still there once it hydrates', async ({
  page,
}) => {
  const release = await holdRequests(page, (url) => FORM_ISLAND.test(url.pathname));
  const requested = page.waitForRequest(FORM_ISLAND);
  await page.goto('/about');
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await form.getByLabel('Name').fill('Typed Early');
  await form.getByLabel('Email').fill('typed@example.com');
  await requested;
  release();
  await expect(page.locator('astro-island[ssr]', { has: form })).toHaveCount(0);
  await expect(form.getByLabel('Name')).toHaveValue('Typed Early');
  await expect(form.getByLabel('Email')).toHaveValue('typed@example.com');
  // Live, and it sees what was typed before: only the missing choices are named, and nothing is
  // posted as a navigation.
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please choose a track.')).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: /name|email/i })).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
});
