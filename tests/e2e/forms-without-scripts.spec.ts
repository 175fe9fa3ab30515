import type { Locator, Page, Response } from '@playwright/test';
import { COURSES } from '../../shared/content/courses';
import { FORGED_MESSAGE } from '../../server/plugins/same-origin';
import { E2E_BASE_URL } from '../support/e2e-servers.mjs';
import { expect, test } from './fixtures';
import { notificationEmails } from './server-files';
import { storedLead } from '../support/e2e/stored-lead';

// Both forms in a browser that runs no scripts (ADR 0017): each is a plain POST form to its own page,
// which answers with itself, in the site's chrome, drawn with what became of the post: the success
// text, or the refusals at their fields with every entry kept. No entry is ever in an address (where
// history, logs and the next site's Referer would keep it), and a post from another site is refused.

test.use({ javaScriptEnabled: false });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** The sample timetable gives every third course batches, from the first. */
const COURSE = COURSES[0]!;

/** Every address the page asks for, to show that none holds an entry. */
function addressesOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) =>
    asked.push(decodeURIComponent(request.url().replaceAll('+', ' '))),
  );
  return asked;
}
const expectNoneHolds = (addresses: string[], entries: string[]) => {
  expect(addresses.length).toBeGreaterThan(0);
  for (const entry of entries) expect(addresses.filter((a) => a.includes(entry))).toEqual([]);
};

/** Presses a form's button and returns the answer to its post. */
async function send(page: Page, button: Locator, path: string): Promise<Response> {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === path,
  );
  await button.click();
  return answer;
}

/**
 * The answer page as a laptop shows it on arrival (at the form, where its address points), then as a
 * phone shows it, scrolled to the form's block (`block`: the element the address names).
 */
async function screenshots(page: Page, block: Locator, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`) });
  await page.setViewportSize({ width: 390, height: 900 });
  await block.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`) });
}

test.beforeEach(({ page }) => page.setViewportSize({ width: 1280, height: 900 }));

