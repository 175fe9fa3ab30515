import type { Page } from '@playwright/test';
import { E2E_ACCOUNTS } from '../support/e2e-servers.mjs';
import { expect, test } from './fixtures';

// Made by tests/support/e2e-server.mjs with `npm run admin:create` before the server starts.
const ADMIN = E2E_ACCOUNTS.admin;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  // Signing in reloads the page: the dashboard is the console's landing page.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test('a visitor who opens a page and leaves it sends its vitals, which the dashboard shows', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.slow();
  pageErrors.allow(/status of 401/);
  const visitor = await browser.newPage();
  const reporter = visitor.waitForResponse((response) =>
    /\/vitals-reporter[.-][\w-]+\.js$/.test(response.url()),
  );
  await visitor.goto('/our-infrastructure');
  await reporter;
  // An input ends LCP; leaving the page (pagehide) sends the beacon. Playwright does not see a
  // beacon sent while a page unloads, so the test looks for the stored figures on the dashboard.
  await visitor.getByRole('heading', { level: 1 }).click();
  await visitor.goto('/about');
  await visitor.close();

  await signIn(page, ADMIN.email, ADMIN.password);
  // The beacon is stored as the server gets to it: look again until it is there.
  await expect(async () => {
    await page.reload();
    const lcp = page.getByRole('region', { name: /LCP/ });
    await lcp.getByText('Show the numbers').click();
    await expect(lcp.getByRole('cell', { name: '/our-infrastructure', exact: true })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
});

test('an admin sees the dashboard charts, makes a staff account, and that account may not open Accounts', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.slow();
  pageErrors.allow(/status of 40[13]/);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page, ADMIN.email, ADMIN.password);
  for (const title of ['Leads per week', 'Leads by course option', 'Leads by source']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  // recharts drew the weekly chart: an SVG with twelve ticks on its week axis.
  const weeks = page.getByRole('region', { name: 'Leads per week' });
  await expect(weeks.locator('svg.recharts-surface').first()).toBeVisible();
  await weeks.getByText('Show the numbers').click();
  await expect(weeks.getByRole('table').getByRole('row')).toHaveCount(13);

  const email = `nadia.${Date.now()}@academy.example`;
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Accounts' })
    .click();
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'New account' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Name').fill('Nadia Rahman');
  await form.getByLabel('Role').selectOption('staff');
  await form.getByLabel('Initial password').fill('nadia long password');
  await form.getByRole('button', { name: 'Make account' }).click();
  await expect(form.getByRole('status')).toHaveText(`Account made for ${email}.`);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible();
  expect(violations).toEqual([]);

  const staff = await browser.newPage();
  await signIn(staff, email, 'nadia long password');
  await expect(
    staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Accounts' }),
  ).toHaveCount(0);
  const refused = await staff.goto('/admin/accounts');
  expect(refused?.status()).toBe(403);
  await expect(staff.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await staff.close();
});

test('the leads inbox fits a 390 px phone without sideways scrolling', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/status of 401/);
  // A lead with a long address and course list, so the inbox has a full row to lay out.
  const visitor = await page.context().newPage();
  await visitor.goto('/contacts?utm_source=a-rather-long-campaign-source-name');
  const contact = visitor.getByRole('form', { name: 'Contact enquiry' });
  await contact.getByLabel('Name').fill('Sreelakshmi Venkataraman Pillai');
  await contact
    .getByLabel('Email')
    .fill('sreelakshmi.venkataraman.pillai@a-long-domain-name.example.in');
  await contact.getByLabel('Course').selectOption('Core Facilities Management Courses');
  await contact.getByLabel('Track').selectOption('Full Time');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByTestId('form-success')).toBeVisible();
  await visitor.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Sreelakshmi Venkataraman Pillai' }).first(),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // Nor does the table scroll inside a box of its own: each lead fits the screen as a card.
  const table = await page.getByRole('table', { name: 'Leads' }).boundingBox();
  expect(table!.x + table!.width).toBeLessThanOrEqual(390);
  // Still a table to assistive technology, with its column names.
  await expect(
    page.getByRole('table', { name: 'Leads' }).getByRole('columnheader', { name: 'Received' }),
  ).toHaveCount(1);
});
