import type { Page } from '@playwright/test';
import { expect } from '../../e2e/fixtures';

/** An enquiry sent through the public contacts form, as a visitor sends it; `origin`, a server other than the suite's. */
export async function enquire(
  page: Page,
  lead: { name: string; email: string; phone: string },
  origin = '',
) {
  await page.goto(`${origin}/contacts`);
  const contact = page.getByRole('form', { name: 'Contact enquiry' });
  await contact.getByLabel('Name').fill(lead.name);
  await contact.getByLabel('Phone').fill(lead.phone);
  await contact.getByLabel('Email').fill(lead.email);
  await contact.getByLabel('Course').selectOption('Professional Courses');
  await contact.getByLabel('Track').selectOption('Full Time');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByTestId('form-success')).toBeVisible();
}
