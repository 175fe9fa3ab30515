import type { Locator, Page } from '@playwright/test';
import { COURSES, type Course } from '../../shared/content/courses';
import { seedBatches } from '../../server/seed/batches';
import { expect, test } from './fixtures';

// A course page opens with its key facts and its two actions on the first screen, at a phone's
// size and a laptop's, whatever the course: checked on courses of different subjects, with and
// without batches (the e2e server's batches are the first start's sample timetable).
const seeded = seedBatches(new Date());
const withBatch = (c: Course) => seeded.some((b) => b.course === c.slug && b.status !== 'full');
const SAMPLE = [
  COURSES.find((c) => c.subject === 'facilities-management' && withBatch(c))!,
  COURSES.find((c) => c.subject === 'artificial-intelligence')!,
  COURSES.find((c) => c.subject === 'language' && c.examFormat)!,
  COURSES.find((c) => c.subject === 'quality')!,
  COURSES.find((c) => !seeded.some((b) => b.course === c.slug))!,
];
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
];

/** Wholly on the first screen: the page at its top, the element inside the viewport. */
async function expectOnFirstScreen(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

for (const screen of SCREENS) {
  for (const course of SAMPLE) {
    test(`/${course.slug} at ${screen.width} px: length, next start, modes, exam or certificate and both actions on the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await page.goto(`/${course.slug}`);
      const facts = page.getByTestId('key-facts');
      await expectOnFirstScreen(page, facts);
      await expect(facts).toContainText(course.duration);
      if (withBatch(course)) await expect(facts).not.toContainText('No date yet — ask us');
      else await expect(facts.getByRole('link', { name: 'No date yet — ask us' })).toBeVisible();
      await expect(facts).toContainText(/Exam|Certificate/);
      const enquire = facts.getByRole('link', { name: `Enquire about ${course.title}` });
      const register = facts.getByRole('link', { name: `Register for ${course.title}` });
      await expectOnFirstScreen(page, enquire);
      await expectOnFirstScreen(page, register);
      await expect(register).toHaveAttribute('href', `/register?course=${course.slug}`);
      // The batches come right after the facts: on a phone next in the page's order.
      const batches = page.getByTestId('upcoming-batches');
      const factsBox = (await facts.boundingBox())!;
      const batchesBox = (await batches.boundingBox())!;
      if (screen.width < 1024) expect(batchesBox.y).toBeGreaterThan(factsBox.y + factsBox.height);
      expect(batchesBox.y).toBeLessThan(factsBox.y + 900);
    });
  }
}

test('a batch the page was opened for is carried by both actions', async ({ page }) => {
  const batch = seeded.find((b) => b.status !== 'full')!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${batch.course}`);
  // The batch's id is the database's: read it from its card's own link.
  const card = page.getByTestId('batch').first();
  const href = await card
    .getByRole('link', { name: /^Enquire about this batch/ })
    .getAttribute('href');
  const id = /batch=(\d+)/.exec(href!)![1];
  await page.goto(`/${batch.course}?batch=${id}`);
  const facts = page.getByTestId('key-facts');
  await expect(facts.getByTestId('key-enquire')).toHaveAttribute('href', `?batch=${id}#enquiry`);
  await expect(facts.getByTestId('key-register')).toHaveAttribute('href', `/register?batch=${id}`);
});

test.describe('the contact bar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stays in reach while the page scrolls and never covers a control that has focus', async ({
    page,
  }) => {
    const course = SAMPLE[0]!;
    // Focus scrolls at once, not smoothly: each position read is where focus has brought the page.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/${course.slug}`);
    const bar = page.getByRole('navigation', { name: 'Contact the academy' });
    await expect(bar.getByRole('link', { name: 'Call' })).toBeVisible();
    await expect(bar.getByRole('link', { name: /^WhatsApp/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Enquire' })).toHaveAttribute('href', '#enquiry');
    await page.mouse.wheel(0, 2500);
    await expect(bar).toBeInViewport({ ratio: 1 });
    const barTop = (await bar.boundingBox())!.y;

    // Tab through the whole page: no control focus reaches is under the bar (which gives way to
    // focus on the page, yet stays reachable: focus in it brings it back on screen).
    await page.locator('body').focus();
    let [seen, inBar] = [0, 0];
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const r = el.getBoundingClientRect();
        const barTop = document.querySelector('[data-phone-bar]')!.getBoundingClientRect().top;
        const inBar = Boolean(el.closest('[data-phone-bar]'));
        return {
          what: `${el.tagName} ${el.textContent?.slice(0, 40)}`,
          inBar,
          hidden: r.height === 0,
          // On screen, and not under the bar: above it, or the bar is below the screen.
          clear:
            r.bottom <= (inBar ? window.innerHeight : Math.min(barTop, window.innerHeight)) + 0.5,
        };
      });
    // Through the enquiry form and the footer after the bar too, until focus leaves the page.
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const where = await focused();
      if (!where && seen > 0) break;
      if (!where || where.hidden) continue;
      if (where.inBar) inBar++;
      else seen++;
      // The bar moves at the next frame the style is worked out in.
      await expect.poll(async () => (await focused())?.clear, where.what).toBe(true);
    }
    expect(seen).toBeGreaterThan(40);
    expect(inBar).toBe(3);

    // The page's end is not under the bar: the footer's last line is above it when scrolled to the end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page
      .locator('footer')
      .evaluate((f) => f.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 0.5);
  });

  test('gives way while a field is typed in or the menu is open, and is not on a wide screen', async ({
    page,
  }) => {
    await page.goto(`/${SAMPLE[1]!.slug}`);
    const bar = page.getByRole('navigation', { name: 'Contact the academy' });
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport();
    await page.getByRole('textbox', { name: /Name/ }).first().focus();
    await expect(bar).not.toBeInViewport();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(bar).toBeInViewport();
    await page.getByText('Menu', { exact: true }).click();
    await expect(bar).not.toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
  });
});
