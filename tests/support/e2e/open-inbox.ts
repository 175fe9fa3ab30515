import type { Page } from '@playwright/test';
import { E2E_ACCOUNTS } from '../e2e-servers.mjs';

/** Signs the suite's admin in on the console, as staff do, and opens the Leads inbox. */
export async function openInboxAsAdmin(page: Page) {
  await page.goto('/admin');
  const signIn = page.getByRole('form', { name: 'Staff sign-in' });
  await signIn.getByLabel('Email').fill(E2E_ACCOUNTS.admin.email);
  await signIn.getByLabel('Password').fill(E2E_ACCOUNTS.admin.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Leads', exact: true }).click();
}
