import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { COURSES, subjectById } from '../../content/courses';
import { site } from '../../content/site';
import { expect, test } from './fixtures';
import { stubMap } from './support/axe';
import { expectSoundPage } from './support/sound-page';

const digits = (text: string) => text.replace(/\D/g, '');

test.describe('every course page', () => {
  // One template renders all of them: the first, the flagship diploma, is checked at both widths; the rest at one.
  for (const course of COURSES) {
    const subject = subjectById(course.subject);
    const template = course === COURSES[0];

    test(`/${course.slug}: h1, breadcrumb, Call: link, the enquiry preselected; a sound page (axe${template ? ' at both widths' : ''}, reflow)`, async ({ page }) => {
      await stubMap(page);
      const response = await page.goto(`/${course.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(course.title);

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveCount(3);
      await expect(crumbs.nth(0).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.nth(1)).toContainText(course.subject === 'facilities-management' ? 'FM Courses' : subject.breadcrumb);
      await expect(crumbs.nth(2).locator('[aria-current="page"]')).toHaveText(course.title);

      const call = page.getByTestId('call-button');
      await expect(call).toHaveText(`Call: ${site.phone}`);
      const href = await call.getAttribute('href');
      expect(href).toMatch(/^tel:\+\d{7,15}$/);
      expect(digits(href!)).toBe(digits(site.phone));

      const enquiry = page.locator('#enquiry');
      // As a visitor reaches it: the form's code loads when the form comes near.
      await enquiry.scrollIntoViewIfNeeded();
      await expect(enquiry.getByRole('combobox', { name: 'Course', exact: true })).toHaveValue(subject.enquiryOption);
      await expect(page.getByTestId('brochure-link')).toHaveCount(course.brochure ? 1 : 0);

      await expectSoundPage(page, { template });
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
  const [request] = await Promise.all([page.waitForRequest('**/api/contact'), form.getByRole('button', { name: 'Send Message' }).click()]);
  expect(request.postDataJSON()).toMatchObject({ name: 'Asha Menon', course: 'Artificial Intelligence Courses', track: 'Crash Course' });
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
});

test.describe('brochures', () => {
  for (const course of COURSES.filter((c) => c.brochure)) {
    test(`${course.slug} opens a PDF brochure of the course in a new tab`, async ({ page, context, request }) => {
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

test('course pages carry canonical, Open Graph and Course JSON-LD in their HTML', async ({ request }) => {
  const html = await (await request.get('/diploma-fm-operations')).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/diploma-fm-operations"/);
  expect(html).toContain('<meta property="og:title" content="Diploma in Facilities Operations and Maintenance Management"');
  const ogImage = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  expect((await request.get(new URL(ogImage!).pathname)).status()).toBe(200);
  const json = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const graph = json.flatMap((item) => item['@graph'] ?? [item]);
  const course = graph.find((item) => item['@type'] === 'Course');
  expect(course).toMatchObject({ name: 'Diploma in Facilities Operations and Maintenance Management', provider: { name: site.name }, offers: { category: 'Paid' } });
  expect(course.hasCourseInstance).toContainEqual(expect.objectContaining({ courseMode: 'Onsite', courseWorkload: 'PT300H' }));
  expect(graph.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
});
