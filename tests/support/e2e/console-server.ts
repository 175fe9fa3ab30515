import { test, type Page } from '@playwright/test';
import { E2E_ACCOUNTS } from '../e2e-servers.mjs';
import { E2E_CONSOLE_URL } from '../../../playwright.config';

// The console server's staff account (tests/support/e2e-server.mjs `console` makes it).
export const CONTENT_STAFF = E2E_ACCOUNTS.writer;

/**
 * The server for the specs that publish posts, change accreditations and schedule batches through the console:
 * the whole built product (site, API, uploads) on a fresh database of its own with a `staff` account, started once
 * for the run beside the main e2e server (playwright.config.ts), so the other specs' counts and orders (blog list,
 * lightbox, course pages) stay what they expect. The specs that use it change different content; each runs its
 * own tests one after another (they change content in order).
 */
export function consoleServerForSpec() {
  test.describe.configure({ mode: 'serial' });
  return { url: E2E_CONSOLE_URL };
}

/** Signs the content staff account in on `url` + `path`, and waits for the reloaded page to hydrate. */
export async function signInToConsole(page: Page, url: string, path: string) {
  await page.goto(`${url}${path}`);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(CONTENT_STAFF.email);
  await form.getByLabel('Password').fill(CONTENT_STAFF.password);
  // Signing in reloads the page: wait for the new page to hydrate, as the fixture's goto does, or a
  // field typed into its server HTML is taken over by React's empty state (a CI run lost a title).
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await reloaded;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
