import type { Browser, Page } from '@playwright/test';
import { E2E_ACCOUNTS } from '../support/e2e-servers.mjs';
import { E2E_CONSOLE_URL } from '../../playwright.config';
import { expect, test } from './fixtures';
import { CONTENT_STAFF } from '../support/e2e/console-server';

// The console never loses or silently changes what staff wrote, on a laptop and on a phone: a post's
// tables survive an edit, consequential changes are asked in a dialog, and a second tab showing an
// older reading is refused and offered a reload.

const ADMIN = E2E_ACCOUNTS.admin;

async function signIn(page: Page, path: string, account = ADMIN, base = '') {
  await page.goto(`${base}${path}`);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await reloaded;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** An enquiry sent through the public form; its name, unique. */
async function sendEnquiry(browser: Browser, who: string): Promise<string> {
  const name = `${who} ${Date.now()}`;
  const visitor = await browser.newPage();
  await visitor.goto('/contacts');
  const contact = visitor.getByRole('form', { name: 'Contact enquiry' });
  await contact.getByLabel('Name').fill(name);
  await contact.getByLabel('Email').fill('asha@example.in');
  await contact.getByLabel('Course').selectOption('Professional Courses');
  await contact.getByLabel('Track').selectOption('Full Time');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByTestId('form-success')).toBeVisible();
  await visitor.close();
  return name;
}

/** A second tab of the same browser: the same session (no second sign-in), at the page's width. */
async function secondTab(browser: Browser, page: Page): Promise<Page> {
  const other = await browser.newContext({
    viewport: page.viewportSize(),
    storageState: await page.context().storageState(),
  });
  return other.newPage();
}

async function openLead(page: Page, name: string) {
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
}

