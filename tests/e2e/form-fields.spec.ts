import { CONTACT_LIMITS } from '../../shared/lead-limits';
import { REGISTRATION_LIMITS } from '../../shared/registration-limits';
import { FIELD_MESSAGES } from '../../shared/lead-texts';
import { expect, test } from './fixtures';

// What the public forms' fields say to the browser: type in any script (dir="auto"), no more than
// the server keeps (maxlength, the schemas' own limits), and a phone with digits in it.

const FORMS = [
  { path: '/contacts', form: 'Contact enquiry', limits: CONTACT_LIMITS },
  { path: '/diploma-mastery-fm', form: 'Contact enquiry', limits: CONTACT_LIMITS },
  { path: '/register', form: 'Registration', limits: REGISTRATION_LIMITS },
] as const;

for (const { path, form: name, limits } of FORMS) {
  test(`${path}: every text field takes its direction from what is typed and holds what the server keeps`, async ({
    page,
  }) => {
    await page.goto(path);
    const form = page.getByRole('form', { name });
    const fields = form.locator(
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([name=fax]), textarea',
    );
    const seen = await fields.evaluateAll((els) =>
      els.map((el) => ({
        name: el.getAttribute('name')!,
        dir: el.getAttribute('dir'),
        maxLength: (el as HTMLInputElement).maxLength,
        type: el.getAttribute('type'),
      })),
    );
    expect(seen.length).toBeGreaterThan(3);
    for (const field of seen) {
      expect(field.dir, field.name).toBe('auto');
      // A date field has no length to bound: the browser's picker writes it.
      if (field.type !== 'date')
        expect(field.maxLength, field.name).toBe(limits[field.name as keyof typeof limits]);
    }
    // Arabic typed in reads right to left.
    const first = fields.first();
    await first.fill('مرحبا بكم');
    await expect(first).toHaveCSS('direction', 'rtl');
    await first.fill('Priya');
    await expect(first).toHaveCSS('direction', 'ltr');
    // No more than the limit can be typed.
    const textarea = form.locator('textarea').first();
    const max = await textarea.evaluate((el: HTMLTextAreaElement) => el.maxLength);
    await textarea.fill('x'.repeat(max + 50));
    expect((await textarea.inputValue()).length).toBe(max);
  });
}

test('a phone of "abc" is refused in the browser and by the server, in the same words', async ({
  page,
  request,
  pageErrors,
}) => {
  pageErrors.allow(/status of 400/);
  await page.goto('/contacts');
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await form.getByLabel('Name').fill('Priya Nair');
  const phone = form.getByLabel('Phone');
  await phone.fill('abc');
  await form.getByLabel('Email').fill('priya@example.com');
  await form.getByLabel('Course').selectOption('Professional Courses');
  await form.getByLabel('Track').selectOption('Full Time');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(FIELD_MESSAGES.phone('Phone'));

  const answer = await request.post('/api/contact', {
    data: {
      name: 'Priya Nair',
      phone: 'abc',
      email: 'priya@example.com',
      course: 'Professional Courses',
      track: 'Full Time',
    },
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).errors).toMatchObject({ phone: FIELD_MESSAGES.phone('Phone') });
});
