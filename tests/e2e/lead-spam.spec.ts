import { E2E_ACCOUNTS } from '../support/e2e-servers.mjs';
import { expect, test } from './fixtures';
import { notificationEmails } from './server-files';
import { violations } from '../support/e2e/axe';

// Browser autofill can fill the form field people never see (the honeypot). Such an enquiry used to
// be answered "sent" and thrown away. It is kept now, apart: the visitor's "sent" is true, nobody is
// emailed until staff find it under Suspected spam and release it, and then the email comes.

const ADMIN = E2E_ACCOUNTS.admin;

test('an enquiry the honeypot suspects is kept apart until staff release it, then they are emailed', async ({
  page,
  pageErrors,
}) => {
  // A form, sign-in, three console pages and a wait for the outbox: more than one default budget on a shared machine.
  test.slow();
  pageErrors.allow(/status of 401/);
  const name = `Autofilled Visitor ${Date.now()}`;
  await page.goto('/contacts');
  const contact = page.getByRole('form', { name: 'Contact enquiry' });
  await contact.getByLabel('Name').fill(name);
  await contact.getByLabel('Email').fill('autofill@example.ae');
  await contact.getByLabel('Course').selectOption('Professional Courses');
  await contact.getByLabel('Track').selectOption('Full Time');
  await contact.locator('input[name="fax"]').fill('+971 4 000 0000', { force: true });
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByTestId('form-success')).toHaveText(
    'Your message has been sent successfully!',
  );

  await page.goto('/admin');
  const signIn = page.getByRole('form', { name: 'Staff sign-in' });
  await signIn.getByLabel('Email').fill(ADMIN.email);
  await signIn.getByLabel('Password').fill(ADMIN.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('suspected-spam')).toContainText('suspected spam');

  await page.goto('/admin/leads');
  await expect(page.getByRole('table', { name: 'Leads' })).not.toContainText(name);
  await page
    .getByRole('navigation', { name: 'Inbox views' })
    .getByRole('link', { name: /Suspected spam \(\d+\)/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Suspected spam', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Hidden field filled');
  expect(await violations(page)).toEqual([]);
  await row.getByRole('link', { name }).click();

  const held = page.getByRole('region', { name: 'Held as suspected spam' });
  await expect(held).toContainText('form field people never see');
  expect(await violations(page)).toEqual([]);
  // Nobody was told about it: no staff email all this while.
  expect(notificationEmails().some((mail) => mail.includes(name))).toBe(false);
  await held.getByRole('button', { name: 'Release to the inbox' }).click();
  await expect(held).toHaveCount(0);
  await expect(page.getByRole('link', { name: '← All leads' })).toBeVisible();
  await expect
    .poll(() => notificationEmails().find((mail) => mail.includes(name)), { timeout: 15_000 })
    .toContain('Course: Professional Courses');

  await page.goto('/admin/leads');
  await expect(page.getByRole('table', { name: 'Leads' })).toContainText(name);
});
