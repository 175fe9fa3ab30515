import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedLead } from '../support/e2e/stored-lead';

// The forms on the Arabic pages: every word Arabic, the server's refusals too (the island asks for
// the page's language), the answer in view and focused, the lead filed as Arabic; and a form posted
// without scripts to its /ar page answered in Arabic.

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const REFUSED = 'يُرجى مراجعة الحقول المشار إليها ثم المحاولة مرة أخرى.';
const BAD_EMAIL = 'أدخل عنوانًا صحيحًا في حقل «البريد الإلكتروني».';
/** Screenshots the lead looks at (named in the report), beside the test's own output. */
const SHOTS = process.env.AR_FORMS_SHOTS;

const field = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

async function expectTaken(target: Locator) {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
}

async function shoot(page: Page, name: string) {
  const path = SHOTS ? `${SHOTS}/${name}.png` : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
}

for (const width of [390, 1280]) {
  test.describe(`the Arabic forms at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an enquiry on /ar/contacts: refused by the server in Arabic at its field, then sent and confirmed in Arabic', async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allow(/status of 400/);
      const name = `Fatima Al Zaabi ${unique()}`;
      await page.goto('/ar/contacts');
      const form = page.getByRole('form', { name: 'استفسار' });
      await field(form, 'الاسم').fill(name);
      // An address the browser lets through and the server's schema refuses.
      await field(form, 'البريد الإلكتروني').fill('fatima@example');
      const course = form.getByRole('combobox', { name: 'الدورة' });
      await expect(course.locator('option[value="Quality & Prpcess Management"]')).toHaveText(
        'إدارة الجودة والعمليات',
      );
      await course.selectOption('Quality & Prpcess Management');
      await form.getByRole('combobox', { name: 'نمط الدراسة' }).selectOption('Full Time');
      await form.getByRole('button', { name: 'أرسل الرسالة' }).click();

      const email = field(form, 'البريد الإلكتروني');
      await expect(email).toHaveAccessibleDescription(BAD_EMAIL);
      await expectTaken(email);
      await expect(form.getByTestId('form-error')).toHaveText(REFUSED);

      await email.fill('fatima@example.com');
      await form.getByRole('button', { name: 'أرسل الرسالة' }).click();
      await expect(form.getByTestId('form-success')).toHaveText('تم إرسال رسالتك بنجاح!');
      await expectTaken(form.getByTestId('form-confirmation'));
      await expect(form.getByTestId('form-confirmation')).toContainText('رقمك المرجعي:');
      const mail = await storedLead(name);
      expect(mail).toContain('Course: Quality & Prpcess Management');
      expect(mail).toContain('Language: Arabic');
    });

    test('a registration on /ar/register: the browser’s check and the server’s refusal in Arabic, then confirmed in Arabic', async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allow(/status of 400/);
      const first = `Rashid${unique()}`;
      await page.goto('/ar/register');
      const form = page.getByRole('form', { name: 'التسجيل' });
      await field(form, 'الاسم الأول').fill(first);
      await field(form, 'اسم العائلة').fill('Al Mansoori');
      await field(form, 'البريد الإلكتروني').fill('rashid@example');
      await form.getByLabel('مدير مرافق معتمد (CFM)').check();
      await form.getByRole('button', { name: 'أرسل طلب التسجيل' }).click();

      // The mobile, required, is the browser's own refusal, in the page's words, and first.
      const mobile = field(form, 'الهاتف المتحرك');
      await expect(mobile).toHaveAccessibleDescription('حقل «الهاتف المتحرك» مطلوب.');
      await expectTaken(mobile);
      await mobile.fill('+971 50 000 0000');
      await form.getByRole('button', { name: 'أرسل طلب التسجيل' }).click();

      const email = field(form, 'البريد الإلكتروني');
      await expect(email).toHaveAccessibleDescription(BAD_EMAIL);
      await expectTaken(email);
      await shoot(page, `ar-register-error-${width}`);

      await email.fill('rashid@example.com');
      await form.getByRole('button', { name: 'أرسل طلب التسجيل' }).click();
      await expect(form.getByTestId('form-success')).toHaveText('تم إرسال طلب التسجيل بنجاح!');
      await expectTaken(form.getByTestId('form-confirmation'));
      await shoot(page, `ar-register-sent-${width}`);
      const mail = await storedLead(first);
      expect(mail).toContain('Courses: Certified Facility Manager (CFM)');
      expect(mail).toContain('Language: Arabic');
    });
  });
}

test.describe('an Arabic form without scripts', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });

  test('posted to /ar/contacts is answered in Arabic: the refusal at its field, then the success', async ({
    page,
    pageErrors,
  }) => {
    // The refusal is the page itself, answered 400.
    pageErrors.allow(/status of 400/);
    const name = `Mariam ${unique()}`;
    await page.goto('/ar/contacts');
    const form = page.getByRole('form', { name: 'استفسار' });
    await field(form, 'الاسم').fill(name);
    await field(form, 'البريد الإلكتروني').fill('mariam');
    await form.getByRole('combobox', { name: 'الدورة' }).selectOption('Professional Courses');
    await form.getByRole('combobox', { name: 'نمط الدراسة' }).selectOption('Crash Course');
    await form.getByRole('button', { name: 'أرسل الرسالة' }).click();

    await expect(page).toHaveURL(/\/ar\/contacts#enquiry$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const answered = page.getByRole('form', { name: 'استفسار' });
    await expect(answered.getByTestId('form-error')).toHaveText(REFUSED);
    await expect(field(answered, 'البريد الإلكتروني')).toHaveAccessibleDescription(BAD_EMAIL);
    await expect(field(answered, 'الاسم')).toHaveValue(name);

    await field(answered, 'البريد الإلكتروني').fill('mariam@example.com');
    await answered.getByRole('button', { name: 'أرسل الرسالة' }).click();
    await expect(page.getByTestId('form-success')).toHaveText('تم إرسال رسالتك بنجاح!');
    await expect(page.getByTestId('form-confirmation')).toContainText('رقمك المرجعي:');
    expect(await storedLead(name)).toContain('Language: Arabic');
  });
});
