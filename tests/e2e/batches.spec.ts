import type { Page } from '@playwright/test';
import { COURSES } from '../../shared/content/courses';
import { BATCH_LEAD_MESSAGES } from '../../shared/batches';
import { addDays, formatDate } from '../../shared/zoned-time';
import { expect, test } from './fixtures';
import { violations } from '../support/e2e/axe';
import { consoleServerForSpec, signInToConsole } from '../support/e2e/console-server';
import { structuredDataProblems } from '../support/e2e/structured-data';

// Staff schedule a batch in the console; a visitor sees it on the course page at the next request
// (no rebuild), with its CourseInstance. On a server of its own, since it adds batches.
const server = consoleServerForSpec();

const COURSE = COURSES[0]!;
const SCHEDULE = `Weekday evenings, Mon–Wed 18:30–21:00 (${Date.now().toString(36)})`;
/** A Monday a month or so ahead: the schedule's first day (the console refuses a first day it never meets). */
const start = ((month) => addDays(month, (8 - new Date(`${month}T00:00:00Z`).getUTCDay()) % 7))(
  addDays(new Date().toISOString().slice(0, 10), 30),
);
const end = addDays(start, 55);
/** The batch's row in the console's table: its dates are unique among the seeded ones with this course. */
const consoleRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Batches' })
    .getByRole('row')
    .filter({ hasText: `${formatDate(start)} – ${formatDate(end)}` })
    .filter({ hasText: 'Dubai, Classroom' });

const signIn = (page: Page, path: string) => signInToConsole(page, server.url, path);
/** The course's card in the course finder. */
const finderCard = (page: Page) =>
  page
    .locator('main li')
    .filter({ has: page.getByRole('link', { name: COURSE.title, exact: true }) });

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null') as unknown));

