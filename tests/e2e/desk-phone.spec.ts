import { enquire } from '../support/e2e/enquire';
import { openInboxAsAdmin } from '../support/e2e/open-inbox';
import { expect, test } from './fixtures';

// A counsellor between calls opens the inbox on a phone: the first lead is on the first screen,
// the filters behind one button; and a merge of one person's two leads keeps the follow-up planned
// on the one merged away.

test('at 390 px the inbox shows its first lead on the first screen, the filters folded behind "Filters (n)"', async ({
  page,
  pageErrors,
}) => {
  test.slow();
  pageErrors.allow(/status of 401/);
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `Phone Lead ${Date.now()}`;
  await enquire(page, { name, email: `phone.${Date.now()}@example.com`, phone: '+91 98470 44444' });
  await openInboxAsAdmin(page);

  for (const view of ['Leads', 'Unassigned']) {
    await page
      .getByRole('navigation', { name: 'Inbox views' })
      .getByRole('link', { name: view, exact: true })
      .click();
    const filters = page.getByRole('search', { name: 'Filter leads' });
    await expect(filters).toBeHidden();
    const first = page.locator('[data-lead-link]').first();
    await expect(first).toBeVisible();
    // Read until the view has settled: the click's navigation may still be drawing the page.
    await expect
      .poll(async () => {
        const box = await first.boundingBox();
        return box ? box.y + box.height : Infinity;
      })
      .toBeLessThanOrEqual(844);
    await expect(page.getByRole('link', { name: 'Skip to the first lead' })).toBeVisible();
  }
  await page.screenshot({ path: '.tmp/screens/inbox-phone-390.png' });

  // Unassigned is a filter on the owner; the plain inbox has none.
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Inbox views' })
    .getByRole('link', { name: 'Leads', exact: true })
    .click();
  const toggle = page.getByRole('button', { name: 'Filters (0)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const filters = page.getByRole('search', { name: 'Filter leads' });
  await expect(filters).toBeVisible();
  await filters.getByLabel('Status').selectOption('new');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/inbox-phone-390-filtered.png', fullPage: true });

  // From 640 px on, the filters are shown as before, with no button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('search', { name: 'Filter leads' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters \(/ })).toBeHidden();
  await page.screenshot({ path: '.tmp/screens/inbox-1280.png' });
});

for (const width of [1280, 390])
  test(`at ${width} px merging a lead warns that its follow-up moves, and the lead that stays shows it in its history`, async ({
    page,
    pageErrors,
  }) => {
    test.slow();
    pageErrors.allow(/status of 401/);
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${width}-${Date.now()}`;
    const name = `Merged ${stamp}`;
    const mobile = `98${String(Date.now() + width).slice(-8)}`;
    for (const email of [`m.${stamp}@example.com`, `M.${stamp}@Example.com`])
      await enquire(page, { name, email, phone: `+91 ${mobile}` });
    await openInboxAsAdmin(page);
    const rows = page.getByRole('row').filter({ hasText: name });
    await expect(rows).toHaveCount(2);
    // The newer (listed first) gets a follow-up, then is merged into the older.
    await rows.first().getByRole('link', { name }).click();
    const typed = page.getByRole('form', { name: 'Follow-up on a date' });
    const year = new Date().getUTCFullYear() + 1;
    await typed.getByLabel('On (its centre’s time)').fill(`${year}-01-05T11:00`);
    await typed.getByRole('button', { name: 'Set' }).click();
    await expect(page.getByText('Follow-up saved.')).toBeVisible();
    await page.goBack();
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .last()
      .getByRole('link', { name })
      .click();
    await page.getByRole('button', { name: /^Merge into this lead/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('merge-follow-up')).toContainText(
      `Its follow-up, ${year}-01-05 11:00 India time, becomes this lead’s.`,
    );
    await page.screenshot({ path: `.tmp/screens/merge-ask-${width}.png` });
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await expect(page.getByTestId('follow-up')).toContainText(`${year}-01-05 11:00`);
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'carried over from the lead merged into this one',
    );
    await page.screenshot({ path: `.tmp/screens/merged-${width}.png`, fullPage: true });
  });
