import fs from 'node:fs';
import { E2E_ACCOUNTS } from '../support/e2e-servers.mjs';
import { expect, test } from './fixtures';

// Made by tests/support/e2e-server.mjs with `npm run admin:create` before the server starts.
const ADMIN = E2E_ACCOUNTS.admin;

test('the console refuses anonymous visitors with a sign-in form, unindexed and uncached', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/status of 401/);
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(401);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password').fill('not the password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText('The email or password is not right.');
});

test('staff find a lead a visitor just sent, change its status and export it', async ({
  page,
  browser,
  pageErrors,
}) => {
  // Two browsers, a form, sign-in, four page loads and a download: more steps than one default budget allows on a shared machine.
  test.slow();
  pageErrors.allow(/status of 401/);
  const name = `Lakshmi Varma ${Date.now()}`;
  const visitor = await browser.newPage();
  await visitor.goto('/contacts?utm_source=newsletter');
  const contact = visitor.getByRole('form', { name: 'Contact enquiry' });
  await contact.getByLabel('Name').fill(name);
  await contact.getByLabel('Email').fill('lakshmi@example.in');
  await contact.getByLabel('Course').selectOption('Professional Courses');
  await contact.getByLabel('Track').selectOption('Full Time');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByTestId('form-success')).toBeVisible();
  await visitor.close();

  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Leads' })
    .click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();

  const filter = page.getByRole('search', { name: 'Filter leads' });
  await filter.getByLabel('Search name, email or phone').fill(name);
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('1 matching')).toBeVisible();
  await page.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  // Attribution reads as labelled lines, not JSON.
  const attribution = page.getByRole('region', { name: 'Attribution' });
  await expect(attribution.getByText('Last visit: utm source')).toBeVisible();
  await expect(attribution.getByText('newsletter', { exact: true }).first()).toBeVisible();
  await page
    .getByRole('form', { name: 'Lead status' })
    .getByLabel('Status')
    .selectOption('contacted');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible();
  await expect(
    page.getByText(`Status changed from new to contacted by ${ADMIN.email}`),
  ).toBeVisible();

  await page.getByRole('link', { name: '← All leads' }).click();
  await filter.getByLabel('Search name, email or phone').fill(name);
  await filter.getByLabel('Status').selectOption('contacted');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('1 matching')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const bytes = fs.readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  // No value of this lead holds a comma: each line splits into its cells.
  const [header, row] = lines.map((line) => line.split(',')) as [string[], string[]];
  const cell = (column: string) => row[header.indexOf(column)];
  expect(cell('status')).toBe('contacted');
  expect(cell('Name')).toBe(name);
  expect(cell('Email')).toBe('lakshmi@example.in');
  expect(cell('utm_source')).toBe('newsletter');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
});