for (const [label, viewport] of [
  ['laptop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a post with tables keeps them through an edit and a save', async ({
      page,
      pageErrors,
    }) => {
      test.slow();
      pageErrors.allow(/status of 401/);
      await signIn(page, '/admin/blogs/8', CONTENT_STAFF, E2E_CONSOLE_URL);
      const before = await page.request.get(`${E2E_CONSOLE_URL}/api/admin/blogs/8`);
      const stored = (await before.json()).blog as { content: string; title: string };
      const tables = stored.content.match(/<table>/g)?.length ?? 0;
      expect(tables).toBeGreaterThan(0);
      const body = page.getByRole('textbox', { name: 'Post body' });
      await expect(body.locator('table')).toHaveCount(tables);
      await body.locator('p').first().click();
      await page.keyboard.press('End');
      await page.keyboard.type(` Checked on a ${label}.`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved. The published post is updated.')).toBeVisible();
      const after = (
        (await (await page.request.get(`${E2E_CONSOLE_URL}/api/admin/blogs/8`)).json()) as {
          blog: { content: string };
        }
      ).blog.content;
      expect(after.match(/<table>/g)?.length).toBe(tables);
      expect(after.match(/<thead>/g)?.length).toBe(stored.content.match(/<thead>/g)?.length);
      expect(after.match(/<td>/g)?.length).toBe(stored.content.match(/<td>/g)?.length);
      expect(after).toContain(`Checked on a ${label}.`);
      // The public page shows the table as a table.
      await page.goto(`${E2E_CONSOLE_URL}/blogs/8`);
      await expect(page.locator('article table').first()).toBeVisible();
      // A table can be added from the toolbar, and its rows and columns changed.
      await page.goto(`${E2E_CONSOLE_URL}/admin/blogs/8`);
      await page.getByRole('textbox', { name: 'Post body' }).locator('p').last().click();
      await page.getByRole('button', { name: 'Table', exact: true }).click();
      await page.keyboard.type('Exam');
      await page.getByRole('button', { name: 'Add row' }).click();
      await expect(page.getByRole('textbox', { name: 'Post body' }).locator('table')).toHaveCount(
        tables + 1,
      );
      await page.screenshot({ path: test.info().outputPath(`editor-table-${label}.png`) });
      await page.getByRole('button', { name: 'Delete table' }).click();
      await expect(page.getByRole('textbox', { name: 'Post body' }).locator('table')).toHaveCount(
        tables,
      );
    });

    test("a post reloaded after another tab's save shows that save, and a save then keeps it", async ({
      page,
      browser,
      pageErrors,
    }) => {
      test.slow();
      pageErrors.allow(/status of 401|status of 409/);
      // Each width its own post: the two run side by side.
      const post = `${E2E_CONSOLE_URL}/admin/blogs/${label === 'laptop' ? 3 : 4}`;
      await signIn(page, post.replace(E2E_CONSOLE_URL, ''), CONTENT_STAFF, E2E_CONSOLE_URL);
      const tabB = await secondTab(browser, page);
      await tabB.goto(post);
      const type = async (tab: Page, words: string) => {
        // At the post's very start: a line's end moves with the width and the other tab's words.
        await tab.getByRole('textbox', { name: 'Post body' }).locator('p').first().click();
        await tab.keyboard.press('Control+Home');
        await tab.keyboard.type(words);
        await tab.getByRole('button', { name: 'Save', exact: true }).click();
      };
      const mine = `Edited in tab A on a ${label} ${Date.now()}. `;
      await type(page, mine);
      await expect(page.getByText('Saved. The published post is updated.')).toBeVisible();
      await type(tabB, 'Edited in tab B. ');
      await expect(
        tabB.getByRole('status').filter({ hasText: 'Someone else changed' }),
      ).toBeVisible();
      await tabB.getByRole('button', { name: 'Reload' }).click();
      await expect(tabB.getByRole('textbox', { name: 'Post body' })).toContainText(mine.trim());
      await expect(tabB.getByRole('textbox', { name: 'Post body' })).not.toContainText('tab B');
      await type(tabB, 'Then tab B. ');
      await expect(tabB.getByText('Saved. The published post is updated.')).toBeVisible();
      const stored = (await (await tabB.request.get(post.replace('/admin/', '/api/admin/'))).json())
        .blog.content as string;
      expect(stored).toContain(mine.trim());
      expect(stored).toContain('Then tab B.');
      await tabB.context().close();
    });

    test('a role change, disabling and erasure are asked first, naming what follows', async ({
      page,
      browser,
      pageErrors,
    }) => {
      test.slow();
      pageErrors.allow(/status of 401/);
      const name = await sendEnquiry(browser, `Asha Nair ${label}`);
      await signIn(page, '/admin/accounts');
      const who = `Counsellor ${label} ${Date.now()}`;
      const form = page.getByRole('form', { name: 'New account' });
      await form.getByLabel('Name').fill(who);
      await form.getByLabel('Email').fill(`c-${Date.now()}-${label}@academy.example`);
      await form.getByLabel('Password').fill('a long counsellor password');
      await form.getByRole('button', { name: 'Make account' }).click();
      const role = page.getByLabel(`Role of ${who}`, { exact: true });
      await expect(role).toBeVisible();
      // A keystroke in the menu saves nothing.
      await role.focus();
      await page.keyboard.press('ArrowUp');
      await expect(role).toHaveValue('admin');
      await expect(page.getByText(`${who} is now admin.`)).toHaveCount(0);
      await page.getByRole('button', { name: `Change the role of ${who}` }).click();
      const ask = page.getByRole('dialog', { name: `Make ${who} an admin?` });
      await expect(ask).toContainText('will be able to add accounts');
      await expect(ask.getByRole('button', { name: 'Keep as it is' })).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`confirm-role-${label}.png`) });
      await page.keyboard.press('Escape');
      await expect(ask).toBeHidden();
      await expect(role).toHaveValue('staff');
      // The button that opened the dialog is disabled again: the menu takes focus back.
      await expect(role).toBeFocused();
      await page.getByRole('button', { name: `Disable ${who}` }).click();
      const disable = page.getByRole('dialog', { name: `Disable ${who}?` });
      await expect(disable).toContainText('cannot sign in until an admin enables');
      await disable.getByRole('button', { name: 'Disable account' }).click();
      await expect(page.getByText(`${who} is disabled.`)).toBeVisible();

      await openLead(page, name);
      await page.getByRole('button', { name: 'Erase personal data…' }).click();
      const erase = page.getByRole('dialog', { name: `Erase the personal data of ${name}?` });
      await expect(erase).toContainText('cannot be restored');
      await page.screenshot({ path: test.info().outputPath(`confirm-erase-${label}.png`) });
      await erase.getByRole('button', { name: 'Keep as it is' }).click();
      await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`lead-page-${label}.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Erase personal data…' }).click();
      await erase.getByRole('button', { name: 'Erase for good' }).click();
      await expect(page.getByRole('heading', { name: /^\(erased\)/ })).toBeVisible();
      // The button that opened the dialog went with the data: focus is on what the erasure came to.
      await expect
        .poll(() =>
          page.evaluate(() =>
            document.activeElement === document.body
              ? 'the body'
              : document.activeElement?.outerHTML,
          ),
        )
        .toMatch(/^<div tabindex="-1".*Personal data erased\./);
    });

    test('cancelling a batch asks, saying how many leads named it', async ({
      page,
      pageErrors,
    }) => {
      test.slow();
      pageErrors.allow(/status of 401/);
      await signIn(page, '/admin/batches', CONTENT_STAFF, E2E_CONSOLE_URL);
      // Staff do not delete batches: that is an admin's.
      await expect(page.getByRole('button', { name: /^Delete…/ })).toHaveCount(0);
      await page
        .getByRole('button', { name: /^Cancel…/ })
        .first()
        .click();
      const ask = page.getByRole('dialog', { name: /^Cancel the batch / });
      await expect(ask).toContainText(/named this batch|No lead named this batch/);
      await page.screenshot({ path: test.info().outputPath(`confirm-batch-${label}.png`) });
      await ask.getByRole('button', { name: 'Keep as it is' }).click();
      await expect(ask).toBeHidden();
    });

    test('a session that ends mid-note is signed in again on the page, and the note is kept', async ({
      page,
      browser,
      pageErrors,
    }) => {
      test.slow();
      pageErrors.allow(/status of 401/);
      const name = await sendEnquiry(browser, `Session ended ${label}`);
      await signIn(page, '/admin/leads');
      await openLead(page, name);
      const note = page.getByRole('textbox', { name: 'Note', exact: true });
      await note.fill('She asked for the fees in writing.');
      // The session ends (timed out, or ended by an admin) while the note is being written.
      await page.context().clearCookies();
      await page.getByRole('button', { name: 'Add note' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Your session has ended' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Sign in again' }).click();
      const dialog = page.getByRole('dialog', { name: 'Staff sign-in' });
      await dialog.getByLabel('Email').fill(ADMIN.email);
      await dialog.getByLabel('Password').fill(ADMIN.password);
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('status').filter({
          hasText: 'Signed in again. What you wrote is still here: make your change again.',
        }),
      ).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Signed in again.' })).toBeFocused();
      await expect(note).toHaveValue('She asked for the fees in writing.');
      await page.getByRole('button', { name: 'Add note' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
      await expect(page.getByText('She asked for the fees in writing.')).toBeVisible();
    });

    test('a second tab showing an older reading is refused and offered a reload', async ({
      page,
      browser,
      pageErrors,
    }) => {
      test.slow();
      pageErrors.allow(/status of 401|status of 409/);
      const name = await sendEnquiry(browser, `Stale tab ${label}`);
      await signIn(page, '/admin/leads');
      const tabB = await secondTab(browser, page);
      await openLead(page, name);
      await openLead(tabB, name);

      await page
        .getByRole('form', { name: 'Lead status' })
        .getByLabel('Status')
        .selectOption('contacted');
      await page.getByRole('button', { name: 'Save status' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible();
      await page
        .getByRole('textbox', { name: 'Note', exact: true })
        .fill('Called her; she wants the weekend batch.');
      await page.getByRole('button', { name: 'Add note' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();

      await tabB
        .getByRole('form', { name: 'Lead status' })
        .getByLabel('Status')
        .selectOption('closed');
      await tabB.getByRole('button', { name: 'Save status' }).click();
      await expect(
        tabB.getByRole('status').filter({
          hasText:
            'Someone else changed this lead after you opened it. Reload it to see their change, then make yours again.',
        }),
      ).toBeVisible();
      await tabB.screenshot({ path: test.info().outputPath(`stale-tab-${label}.png`) });
      await tabB.getByRole('button', { name: 'Reload' }).click();
      await expect(tabB.getByText('Called her; she wants the weekend batch.')).toBeVisible();
      await expect(
        tabB.getByRole('status').filter({ hasText: 'Reloaded: this is the lead as it is now.' }),
      ).toBeFocused();
      await expect(
        tabB.getByRole('form', { name: 'Lead status' }).getByLabel('Status'),
      ).toHaveValue('contacted');
      await tabB.context().close();
    });
  });
}
