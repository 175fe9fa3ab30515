import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// After a Send the visitor sees its answer on a phone: the confirmation, with a reference to quote
// and what happens next, is on the screen and has the focus; a refusal takes them to the first
// refused field, and a failure with none to the error.

test.use({ viewport: { width: 390, height: 844 } });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Whether an element lies wholly within the screen (polled: the page scrolls smoothly). */
const onScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

async function fillRegistration(form: Locator) {
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill(`Meera${unique()}`);
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Pillai');
  await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 90000 11111');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('meera@example.com');
  await form.getByLabel('Certified Facility Manager (CFM)').check();
}

test('after Submit registration the confirmation is on a phone’s screen, focused, with a reference and what happens next', async ({
  page,
}) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Registration' });
  await fillRegistration(form);
  await form.getByRole('button', { name: 'Submit registration' }).click();

  const confirmation = form.getByTestId('form-confirmation');
  await expect(form.getByTestId('form-success')).toHaveText('Registration submitted successfully!');
  await expect(form.getByTestId('form-reference')).toHaveText(/^R-\d+$/);
  await expect(confirmation).toContainText('Our admissions team will contact you');
  await expect(confirmation).toBeFocused();
  expect(await focusedTestId(page)).toBe('form-confirmation');
  await expect.poll(() => onScreen(form.getByTestId('form-success'))).toBe(true);
  await page.screenshot({ path: test.info().outputPath('register-sent-390.png') });
});

test('after Send Message the enquiry’s confirmation is on the screen and focused, with its reference', async ({
  page,
}) => {
  await page.goto('/contacts');
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await form.getByLabel('Name').fill(`Nadia ${unique()}`);
  await form.getByLabel('Email').fill('nadia@example.com');
  await form.getByLabel('Course').selectOption('Professional Courses');
  await form.getByLabel('Track').selectOption('Full Time');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(form.getByTestId('form-reference')).toHaveText(/^E-\d+$/);
  await expect(form.getByTestId('form-confirmation')).toBeFocused();
  await expect.poll(() => onScreen(form.getByTestId('form-success'))).toBe(true);
});

test('a field the server refuses is brought on screen and focused; a failed request focuses its error', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/\/api\/register/);
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Registration' });
  await fillRegistration(form);
  await page.route('**/api/register', (route) =>
    route.fulfill({
      status: 400,
      json: {
        success: false,
        message: 'Please check the highlighted fields and try again.',
        errors: { email: 'Enter a valid email.' },
      },
    }),
  );
  // The submit button is far below the email field on a phone.
  await form.getByRole('button', { name: 'Submit registration' }).click();
  const email = form.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toBeFocused();
  await expect.poll(() => onScreen(email)).toBe(true);

  await page.unroute('**/api/register');
  await page.route('**/api/register', (route) => route.abort());
  await form.getByRole('button', { name: 'Submit registration' }).click();
  await expect(form.getByTestId('form-error')).toHaveText('Error submitting registration.');
  await expect(form.getByTestId('form-error')).toBeFocused();
  await expect.poll(() => onScreen(form.getByTestId('form-error'))).toBe(true);
});
