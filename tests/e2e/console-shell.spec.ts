import type { APIRequestContext } from '@playwright/test';
import { E2E_ACCOUNTS } from '../support/e2e-servers.mjs';
import { expect, test } from './fixtures';

// The console is one prerendered shell, which the server answers for every /admin path; the
// console's client router draws the page, and its links are client navigations.

const ADMIN = E2E_ACCOUNTS.admin;

/** The Cookie header of a signed-in admin session (through the API, as the sign-in form signs in). */
async function session(request: APIRequestContext): Promise<string> {
  const xsrf = 'e2e-console-shell';
  const response = await request.post('/api/admin/sign-in', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
  });
  expect(response.status()).toBe(200);
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .join('; ');
}

test('every console path gets the shell, private, under a hash policy, its status saying what the page shows', async ({
  playwright,
}) => {
  // A request context of its own, which keeps no cookies from one answer to the next.
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const answer = async (path: string, cookie = '') => {
    const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
    const html = await response.text();
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    expect(response.headers()['etag'], path).toBeUndefined();
    // Astro's island scripts by hash: no nonce, no inline script allowed beyond them.
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    return { status: response.status(), html };
  };

  for (const path of ['/admin', '/admin/leads?status=new', '/admin/nowhere']) {
    const { status, html } = await answer(path);
    expect([path, status]).toEqual([path, 401]);
    expect(html).toContain('aria-label="Staff sign-in"');
  }

  const cookie = await session(request);
  const shell = await answer('/admin', cookie);
  expect(shell.status).toBe(200);
  expect(shell.html).not.toContain('Staff sign-in');
  expect(shell.html).toMatch(/<astro-island\b[^>]*component-export="Console"[^>]*\bclient="only"/);
  for (const [path, status] of [
    ['/admin/leads/contact/1', 200],
    ['/admin/accounts', 200],
    ['/admin/blogs/', 200],
    ['/admin/nowhere', 404],
    ['/admin/leads/contact', 404],
  ] as const) {
    const page = await answer(path, cookie);
    expect([path, page.status]).toEqual([path, status]);
    expect(page.html).toBe(shell.html);
  }

  // The console has no form posts of its own: its changes go to the API.
  const posted = await request.post('/admin', { headers: { cookie } });
  expect(posted.status()).toBe(405);
  await request.dispose();
});

test("the console's links are client navigations, and each page's code comes when it is first visited", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/status of 401/);
  const documents: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | Staff console');
  const loaded = documents.length;
  const nav = page.getByRole('navigation', { name: 'Console' });

  await nav.getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page).toHaveTitle('Leads | Staff console');
  await nav.getByRole('link', { name: 'Blog posts' }).click();
  await expect(page.getByRole('heading', { name: 'Blog posts', level: 1 })).toBeVisible();
  // No page was loaded whole: the router drew each one in the same document.
  expect(documents).toHaveLength(loaded);
  // The editor (tiptap), the console's largest code, is fetched only by the page that edits a post.
  expect(scripts.filter((script) => /tiptap/.test(script))).toEqual([]);
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('textbox', { name: 'Post body' })).toBeVisible();
  expect(scripts.filter((script) => /tiptap/.test(script)).length).toBeGreaterThan(0);
  expect(documents).toHaveLength(loaded);

  // Back and forward move between the pages the router drew.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Blog posts', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  expect(documents).toHaveLength(loaded);
});