test('staff add a batch in the console and a visitor sees it on the course page, in its JSON-LD too, and in the course finder at the next request', async ({
  page,
  pageErrors,
}) => {
  test.slow();
  pageErrors.allow(/status of 401/);
  // The course page and the course finder's Dubai courses, kept by the server before the change.
  await page.goto(`${server.url}/${COURSE.slug}`);
  await expect(page.getByRole('heading', { name: 'Upcoming batches' })).toBeVisible();
  await expect(page.getByText(SCHEDULE)).toHaveCount(0);
  await page.goto(`${server.url}/courses?centre=dubai`);
  await expect(finderCard(page)).toHaveCount(0);

  await signIn(page, '/admin/batches');
  await expect(page.getByRole('heading', { name: 'Batches', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New batch' }).click();
  const form = page.getByRole('form', { name: 'New batch' });
  await form.locator('select[name="course"]').selectOption(COURSE.slug);
  await form.locator('select[name="centre"]').selectOption('dubai');
  await form.locator('select[name="mode"]').selectOption('Classroom');
  await form.getByLabel('Start date').fill(start);
  await form.getByLabel('End date').fill(end);
  await form.getByLabel('Start time').fill('18:30');
  await form.getByLabel('Schedule in words').fill(SCHEDULE);
  await form.getByRole('button', { name: 'Add batch' }).click();
  await expect(page.getByRole('status')).toHaveText('Batch added.');
  await expect(page.getByRole('table', { name: 'Batches' })).toContainText('Dubai, Classroom');
  await expect(consoleRow(page).getByTestId('batch-leads')).toHaveText(/^0 leads/);
  await page.screenshot({
    path: test.info().outputPath('console-batches-1280.png'),
    fullPage: true,
  });

  await page.goto(`${server.url}/${COURSE.slug}`);
  const card = page.getByTestId('batch').filter({ hasText: SCHEDULE });
  await expect(card).toBeVisible();
  await expect(card).toContainText('18:30 UAE time (UTC+4)');
  await expect(card.getByRole('link', { name: /^Enquire about this batch/ })).toHaveAttribute(
    'href',
    /^\?batch=\d+#enquiry$/,
  );
  const documents = await jsonLd(page);
  expect(structuredDataProblems(documents)).toEqual([]);
  const course = (
    documents as { '@graph'?: { '@type': string; hasCourseInstance: { startDate: string }[] }[] }[]
  )
    .flatMap((d) => d['@graph'] ?? [])
    .find((n) => n['@type'] === 'Course')!;
  expect(course.hasCourseInstance.map((i) => i.startDate)).toContain(`${start}T18:30:00+04:00`);

  // The calendar file the card links to.
  const ics = await page.request.get(
    `${server.url}${await card.getByRole('link', { name: /^Add to calendar/ }).getAttribute('href')}`,
  );
  expect(ics.status()).toBe(200);
  // Its sessions: the first at 18:30 UAE time (14:30 UTC), then weekly on the days its schedule names.
  const file = await ics.text();
  expect(file).toContain(`DTSTART:${start.replaceAll('-', '')}T143000Z`);
  expect(file).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE;UNTIL=\d{8}T\d{6}Z/);

  // The finder lists the course among Dubai's, its next start the new batch.
  await page.goto(`${server.url}/courses?centre=dubai`);
  await expect(finderCard(page).getByTestId('next-start')).toHaveText(
    `Next start: ${formatDate(start)} · Dubai · Classroom`,
  );
});

test('a visitor enquires about that batch from the course page, and staff see the enquiry under it', async ({
  page,
  pageErrors,
}) => {
  test.slow();
  pageErrors.allow(/status of 401/);
  const visitor = `Batch Visitor ${Date.now().toString(36)}`;
  await page.goto(`${server.url}/${COURSE.slug}`);
  await page
    .getByTestId('batch')
    .filter({ hasText: SCHEDULE })
    .getByRole('link', { name: /^Enquire about this batch/ })
    .click();
  await expect(page).toHaveURL(/\?batch=\d+#enquiry$/);
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  const chosen = form.getByTestId('chosen-batch');
  await expect(chosen).toContainText(
    `${formatDate(start, true)} – ${formatDate(end, true)}, Dubai, Classroom`,
  );
  await form.getByLabel('Name').fill(visitor);
  await form.getByLabel('Email').fill('batch.visitor@example.com');
  await form.getByLabel('Track').selectOption('Full Time');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByTestId('form-success')).toBeVisible();
  // Sent: the form is empty again, its batch too.
  await expect(chosen).toHaveCount(0);

  await signIn(page, '/admin/batches');
  const count = consoleRow(page).getByTestId('batch-leads');
  await expect(count).toHaveText(/^1 lead\b/);
  await page.screenshot({
    path: test.info().outputPath('console-batches-counts-1280.png'),
    fullPage: true,
  });
  await count.click();
  await expect(page.getByTestId('batch-filter')).toContainText(
    `${COURSE.title}: ${formatDate(start, true)} – ${formatDate(end, true)}, Dubai, Classroom`,
  );
  const leads = page.getByRole('table', { name: 'Leads' });
  await expect(leads.getByRole('row')).toHaveCount(2);
  await expect(leads).toContainText(visitor);
  await expect(leads).toContainText(
    `${formatDate(start, true)} – ${formatDate(end, true)}, Dubai, Classroom`,
  );
});

test('a visitor registers for that batch from the course page, and staff see the registration under it too', async ({
  page,
  pageErrors,
}) => {
  test.slow();
  pageErrors.allow(/status of 401/);
  const [first, last] = ['Batch', `Registrant ${Date.now().toString(36)}`];
  const words = `${COURSE.title}: ${formatDate(start, true)} – ${formatDate(end, true)}, Dubai, Classroom`;
  await page.goto(`${server.url}/${COURSE.slug}`);
  await page
    .getByTestId('batch')
    .filter({ hasText: SCHEDULE })
    .getByRole('link', { name: /^Register for this batch/ })
    .click();
  await expect(page).toHaveURL(/\/register\?batch=\d+$/);
  const batch = new URL(page.url()).searchParams.get('batch');
  const form = page.getByRole('form', { name: 'Registration' });
  // The registration page is the same for every batch: the form asks the server how to name it.
  const chosen = form.getByTestId('chosen-batch');
  await expect(chosen).toContainText(words);
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill(first);
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill(last);
  await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+971 50 111 2222');
  await form
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill('batch.registrant@example.com');
  await form.getByRole('button', { name: 'Submit registration' }).click();
  await expect(form.getByTestId('form-success')).toHaveText('Registration submitted successfully!');
  await expect(chosen).toHaveCount(0);

  await signIn(page, `/admin/leads?batch=${batch}`);
  await expect(page.getByTestId('batch-filter')).toContainText(words);
  const leads = page.getByRole('table', { name: 'Leads' });
  // The enquiry of the test before, and this registration.
  await expect(leads.getByRole('row')).toHaveCount(3);
  await expect(leads.getByRole('row').filter({ hasText: `${first} ${last}` })).toContainText(
    `${formatDate(start, true)} – ${formatDate(end, true)}, Dubai, Classroom`,
  );
});

test('a chosen batch can be cleared on either form: the form shows none, and a reload opens it without', async ({
  page,
}) => {
  for (const [link, form] of [
    [/^Enquire about this batch/, 'Contact enquiry'],
    [/^Register for this batch/, 'Registration'],
  ] as const) {
    await page.goto(`${server.url}/${COURSE.slug}`);
    await page
      .getByTestId('batch')
      .filter({ hasText: SCHEDULE })
      .getByRole('link', { name: link })
      .click();
    const chosen = page.getByRole('form', { name: form }).getByTestId('chosen-batch');
    await expect(chosen).toContainText('Dubai, Classroom');
    await chosen.getByRole('button', { name: 'Clear the chosen batch' }).click();
    await expect(chosen).toHaveCount(0);
    // Focus goes on to the field after the batch's box, never to the page's body.
    const next = form === 'Contact enquiry' ? 'select[name="track"]' : 'input[name="courses"]';
    await expect(page.getByRole('form', { name: form }).locator(next).first()).toBeFocused();
    expect(new URL(page.url()).searchParams.has('batch')).toBe(false);
    await page.reload();
    await expect(page.getByRole('form', { name: form }).locator('input[name="batch"]')).toHaveValue(
      '',
    );
    await expect(chosen).toHaveCount(0);
  }
});

test('a registration opened for a batch that may not be chosen says why before it is filled in', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/status of 400 .*\/api\/batches\/999999/);
  await page.goto(`${server.url}/register?batch=999999`);
  const chosen = page.getByRole('form', { name: 'Registration' }).getByTestId('chosen-batch');
  await expect(chosen).toContainText('Batch 999999');
  await expect(chosen).toHaveAccessibleDescription(BATCH_LEAD_MESSAGES.unknown);
});

for (const width of [390, 1280]) {
  test(`a course page with batches has no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/${COURSE.slug}`);
    const section = page.getByTestId('upcoming-batches');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('batch').first()).toBeVisible();
    await section.screenshot({ path: test.info().outputPath(`course-batches-${width}.png`) });
    expect(await violations(page)).toEqual([]);
  });
}
