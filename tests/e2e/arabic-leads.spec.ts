import type { Locator, Page } from '@playwright/test';
import { BATCH_LEAD_MESSAGES_AR } from '../../shared/lead-texts.ar';
import { openInboxAsAdmin } from '../support/e2e/open-inbox';
import { expect, test } from './fixtures';
import { acknowledgementEmails } from './server-files';

// An Arabic visitor's batch and lead, end to end: the batch a form carries is in Arabic (its course,
// dates in ar-AE with Western digits, centre and mode; the course's code in <bdi>), the visitor's
// acknowledgement names it in the same words, and staff find the lead in the console with its
// language shown. The course: PMP, which the first timetable schedules (server/seed/batches.ts).

const COURSE = '/ar/pmp-certification';
const ARABIC_TITLE = 'التدريب على شهادة PMP';
/** Screenshots the lead looks at (named in the report), beside the test's own output. */
const SHOTS = process.env.AR_LEADS_SHOTS;
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function shoot(page: Page, name: string) {
  const path = SHOTS ? `${SHOTS}/${name}.png` : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
}

/** The chosen batch's words: Arabic, dated with Western digits, every Latin letter inside a <bdi>. */
async function expectArabicBatch(words: Locator, withCourse: boolean) {
  const text = (await words.textContent()) ?? '';
  expect(text).toMatch(/من \p{Script=Arabic}+، \d{1,2} \p{Script=Arabic}+ \d{4} إلى /u);
  expect(text).toMatch(/\((دبي|الشارقة|أبوظبي|كوتشي|عبر الإنترنت)، /);
  expect(text).not.toMatch(/[٠-٩]/);
  const outsideCodes = await words.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('bdi').forEach((bdi) => bdi.remove());
    return copy.textContent ?? '';
  });
  expect(outsideCodes).not.toMatch(/[A-Za-z]/);
  if (withCourse) {
    expect(text.startsWith(`${ARABIC_TITLE}، من `)).toBe(true);
    await expect(words.locator('bdi')).toHaveText(['PMP']);
  }
}

/** The visitor's acknowledgement sent to `address`: its HTML part, decoded. */
function acknowledgementTo(address: string): string | undefined {
  const mail = acknowledgementEmails().find((eml) => eml.includes(`To: ${address}`));
  if (!mail) return undefined;
  const part = mail.split(/\r?\n--/).find((p) => /Content-Type: text\/html/i.test(p))!;
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  return /Content-Transfer-Encoding: base64/i.test(head!)
    ? Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8')
    : Buffer.from(
        content
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
}

for (const width of [390, 1280]) {
  test.describe(`an Arabic visitor's batch at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/ar/register opened for a batch names it and its course in Arabic, and the acknowledgement names it in the same words', async ({
      page,
    }) => {
      await page.goto(COURSE);
      await page
        .getByTestId('batch')
        .first()
        .getByRole('link', { name: /^سجّل في هذه الدفعة/ })
        .click();
      await expect(page).toHaveURL(/\/ar\/register\?batch=\d+$/);
      const form = page.getByRole('form', { name: 'التسجيل' });
      const chosen = form.getByTestId('chosen-batch');
      await expect(chosen.locator('legend')).toHaveText('الدفعة');
      const words = chosen.locator('p').first();
      await expectArabicBatch(words, true);
      const shown = (await words.textContent())!;
      await expect(chosen.getByRole('button', { name: 'إزالة الدفعة المختارة' })).toBeVisible();
      const registering = form.getByTestId('registering-for');
      await expect(registering).toHaveText(`التسجيل في: ${ARABIC_TITLE}`);
      await expect(registering.locator('bdi')).toHaveText(['PMP']);
      await chosen.scrollIntoViewIfNeeded();
      await shoot(page, `ar-register-batch-${width}`);

      const address = `rashid.${unique()}@example.com`;
      const field = (name: string) => form.getByRole('textbox', { name, exact: true });
      await field('الاسم الأول').fill('Rashid');
      await field('اسم العائلة').fill('Al Mansoori');
      await field('الهاتف المتحرك').fill('+971 50 123 4567');
      await field('البريد الإلكتروني').fill(address);
      await form.getByRole('button', { name: 'أرسل طلب التسجيل' }).click();
      await expect(form.getByTestId('form-success')).toHaveText('تم إرسال طلب التسجيل بنجاح!');

      let html: string | undefined;
      await expect
        .poll(() => (html = acknowledgementTo(address)), { timeout: 15_000 })
        .toBeTruthy();
      // The same words as the form showed, its code isolated for a right-to-left line.
      expect(html).toContain(`الدفعة التي اخترتها: ${shown.replace('PMP', '\u2068PMP\u2069')}.`);
      expect(html).toContain('<div lang="ar" dir="rtl"');
      // The email as a mail program shows it, for the lead to look at.
      await page.setContent(`<!doctype html><meta charset="utf-8"><body>${html}</body>`);
      await shoot(page, `ar-acknowledgement-batch-${width}`);
    });

    test("a course page's Arabic enquiry about a batch names it in Arabic", async ({ page }) => {
      await page.goto(COURSE);
      await page
        .getByTestId('batch')
        .first()
        .getByRole('link', { name: /^استفسر عن هذه الدفعة/ })
        .click();
      await expect(page).toHaveURL(/\?batch=\d+#enquiry$/);
      const chosen = page.getByTestId('chosen-batch');
      await expect(chosen.locator('legend')).toHaveText('الدفعة');
      // On its own course's page the batch is its dates, centre and mode.
      await expectArabicBatch(chosen.locator('p').first(), false);
    });

    test('/ar/register opened for a batch not on the timetable names it by its number and says why, in Arabic', async ({
      page,
    }) => {
      await page.goto('/ar/register?batch=999999');
      const chosen = page.getByTestId('chosen-batch');
      await expect(chosen.locator('p').first()).toHaveText('الدفعة رقم 999999');
      await expect(chosen.locator('#chosen-batch-error')).toHaveText(
        BATCH_LEAD_MESSAGES_AR.unknown,
      );
    });

    test("an Arabic enquiry from /ar/contacts is in the console's inbox and on its page, its language named", async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allow(/status of 401/);
      const name = `Fatima Al Zaabi ${unique()}`;
      await page.goto('/ar/contacts');
      const form = page.getByRole('form', { name: 'استفسار' });
      await form.getByRole('textbox', { name: 'الاسم', exact: true }).fill(name);
      await form
        .getByRole('textbox', { name: 'البريد الإلكتروني', exact: true })
        .fill(`fatima.${unique()}@example.com`);
      await form.getByRole('combobox', { name: 'الدورة' }).selectOption('Professional Courses');
      await form.getByRole('combobox', { name: 'نمط الدراسة' }).selectOption('Full Time');
      await form.getByRole('button', { name: 'أرسل الرسالة' }).click();
      await expect(form.getByTestId('form-success')).toHaveText('تم إرسال رسالتك بنجاح!');

      await openInboxAsAdmin(page);
      const table = page.getByRole('table', { name: 'Leads' });
      const row = table.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      const headers = await table.getByRole('columnheader').allTextContents();
      const column = headers.findIndex((header) => header.trim() === 'Language');
      expect(column).toBeGreaterThanOrEqual(0);
      // On a phone each cell carries its column's name before its value, for the eye.
      await expect(row.getByRole('cell').nth(column)).toHaveText(/^(Language)?Arabic$/);

      await row.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByTestId('lead-language')).toHaveText('Arabic');
    });
  });
}
