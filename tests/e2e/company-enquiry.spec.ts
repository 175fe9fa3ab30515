import type { Page } from '@playwright/test';
import { openInboxAsAdmin } from '../support/e2e/open-inbox';
import { expect, test } from './fixtures';

// The business track's Get Started opens the company enquiry (ADR 0022): a company's own form, whose
// first refusal is focused and in view, whose confirmation is focused and in view with a C- reference,
// and whose lead a counsellor finds in the inbox marked and filtered as a company's.

const SHOTS = '/work/shots/company';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function openFromHome(page: Page, home: string, trackName: RegExp) {
  await page.goto(home);
  await page.getByRole('link', { name: trackName }).click();
}

for (const width of [390, 1280]) {
  test(`at ${width} px the business track's Get Started opens the company form, which refuses, confirms and reaches the inbox`, async ({
    page,
    pageErrors,
  }) => {
    test.slow();
    // The console answers 401 before the sign-in.
    pageErrors.allow(/status of 401/);
    await page.setViewportSize({ width, height: 844 });
    await openFromHome(page, '/', /^Get Started with the business capability track$/);
    await expect(page).toHaveURL(/\/company-enquiry$/);
    const form = page.getByRole('form', { name: 'Company enquiry' });
    await expect(form.getByRole('textbox', { name: 'Company' })).toBeVisible();
    await expect(form.getByLabel('Track')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/form-${width}.png` });

    // Sent empty: the first field is refused, focused and in view; the group says why too.
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const name = form.getByRole('textbox', { name: 'Your name' });
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await expect(form).toContainText('Your name is required.');
    await expect(form).toContainText('Choose at least one subject.');
    await page.screenshot({ path: `${SHOTS}/error-${width}.png` });

    const company = `Gulf Facilities ${unique()}`;
    await name.fill('Fatima Al Suwaidi');
    await form.getByRole('textbox', { name: 'Company' }).fill(company);
    await form.getByRole('textbox', { name: 'Work email' }).fill('fatima@gulf.example');
    await form.getByRole('textbox', { name: 'Phone' }).fill('+971 4 555 0100');
    await form.getByLabel('How many people would you train?').selectOption('21-50');
    await form.getByLabel('Where would you train?').selectOption('At our premises');
    await form.getByLabel('Facilities Management').check();
    await form.getByLabel('Soft Skills').check();
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Supervisors first, then the shift leads.');
    await form.getByRole('button', { name: 'Send enquiry' }).click();

    const confirmation = form.getByTestId('form-confirmation');
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport();
    await expect(confirmation).toContainText('Your company enquiry has been sent successfully!');
    await expect(form.getByTestId('form-reference')).toHaveText(/^C-\d+$/);
    await page.screenshot({ path: `${SHOTS}/success-${width}.png` });

    // A counsellor signs in and finds it among the company enquiries.
    await openInboxAsAdmin(page);
    // On a phone the inbox's filters are folded behind one control.
    if (width === 390) await page.getByRole('button', { name: 'Filters (0)' }).click();
    await page.getByLabel('Form').selectOption('company');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/form=company/);
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('lead-company')).toHaveText(`Company${company}`);
    await expect(row).toContainText('Facilities Management; Soft Skills');
    await expect(row).toContainText('Company enquiry');
    await row.getByRole('link', { name: 'Fatima Al Suwaidi' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Company enquiry');
    await expect(page.getByText('21-50')).toBeVisible();
  });
}

test('in Arabic, the business track opens the company form in Arabic, refusing in Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFromHome(page, '/ar', /مسار تطوير قدرات الشركات/);
  await expect(page).toHaveURL(/\/ar\/company-enquiry$/);
  const form = page.getByRole('form', { name: 'استفسار شركة' });
  await form.getByRole('button', { name: 'أرسل الاستفسار' }).click();
  const name = form.getByRole('textbox', { name: 'اسمك' });
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(form).toContainText('اسمك مطلوب.');
  await page.screenshot({ path: `${SHOTS}/error-ar-390.png` });
  await expect(form.getByLabel('إدارة المرافق')).toBeAttached();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts itself to its page, which answers with the reference, or the refusals with the entries kept', async ({
    page,
    pageErrors,
  }) => {
    // The refusal is its page, answered 400.
    pageErrors.allow(/status of 400 .*\/company-enquiry/);
    await page.goto('/company-enquiry');
    const form = page.getByRole('form', { name: 'Company enquiry' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Omar');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    // A refusal of what was typed says so, in the words every form's refusal uses: nothing failed.
    await expect(page.getByTestId('form-error')).toHaveText(
      'Please check the highlighted fields and try again.',
    );
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Omar');
    await expect(form).toContainText('Company is required.');

    await form.getByRole('textbox', { name: 'Company' }).fill(`Omar Trading ${unique()}`);
    await form.getByRole('textbox', { name: 'Work email' }).fill('omar@trading.example');
    await form.getByRole('textbox', { name: 'Phone' }).fill('+971 50 111 2222');
    await form.getByLabel('How many people would you train?').selectOption('1-5');
    await form.getByLabel('Where would you train?').selectOption('Online');
    await form.getByLabel('Finance').check();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByTestId('form-success')).toHaveText(
      'Your company enquiry has been sent successfully!',
    );
    await expect(page.getByTestId('form-reference')).toHaveText(/^C-\d+$/);
  });

  test('in Arabic, a refusal of what was typed says so in Arabic', async ({ page, pageErrors }) => {
    pageErrors.allow(/status of 400 .*\/ar\/company-enquiry/);
    await page.goto('/ar/company-enquiry');
    const form = page.getByRole('form', { name: 'استفسار شركة' });
    await form.getByRole('textbox', { name: 'اسمك' }).fill('عمر');
    await form.getByRole('button', { name: 'أرسل الاستفسار' }).click();
    await expect(page.getByTestId('form-error')).toHaveText(
      'يُرجى مراجعة الحقول المشار إليها ثم المحاولة مرة أخرى.',
    );
    await expect(form.getByRole('textbox', { name: 'اسمك' })).toHaveValue('عمر');
  });
});
