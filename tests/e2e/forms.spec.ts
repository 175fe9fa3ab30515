import { REGISTRATION_COURSE_OPTIONS } from '../../shared/lead-texts';
import { expect, test } from './fixtures';
import { storedLead } from '../support/e2e/stored-lead';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test.describe('contact enquiry form', () => {
  test('a visitor sends an enquiry: success text, fields cleared, lead stored as typed', async ({
    page,
  }) => {
    const name = `Priya Nair ${unique()}`;
    await page.goto('/contacts');
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone').fill('+91 98470 12345');
    await form.getByLabel('Email').fill('priya@example.com');
    await form.getByLabel('Course').selectOption('Quality & Prpcess Management');
    await form.getByLabel('Track').selectOption('Crash Course');
    await form.getByLabel('Description').fill('Is there a weekend batch?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByTestId('form-success')).toHaveText(
      'Your message has been sent successfully!',
    );
    for (const label of ['Name', 'Phone', 'Email', 'Description'])
      await expect(form.getByLabel(label)).toHaveValue('');
    await expect(form.getByLabel('Course')).toHaveValue('');
    await expect(form.getByLabel('Track')).toHaveValue('');

    const mail = await storedLead(name);
    for (const line of [
      'Phone: +91 98470 12345',
      'Email: priya@example.com',
      'Course: Quality & Prpcess Management',
      'Track: Crash Course',
      'Description: Is there a weekend batch?',
    ]) {
      expect(mail).toContain(line);
    }
    expect(mail).toMatch(/page: http:\/\/127\.0\.0\.1:\d+\/contacts/);
  });

  test('offers the spec placeholders and options verbatim', async ({ page }) => {
    await page.goto('/contacts');
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await expect(form.getByLabel('Course').locator('option').first()).toHaveText(
      'Which Course you are interested in...',
    );
    await expect(form.getByLabel('Course').locator('option').first()).toBeDisabled();
    await expect(form.getByLabel('Track').locator('option')).toHaveText([
      'What is your time plan...',
      'Crash Course',
      'Full Time',
    ]);
  });

  test('shows field errors and focuses the first invalid field', async ({ page }) => {
    await page.goto('/contacts');
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required.')).toBeVisible();
    await expect(form.getByText('Enter a valid email.')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByTestId('form-success')).toHaveCount(0);
  });

  test('a failed request shows the server message, or the spec fallback', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/\/api\/contact/);
    await page.goto('/contacts');
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    const fill = async () => {
      await form.getByLabel('Name').fill('Test Person');
      await form.getByLabel('Email').fill('t@example.com');
      await form.getByLabel('Course').selectOption({ index: 1 });
      await form.getByLabel('Track').selectOption('Full Time');
    };
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        json: {
          success: false,
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        },
      }),
    );
    await fill();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByTestId('form-error')).toHaveText(
      'The service is temporarily unavailable. Please try again in a moment.',
    );

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByTestId('form-error')).toHaveText('Error sending message.');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 200, json: { success: false } }),
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByTestId('form-error')).toHaveText('Failed to send message.');
    await expect(form.getByLabel('Name')).toHaveValue('Test Person');
  });
});