test.describe('the contact enquiry form without scripts', () => {
  test('an enquiry sent from the contacts page is stored and answered with the page: its success text, the form empty', async ({
    page,
  }) => {
    const addresses = addressesOf(page);
    const name = `Nila No Script ${unique()}`;
    const email = `nila.${unique()}@example.com`;
    await page.goto('/contacts');
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone').fill('+91 98470 55555');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Course').selectOption('Professional Courses');
    await form.getByLabel('Track').selectOption('Full Time');
    await form.getByLabel('Description').fill('Evening classes, please.');
    const answer = await send(
      page,
      form.getByRole('button', { name: 'Send Message' }),
      '/contacts',
    );

    expect(answer.status()).toBe(200);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/contacts#enquiry`);
    await expect(form.getByTestId('form-success')).toHaveText(
      'Your message has been sent successfully!',
    );
    await expect(form.getByTestId('form-reference')).toHaveText(/^E-\d+$/);
    for (const label of ['Name', 'Phone', 'Email', 'Description'])
      await expect(form.getByLabel(label)).toHaveValue('');
    const mail = await storedLead(name);
    for (const line of [
      `Email: ${email}`,
      'Phone: +91 98470 55555',
      'Course: Professional Courses',
      'Track: Full Time',
      'Description: Evening classes, please.',
      `page: ${E2E_BASE_URL}/contacts`,
    ])
      expect(mail).toContain(line);
    await screenshots(page, page.locator('#enquiry'), 'contact-sent');
    expectNoneHolds(addresses, [name, email, '98470 55555', 'Evening classes']);
  });

  test('a bad email is answered 400: the message at its field, every other entry kept; corrected, it is sent', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 400 .*\/contacts/);
    const addresses = addressesOf(page);
    const name = `Arjun Corrected ${unique()}`;
    await page.goto('/contacts');
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('arjun-at-example.com');
    await form.getByLabel('Course').selectOption('Artificial Intelligence Courses');
    await form.getByLabel('Description').fill('Is there a weekend batch?');
    const refused = await send(
      page,
      form.getByRole('button', { name: 'Send Message' }),
      '/contacts',
    );

    expect(refused.status()).toBe(400);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/contacts#enquiry`);
    await expect(form.getByTestId('form-error')).toHaveText(
      'Please check the highlighted fields and try again.',
    );
    const emailField = form.getByLabel('Email');
    await expect(emailField).toHaveValue('arjun-at-example.com');
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription('Enter a valid email.');
    await expect(form.getByLabel('Track')).toHaveAccessibleDescription('Please choose a track.');
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByLabel('Course')).toHaveValue('Artificial Intelligence Courses');
    await expect(form.getByLabel('Description')).toHaveValue('Is there a weekend batch?');
    await screenshots(page, page.locator('#enquiry'), 'contact-refused');

    await emailField.fill('arjun@example.com');
    await form.getByLabel('Track').selectOption('Crash Course');
    const sent = await send(page, form.getByRole('button', { name: 'Send Message' }), '/contacts');
    expect(sent.status()).toBe(200);
    await expect(form.getByTestId('form-success')).toBeVisible();
    const mail = await storedLead(name);
    expect(mail).toContain('Course: Artificial Intelligence Courses');
    expect(mail).toContain('Description: Is there a weekend batch?');
    expectNoneHolds(addresses, [name, 'arjun', 'weekend batch']);
  });

  test('an enquiry about a batch, from its course page, carries the batch, is stored with it and is answered on the course page', async ({
    page,
  }) => {
    const addresses = addressesOf(page);
    const name = `Batch No Script ${unique()}`;
    await page.goto(`/${COURSE.slug}`);
    await page
      .getByRole('link', { name: /^Enquire about this batch/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\?batch=\d+#enquiry$/);
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    const chosen = form.getByTestId('chosen-batch');
    const words = (await chosen.locator('p').first().textContent())!;
    // Clearing it is opening the page without it: a link, since the script's button does nothing here.
    await expect(chosen.locator('button')).toBeHidden();
    await expect(chosen.getByRole('link', { name: 'Clear the chosen batch' })).toHaveAttribute(
      'href',
      `/${COURSE.slug}#enquiry`,
    );
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('batch.no.script@example.com');
    await form.getByLabel('Track').selectOption('Full Time');
    const answer = await send(
      page,
      form.getByRole('button', { name: 'Send Message' }),
      `/${COURSE.slug}`,
    );

    expect(answer.status()).toBe(200);
    // Beside the course the visitor asked about, not on another page.
    await expect(page).toHaveURL(`${E2E_BASE_URL}/${COURSE.slug}#enquiry`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE.title);
    await expect(form.getByTestId('form-success')).toHaveText(
      'Your message has been sent successfully!',
    );
    await expect(form.getByTestId('chosen-batch')).toHaveCount(0);
    const mail = await storedLead(name);
    expect(mail).toContain(`Batch: ${COURSE.title}: ${words}`);
    expect(mail).toContain(`page: ${E2E_BASE_URL}/${COURSE.slug}?batch=`);
    expectNoneHolds(addresses, [name, 'batch.no.script']);
  });

  test('an enquiry refused on a course page is answered there, with the batch and every entry kept', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(new RegExp(`status of 400 .*/${COURSE.slug}#enquiry`));
    const name = `Refused Course ${unique()}`;
    await page.goto(`/${COURSE.slug}`);
    await page
      .getByRole('link', { name: /^Enquire about this batch/ })
      .first()
      .click();
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    const words = (await form.getByTestId('chosen-batch').locator('p').first().textContent())!;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByLabel('Track').selectOption('Full Time');
    const answer = await send(
      page,
      form.getByRole('button', { name: 'Send Message' }),
      `/${COURSE.slug}`,
    );

    expect(answer.status()).toBe(400);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/${COURSE.slug}#enquiry`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE.title);
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByTestId('chosen-batch').locator('p').first()).toHaveText(words);
  });

  test('a form posted from another site is refused, in the site’s words, and stores nothing', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 403 .*\/contacts/);
    const forged = `Forged Visitor ${unique()}`;
    await page.route('http://prizes.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>You won</title>
          <form method="post" action="${E2E_BASE_URL}/contacts">
            <input type="hidden" name="name" value="${forged}">
            <input type="hidden" name="email" value="forged@example.com">
            <input type="hidden" name="course" value="Professional Courses">
            <input type="hidden" name="track" value="Full Time">
            <button>Claim your prize</button>
          </form>`,
      }),
    );
    await page.goto('http://prizes.example/claim');
    const answer = await send(
      page,
      page.getByRole('button', { name: 'Claim your prize' }),
      '/contacts',
    );

    expect(await answer.request().headerValue('origin')).toBe('http://prizes.example');
    expect(answer.status()).toBe(403);
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await expect(form.getByTestId('form-error')).toHaveText(FORGED_MESSAGE);
    // What the other site sent is not drawn back into this site's page.
    await expect(form.getByLabel('Name')).toHaveValue('');

    // Nothing was stored: a lead sent after it is notified, and the forged one never was (the
    // outbox delivers in the order leads are stored).
    const later = `After Forgery ${unique()}`;
    await page.goto('/contacts');
    await form.getByLabel('Name').fill(later);
    await form.getByLabel('Email').fill('after.forgery@example.com');
    await form.getByLabel('Course').selectOption('Professional Courses');
    await form.getByLabel('Track').selectOption('Full Time');
    await send(page, form.getByRole('button', { name: 'Send Message' }), '/contacts');
    await storedLead(later);
    expect(notificationEmails().filter((mail) => mail.includes(forged))).toEqual([]);
  });
});

test.describe('the registration form without scripts', () => {
  /** Fills what every registration needs. */
  async function fillRequired(form: Locator, first: string, email: string) {
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill(first);
    await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Pillai');
    await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 90000 33333');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  }

  test('a registration is stored and answered with the page: its success text, every field reset', async ({
    page,
  }) => {
    const addresses = addressesOf(page);
    const first = `Devika${unique()}`;
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registration' });
    await fillRequired(form, first, 'devika@example.com');
    await form.getByLabel('Country').fill('India');
    await form.getByRole('group', { name: 'Do you hold a degree?' }).getByLabel('Yes').check();
    await form.getByLabel('Certified Facility Manager (CFM)').check();
    await form.getByLabel('Other', { exact: true }).check();
    await form.getByLabel('Other course (if not listed)').fill('Energy audits');
    await form.getByLabel('Date').fill('2026-12-01');
    const answer = await send(
      page,
      form.getByRole('button', { name: 'Submit registration' }),
      '/register',
    );

    expect(answer.status()).toBe(200);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/register#registration`);
    await expect(form.getByTestId('form-success')).toHaveText(
      'Registration submitted successfully!',
    );
    // Its own reference to quote: the page answering a post is drawn for that post.
    await expect(form.getByTestId('form-reference')).toHaveText(/^R-\d+$/);
    await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('');
    await expect(form.getByLabel('Other', { exact: true })).not.toBeChecked();
    const mail = await storedLead(first);
    for (const line of [
      'Last name: Pillai',
      'Mobile: +91 90000 33333',
      'Country: India',
      'Degree: Yes',
      'Courses: Certified Facility Manager (CFM); Other',
      'Other course: Energy audits',
      'Date: 2026-12-01',
    ])
      expect(mail).toContain(line);
    await screenshots(page, page.locator('#registration'), 'registration-sent');
    expectNoneHolds(addresses, [first, 'devika@', '90000 33333', 'Energy audits']);
  });

  test('a registration for a batch, from its course page, carries the batch; without scripts Clear opens the page without it', async ({
    page,
  }) => {
    const addresses = addressesOf(page);
    const first = `Batchless${unique()}`;
    await page.goto(`/${COURSE.slug}`);
    await page
      .getByRole('link', { name: /^Register for this batch/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/register\?batch=\d+$/);
    const openedFor = page.url();
    const form = page.getByRole('form', { name: 'Registration' });
    const chosen = form.getByTestId('chosen-batch');
    await expect(chosen).toContainText(`${COURSE.title}: `);
    const words = (await chosen.locator('p').first().textContent())!;
    await expect(chosen.locator('button')).toBeHidden();
    // The batch goes; its course, which the visitor came for, stays chosen.
    await expect(chosen.getByRole('link', { name: 'Clear the chosen batch' })).toHaveAttribute(
      'href',
      `/register?course=${COURSE.slug}`,
    );
    await fillRequired(form, first, 'batchless@example.com');
    const answer = await send(
      page,
      form.getByRole('button', { name: 'Submit registration' }),
      '/register',
    );

    expect(answer.status()).toBe(200);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/register#registration`);
    await expect(form.getByTestId('form-success')).toHaveText(
      'Registration submitted successfully!',
    );
    await expect(form.getByTestId('chosen-batch')).toHaveCount(0);
    expect(await storedLead(first)).toContain(`Batch: ${words}`);

    // Opened for the batch again, Clear leads to the page without it.
    await page.goto(openedFor);
    await chosen.getByRole('link', { name: 'Clear the chosen batch' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/register?course=${COURSE.slug}`);
    await expect(form.getByTestId('chosen-batch')).toHaveCount(0);
    await expect(form.locator('input[name="batch"]')).toHaveValue('');
    expectNoneHolds(addresses, [first, 'batchless@']);
  });

  test('a refused registration is answered 400: the message at its field, every entry kept, lists and answers too', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 400 .*\/register/);
    const addresses = addressesOf(page);
    const first = `Kept${unique()}`;
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registration' });
    await fillRequired(form, first, 'kept-at-example');
    await form.getByLabel('Address').fill('12 Marine Drive\nKochi');
    await form
      .getByRole('group', { name: 'Is your background in engineering?' })
      .getByLabel('No')
      .check();
    await form.getByLabel('Management and Leadership').check();
    await form.getByLabel('Procurement and Supply Chain').check();
    await form.getByLabel('Date').fill('2027-01-15');
    const answer = await send(
      page,
      form.getByRole('button', { name: 'Submit registration' }),
      '/register',
    );

    expect(answer.status()).toBe(400);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/register#registration`);
    await expect(form.getByTestId('form-error')).toHaveText(
      'Please check the highlighted fields and try again.',
    );
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toHaveValue('kept-at-example');
    await expect(email).toHaveAccessibleDescription('Enter a valid email.');
    await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(first);
    await expect(form.getByLabel('Address')).toHaveValue('12 Marine Drive\nKochi');
    await expect(
      form.getByRole('group', { name: 'Is your background in engineering?' }).getByLabel('No'),
    ).toBeChecked();
    await expect(form.getByLabel('Management and Leadership')).toBeChecked();
    await expect(form.getByLabel('Procurement and Supply Chain')).toBeChecked();
    await expect(form.getByLabel('Certified Facility Manager (CFM)')).not.toBeChecked();
    await expect(form.getByLabel('Date')).toHaveValue('2027-01-15');
    await screenshots(page, page.locator('#registration'), 'registration-refused');
    expectNoneHolds(addresses, [first, 'kept-at-example', 'Marine Drive']);
  });
});
