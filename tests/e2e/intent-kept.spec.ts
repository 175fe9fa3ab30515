import { seedBatches } from '../../server/seed/batches';
import { courseBySlug } from '../../shared/content/courses';
import { expect, test } from './fixtures';
import { storedLead } from '../support/e2e/stored-lead';
import { REGISTRATION_OPTION_OF_COURSE } from '../../shared/lead-texts';

// Every Enroll and Register opens the registration form with what the visitor chose already chosen:
// the course's own option when the list has one, else the course named above the list and sent with
// the registration; the batch a batch's Register names, and its course.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const seeded = seedBatches(new Date());

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the home page’s Enroll opens the registration with its course ticked', async ({
      page,
    }) => {
      await page.goto('/');
      await page
        .getByRole('link', { name: 'Enroll in Diploma in Mastery in Facilities Management' })
        .click();
      await expect(page).toHaveURL(/\/register\?course=diploma-mastery-fm$/);
      const form = page.getByRole('form', { name: 'Registration' });
      await expect(form.getByLabel('Mastery in Facilities Management')).toBeChecked();
      await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(1);
    });

    test('a course page’s Register names a course the list lacks, and the registration carries it', async ({
      page,
    }) => {
      const course = courseBySlug('certified-ai-professional')!;
      await page.goto(`/${course.slug}`);
      await page
        .getByTestId('key-facts')
        .getByRole('link', { name: /^Register/ })
        .click();
      const form = page.getByRole('form', { name: 'Registration' });
      await expect(form.getByTestId('registering-for')).toHaveText(
        `Registering for: ${course.title}`,
      );
      await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(0);
      const first = `Meera${unique()}`;
      await form.getByRole('textbox', { name: 'First name', exact: true }).fill(first);
      await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Pillai');
      await form.getByRole('textbox', { name: 'Mobile', exact: true }).fill('+91 90000 00001');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill('meera@example.com');
      await form.getByRole('button', { name: 'Submit registration' }).click();
      await expect(page.getByTestId('form-success')).toContainText(
        'Registration submitted successfully!',
      );
      expect(await storedLead(first)).toContain(`Course page: ${course.title} (/${course.slug})`);
    });
  });
}

test('a batch’s Register names its course when the list lacks it, and keeps the batch', async ({
  page,
}) => {
  const batch = seeded.find(
    (b) => b.status !== 'full' && !(b.course in REGISTRATION_OPTION_OF_COURSE),
  )!;
  const course = courseBySlug(batch.course)!;
  await page.goto(`/${course.slug}`);
  await page
    .getByRole('link', { name: /^Register for this batch/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/register\?batch=\d+$/);
  const form = page.getByRole('form', { name: 'Registration' });
  await expect(form.getByTestId('chosen-batch')).toContainText(course.title);
  await expect(form.getByTestId('registering-for')).toHaveText(`Registering for: ${course.title}`);
  await expect(form.locator('input[name="course_slug"]')).toHaveValue(course.slug);
});

test('a batch of a course the list names ticks that course', async ({ page }) => {
  const batch = seeded.find((b) => b.course === 'diploma-mastery-fm' && b.status !== 'full')!;
  await page.goto(`/${batch.course}`);
  await page
    .getByRole('link', { name: /^Register for this batch/ })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Registration' });
  await expect(form.getByLabel('Mastery in Facilities Management')).toBeChecked();
});

test('an address naming no course opens the form with nothing chosen', async ({ page }) => {
  await page.goto('/register?course=no-such-course');
  const form = page.getByRole('form', { name: 'Registration' });
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(form.getByTestId('registering-for')).toHaveCount(0);
  await expect(form.locator('input[name="course_slug"]')).toHaveValue('');
});