test.describe('registration form', () => {
  test('a visitor registers: success text, every field reset, registration stored', async ({
    page,
  }) => {
    const first = `Arun${unique()}`;
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registration' });
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill(first);
    await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Kumar');
    await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 90000 00000');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('arun@example.com');
    await form.getByLabel('Country').fill('India');
    await form.getByLabel('Website').fill('https://arun.example.com');
    await form.getByRole('group', { name: 'Do you hold a degree?' }).getByLabel('Yes').check();
    await form.getByLabel('Certified Facility Manager (CFM)').check();
    await form.getByLabel('Other', { exact: true }).check();
    await form.getByLabel('Other course (if not listed)').fill('Energy audits');
    await form.getByLabel('Date').fill('2026-12-01');
    await form.getByRole('button', { name: 'Submit registration' }).click();

    await expect(form.getByTestId('form-success')).toHaveText(
      'Registration submitted successfully!',
    );
    await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('');
    await expect(form.getByLabel('Other', { exact: true })).not.toBeChecked();
    await expect(form.getByLabel('Date')).toHaveValue('');

    const mail = await storedLead(first);
    for (const line of [
      'Last name: Kumar',
      'Mobile: +91 90000 00000',
      'Degree: Yes',
      'Courses: Certified Facility Manager (CFM); Other',
      'Other course: Energy audits',
      'Date: 2026-12-01',
    ]) {
      expect(mail).toContain(line);
    }
  });

  test('has the twelve course options of the spec, verbatim', async ({ page }) => {
    await page.goto('/register');
    const boxes = page.getByRole('form', { name: 'Registration' }).getByRole('checkbox');
    await expect(boxes).toHaveCount(REGISTRATION_COURSE_OPTIONS.length);
    for (const option of REGISTRATION_COURSE_OPTIONS)
      await expect(page.getByLabel(option, { exact: true })).toHaveCount(1);
  });

  test('ticking Other keeps the tick and clears the other-course text', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registration' });
    await form.getByLabel('Other course (if not listed)').fill('Something typed earlier');
    await form.getByLabel('Other', { exact: true }).check();
    await expect(form.getByLabel('Other', { exact: true })).toBeChecked();
    await expect(form.getByLabel('Other course (if not listed)')).toHaveValue('');
    await form.getByLabel('Other', { exact: true }).uncheck();
    await expect(form.getByLabel('Other', { exact: true })).not.toBeChecked();
  });

  test('a server failure shows its message and keeps every field', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/api\/register/);
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registration' });
    await page.route('**/api/register', (route) =>
      route.fulfill({
        status: 500,
        json: {
          success: false,
          message: 'Something went wrong on our side. Please try again later.',
        },
      }),
    );
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Keep');
    await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Me');
    await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('050 123 4567');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('keep@example.com');
    await form.getByLabel('Management and Leadership').check();
    await form.getByRole('button', { name: 'Submit registration' }).click();
    await expect(form.getByTestId('form-error')).toHaveText(
      'Something went wrong on our side. Please try again later.',
    );
    await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(
      'Keep',
    );
    await expect(form.getByLabel('Management and Leadership')).toBeChecked();

    await page.unroute('**/api/register');
    await page.route('**/api/register', (route) => route.abort('failed'));
    await form.getByRole('button', { name: 'Submit registration' }).click();
    await expect(form.getByTestId('form-error')).toHaveText('Error submitting registration.');
    await page.unroute('**/api/register');
    await page.route('**/api/register', (route) => route.fulfill({ json: { success: false } }));
    await form.getByRole('button', { name: 'Submit registration' }).click();
    await expect(form.getByTestId('form-error')).toHaveText('Failed to submit registration.');
  });

  // Degree and engineering are optional: only an answer other than Yes or No is refused.
  test('a refused Yes/No answer is shown at its group, described and announced, and takes focus', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 400 .*\/api\/register/);
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registration' });
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Yesno');
    await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Check');
    await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 90000 22222');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('yesno@example.com');
    const degree = form.getByRole('group', { name: 'Do you hold a degree?' });
    await expect(degree).not.toHaveAttribute('aria-invalid');

    // The server's check, on the real API: the form sends only the answers it offers (React writes a
    // radio's value back as it renders), the request carries another. The form's own checks are the
    // browser's (required, email, web address); every other refusal is the server's, shown at its field.
    await degree.getByLabel('Yes').check();
    await page.route('**/api/register', (route) =>
      route.continue({
        postData: JSON.stringify({
          ...(route.request().postDataJSON() as object),
          degree: 'Perhaps',
        }),
      }),
    );
    await form.getByRole('button', { name: 'Submit registration' }).click();
    await expect(degree).toHaveAttribute('aria-invalid', 'true');
    await expect(degree).toHaveAccessibleDescription('Degree must be Yes or No.');
    await expect(degree.getByLabel('Yes')).toBeFocused();
    await expect(degree.getByLabel('Yes')).toHaveAccessibleDescription('Degree must be Yes or No.');
    await expect(form.getByTestId('form-success')).toHaveCount(0);

    // The same for the other question, once the first is answered as the form offers.
    await page.unroute('**/api/register');
    await degree.getByLabel('No').check();
    await form
      .getByRole('group', { name: 'Is your background in engineering?' })
      .getByLabel('Yes')
      .check();
    await page.route('**/api/register', (route) =>
      route.continue({
        postData: JSON.stringify({
          ...(route.request().postDataJSON() as object),
          engineering: 'Sometimes',
        }),
      }),
    );
    await form.getByRole('button', { name: 'Submit registration' }).click();
    const engineering = form.getByRole('group', { name: 'Is your background in engineering?' });
    await expect(form.getByTestId('form-error')).toBeVisible();
    await expect(engineering).toHaveAttribute('aria-invalid', 'true');
    await expect(engineering).toHaveAccessibleDescription('Engineering must be Yes or No.');
    await expect(engineering.getByLabel('Yes')).toBeFocused();
    await expect(degree).not.toHaveAttribute('aria-invalid');
    await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(
      'Yesno',
    );
  });

  test('shows the disclaimer terms after the form', async ({ page }) => {
    await page.goto('/register');
    const disclaimer = page.getByRole('region', { name: 'Disclaimer' });
    await expect(disclaimer.getByRole('listitem')).toHaveCount(5);
    await expect(disclaimer).toContainText('GST');
    await expect(disclaimer).toContainText('Kerala');
  });
});
