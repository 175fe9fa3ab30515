import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { COURSES, subjectById, type Course } from '../../shared/content/courses';
import { site } from '../../shared/content/site';
import { ONLINE_MODES } from '../../shared/content/centres';
import { seedBatches } from '../../server/seed/batches';
import { expect, test } from './fixtures';
import { expectFilledTemplate, expectSoundPage } from '../support/e2e/sound-page';
import { coveringSample } from '../support/e2e/template-sample';

const digits = (text: string) => text.replace(/\D/g, '');

// The e2e server's batches are the first start's sample timetable (no spec adds any to it).
const seeded = seedBatches(new Date());
const batchesOf = (course: Course) => seeded.filter((batch) => batch.course === course.slug);

// One Astro page renders all 48 courses. Its markup is checked whole (axe at both widths) on the courses that between
// them show every part it can show, each both ways: a brochure, batches, an online batch, related courses, a course's
// own extra lists, list intros and each fact a course may lack.
const TEMPLATE_SAMPLE = coveringSample(COURSES, {
  brochure: (c) => Boolean(c.brochure),
  batches: (c) => batchesOf(c).length > 0,
  onlineBatch: (c) => batchesOf(c).some((batch) => ONLINE_MODES.has(batch.mode)),
  related: (c) => COURSES.some((other) => other !== c && other.subject === c.subject),
  extras: (c) => Boolean(c.extras?.length),
  listIntro: (c) =>
    [c.outcomes, c.careerBenefits, c.audience, c.content, ...(c.extras ?? [])].some(
      (list) => list.intro,
    ),
  modules: (c) => c.moduleCount !== undefined,
  learningLevels: (c) => Boolean(c.learningLevels?.length),
  examFormat: (c) => Boolean(c.examFormat),
  accreditation: (c) => Boolean(c.accreditation),
});

test.describe('every course page', () => {
  // Every course, once, at the phone width: its own facts, and that its words fit (the template is checked below).
  for (const course of COURSES) {
    const subject = subjectById(course.subject);

    test(`/${course.slug}: h1, breadcrumb, Call: link, the enquiry preselected, no sideways scroll at 320 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      const response = await page.goto(`/${course.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(course.title);

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveCount(3);
      await expect(crumbs.nth(0).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.nth(1)).toContainText(
        course.subject === 'facilities-management' ? 'FM Courses' : subject.breadcrumb,
      );
      await expect(crumbs.nth(2).locator('[aria-current="page"]')).toHaveText(course.title);

      const call = page.getByTestId('call-button');
      await expect(call).toHaveText(`Call: ${site.phone}`);
      const href = await call.getAttribute('href');
      expect(href).toMatch(/^tel:\+\d{7,15}$/);
      expect(digits(href!)).toBe(digits(site.phone));

      const enquiry = page.locator('#enquiry');
      // As a visitor reaches it: the form's code loads when the form comes near.
      await enquiry.scrollIntoViewIfNeeded();
      await expect(enquiry.getByRole('combobox', { name: 'Course', exact: true })).toHaveValue(
        subject.enquiryOption,
      );
      await expect(page.getByTestId('brochure-link')).toHaveCount(course.brochure ? 1 : 0);

      await expectFilledTemplate(page);
    });
  }

  for (const course of TEMPLATE_SAMPLE) {
    test(`the course page template, as /${course.slug} shows it: axe at 1280 and 390 px, no sideways scroll at 320 px`, async ({
      page,
    }) => {
      await page.goto(`/${course.slug}`);
      // The parts it was chosen to show are there.
      await expect(page.getByTestId('brochure-link')).toHaveCount(course.brochure ? 1 : 0);
      await expect(page.getByTestId('upcoming-batches').getByTestId('batch')).toHaveCount(
        batchesOf(course).length,
      );
      await expectSoundPage(page);
    });
  }
});

test('an enquiry sent from a course page arrives with its course option', async ({ page }) => {
  await page.goto('/certified-ai-professional');
  await page.getByRole('link', { name: 'Enquire about this course' }).click();
  await expect(page).toHaveURL(/#enquiry$/);
  const form = page.getByTestId('enquiry-form');
  await form.getByLabel('Name').fill('Asha Menon');
  await form.getByLabel('Email').fill('asha@example.com');
  await form.getByRole('combobox', { name: 'Track' }).selectOption('Crash Course');
  const [request] = await Promise.all([
    page.waitForRequest('**/api/contact'),
    form.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({
    name: 'Asha Menon',
    course: 'Artificial Intelligence Courses',
    track: 'Crash Course',
  });
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
});

test.describe('brochures', () => {
  for (const course of COURSES.filter((c) => c.brochure)) {
    test(`${course.slug} opens a PDF brochure of the course in a new tab`, async ({
      page,
      context,
      request,
    }) => {
      await page.goto(`/${course.slug}`);
      const link = page.getByRole('link', { name: /^Download brochure/ });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', `/brochures/${course.slug}.pdf`);
      // The new tab's own navigation to the PDF, not its URL: a headless browser without a PDF viewer takes the file as
      // a download, and the tab never commits the address.
      const [popup, opened] = await Promise.all([
        context.waitForEvent('page'),
        context.waitForEvent('request', (r) => r.url().endsWith(`/brochures/${course.slug}.pdf`)),
        link.click(),
      ]);
      expect(opened.isNavigationRequest()).toBe(true);
      expect(opened.frame().page()).toBe(popup);
      await popup.close();

      const response = await request.get(`/brochures/${course.slug}.pdf`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
      const { info } = await getMeta(pdf);
      expect((info as { Title?: string }).Title).toBe(course.title);
      const { text } = await extractText(pdf, { mergePages: true });
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(course.title);
      expect(flat).toContain(course.duration);
    });
  }
});

test('course pages carry canonical, Open Graph and Course JSON-LD in their HTML', async ({
  request,
}) => {
  const html = await (await request.get('/diploma-fm-operations')).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/diploma-fm-operations"/);
  expect(html).toContain(
    '<meta property="og:title" content="Diploma in Facilities Operations and Maintenance Management"',
  );
  const ogImage = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  expect((await request.get(new URL(ogImage!).pathname)).status()).toBe(200);
  const json = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!),
  );
  const graph = json.flatMap((item) => item['@graph'] ?? [item]);
  const course = graph.find((item) => item['@type'] === 'Course');
  expect(course).toMatchObject({
    name: 'Diploma in Facilities Operations and Maintenance Management',
    provider: { name: site.name },
    offers: { category: 'Paid' },
  });
  expect(course.hasCourseInstance).toContainEqual(
    expect.objectContaining({ courseMode: 'Onsite', courseWorkload: 'PT300H' }),
  );
  expect(graph.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
});
