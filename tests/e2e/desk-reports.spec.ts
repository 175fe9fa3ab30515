import { violations } from '../support/e2e/axe';
import { enquire } from '../support/e2e/enquire';
import { openInboxAsAdmin } from '../support/e2e/open-inbox';
import { expect, test } from './fixtures';

// A counsellor logs a call on a lead, merges the same person's other lead into it and takes it back
// out; then reads the dashboard's funnel for a chosen period.

for (const width of [1280, 390]) {
  test(`at ${width} px a counsellor logs a call, merges a duplicate and un-merges it, and reads the funnel`, async ({
    page,
    pageErrors,
  }) => {
    test.slow();
    pageErrors.allow(/status of 401/);
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${width}-${Date.now()}`;
    const name = `Farah ${stamp}`;
    const mobile = `97${String(Date.now() + width).slice(-8)}`;
    await enquire(page, { name, email: `farah.${stamp}@example.com`, phone: `+91 ${mobile}` });
    await enquire(page, { name, email: `Farah.${stamp}@Example.com`, phone: `0${mobile}` });

    await openInboxAsAdmin(page);
    const rows = page.getByRole('row').filter({ hasText: name });
    await expect(rows).toHaveCount(2);
    await rows.first().getByRole('link', { name }).click();

    // A call that went unanswered: in the history with its outcome, and the first response.
    const call = page.getByRole('form', { name: 'Log a call' });
    await call.getByLabel('Call outcome').selectOption({ label: 'No answer' });
    await call.getByRole('button', { name: 'Log call' }).click();
    await expect(call.getByRole('status')).toHaveText('Call logged.');
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'Call logged: No answer by e2e-admin@academy.example',
    );
    await expect(page.getByTestId('first-response')).toContainText('within working hours');

    // The older enquiry merged into this one: out of the inbox, its history shown here.
    const others = page.getByTestId('same-person');
    const otherLink = others.getByRole('link', { name: /Enquiry #\d+/ });
    const otherName = (await otherLink.textContent())!.trim();
    await others.getByRole('button', { name: /Merge into this lead/ }).click();
    const dialog = page.getByRole('dialog', { name: `Merge ${otherName} into this lead?` });
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    const merged = page.getByTestId('merged-leads');
    await expect(merged).toContainText(`Merged into this lead (1)`);
    await expect(merged.getByRole('link', { name: otherName })).toBeVisible();
    await expect(page.getByTestId('same-person')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      `Merged: ${otherName} into Enquiry #${page.url().split('/').pop()} by e2e-admin@academy.example (from ${otherName})`,
    );
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `.tmp/screens/lead-merged-${width}.png`, fullPage: true });

    const back = page.url();
    await page.getByRole('link', { name: '← All leads' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await page.goto(back);

    // Un-merged: both leads as they were.
    await page.getByRole('button', { name: `Un-merge ${otherName}` }).click();
    await expect(page.getByTestId('merged-leads')).toHaveCount(0);
    await expect(page.getByTestId('same-person')).toContainText('Their other leads (1)');
    await page.getByRole('link', { name: '← All leads' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(2);

    // The dashboard's funnel for the last 7 days, in the staff member's zone.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    const reports = page.getByTestId('reports');
    await expect(reports.getByRole('heading', { name: 'Admissions, last 30 days' })).toBeVisible();
    await reports.getByRole('link', { name: 'Last 7 days' }).click();
    await expect(reports.getByRole('heading', { name: 'Admissions, last 7 days' })).toBeVisible();
    await expect(page).toHaveURL(/days=7/);
    const all = reports.getByTestId('funnel-row').filter({ hasText: 'All sources' });
    await expect(all).toBeVisible();
    await expect(
      reports.getByRole('table', { name: 'Funnel by owner' }).getByTestId('funnel-row'),
    ).toContainText(['All owners']);
    await expect(reports.getByRole('table', { name: 'First response per owner' })).toBeVisible();
    await expect(reports).toContainText('India time');
    await expect(reports.getByTestId('median-response')).toContainText('Median');
    await expect(
      page.getByText(/Last 12 weeks \(weeks from Monday .*, India time\)/),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await reports.screenshot({ path: `.tmp/screens/funnel-${width}.png` });
    await page.screenshot({ path: `.tmp/screens/dashboard-${width}.png`, fullPage: true });
  });
}
