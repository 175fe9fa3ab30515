import { test as base, type Page } from '@playwright/test';
import { DEFAULT_ACCREDITATIONS } from '../../shared/default-accreditations';
import { site } from '../../shared/content/site';
import { LIGHTBOX_WORDS_AR } from '../../shared/content/lightbox.ar';
import { expect, test } from './fixtures';
import { holdRequests } from '../support/e2e/hold-requests';

const titles = DEFAULT_ACCREDITATIONS.map((a) => a.title);
const dialog = (page: Page) => page.getByRole('dialog');
/** The slide on screen (the library makes the neighbours it preloads inert). */
const currentSlide = (page: Page) =>
  dialog(page).locator('[aria-roledescription="slide" i]:not([inert])');
const shownTitle = (page: Page) => currentSlide(page).getByText(/ · \d+ \/ \d+$/);
const open = (page: Page, title: string) =>
  page.getByRole('button', { name: `View Image of ${title}`, exact: true }).click();

test('Accreditations: hero with Home link and phone number, five cards with View Image', async ({
  page,
}) => {
  await page.goto('/accreditations');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: site.phone }).first()).toHaveAttribute(
    'href',
    `tel:${site.phoneHref}`,
  );
  await expect(page.getByTestId('accreditation-card').getByRole('heading')).toHaveText(titles);
  await expect(page.getByRole('button', { name: /^View Image of / })).toHaveCount(5);
});

test('View Image opens the lightbox at that card, with the API’s image and the caption', async ({
  page,
  request,
}) => {
  const api = await (await request.get('/api/public/accreditations')).json();
  await page.goto('/accreditations');
  for (const [i, title] of titles.entries()) {
    await open(page, title);
    await expect(dialog(page)).toBeVisible();
    await expect(shownTitle(page)).toHaveText(`${title} · ${i + 1} / ${api.accreditations.length}`);
    await expect(currentSlide(page).getByTestId('lightbox-caption')).toHaveText(
      'Accreditation Image',
    );
    const served = api.accreditations.find((a: { title: string }) => a.title === title).imagepath;
    await expect(currentSlide(page).locator('img')).toHaveAttribute('src', served);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    // Focus returns to the control that opened it.
    await expect(
      page.getByRole('button', { name: `View Image of ${title}`, exact: true }),
    ).toBeFocused();
  }
});

test('next and previous wrap around in both directions, by button and by arrow key', async ({
  page,
}) => {
  await page.goto('/accreditations');
  await open(page, titles[0]!);
  await expect(shownTitle(page)).toContainText(titles[0]!);
  await page.keyboard.press('ArrowLeft');
  await expect(shownTitle(page)).toContainText(titles[4]!);
  await page.keyboard.press('ArrowRight');
  await expect(shownTitle(page)).toContainText(titles[0]!);
  await dialog(page).getByRole('button', { name: 'Previous image' }).click();
  await expect(shownTitle(page)).toContainText(titles[4]!);
  await dialog(page).getByRole('button', { name: 'Next image' }).click();
  await expect(shownTitle(page)).toContainText(titles[0]!);
  await dialog(page).getByRole('button', { name: 'Close lightbox' }).click();
  await expect(dialog(page)).toHaveCount(0);
});

test('zoom goes in and out in steps, and zoom out is disabled at the minimum', async ({ page }) => {
  await page.goto('/accreditations');
  await open(page, titles[1]!);
  const zoomIn = dialog(page).getByRole('button', { name: 'Zoom in' });
  const zoomOut = dialog(page).getByRole('button', { name: 'Zoom out' });
  const imageWidth = () =>
    currentSlide(page)
      .locator('img')
      .evaluate((img) => img.getBoundingClientRect().width);
  await expect(currentSlide(page).locator('img')).toBeVisible();
  await expect(zoomOut).toBeDisabled();
  await expect(zoomIn).toBeEnabled();
  const fitted = await imageWidth();
  await zoomIn.click();
  await expect(zoomOut).toBeEnabled();
  await expect.poll(imageWidth).toBeGreaterThan(fitted * 1.9);
  let steps = 1;
  while (await zoomIn.isEnabled()) {
    await zoomIn.click();
    steps += 1;
    expect(steps).toBeLessThanOrEqual(5);
  }
  expect(steps).toBeGreaterThanOrEqual(3);
  while (await zoomOut.isEnabled()) await zoomOut.click();
  await expect(zoomOut).toBeDisabled();
  await expect.poll(imageWidth).toBeLessThan(fitted * 1.05);
});

test('a swipe (pointer drag) moves to the next image', async ({ page }) => {
  await page.goto('/accreditations');
  await open(page, titles[2]!);
  await expect(currentSlide(page).locator('img')).toBeVisible();
  const box = (await currentSlide(page).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(box.x + box.width * (0.7 - step * 0.05), y);
  await page.mouse.up();
  await expect(shownTitle(page)).toContainText(titles[3]!);
});

test('the lightbox library and its styles are fetched only by a page that opens it', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => /\/assets\/image-lightbox/.test(r.url()) && fetched.push(r.url()));
  // The library's stylesheet is told by its rules (its file is named by the bundler, not by us).
  const styles: string[] = [];
  page.on(
    'response',
    async (r) =>
      r.request().resourceType() === 'stylesheet' &&
      (await r.text().catch(() => '')).includes('.yarl__') &&
      styles.push(r.url()),
  );
  for (const path of ['/', '/about', '/awards', '/diploma-mastery-fm']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/accreditations');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  expect(styles).toEqual([]);
  await open(page, titles[0]!);
  await expect(dialog(page)).toBeVisible();
  expect(fetched.some((url) => url.endsWith('.js'))).toBe(true);
  await expect.poll(() => styles.length).toBe(1);
  // Styled: the library's own rule puts its portal above the page.
  await expect(page.locator('.yarl__portal')).toHaveCSS('position', 'fixed');
});

/** Tests that provoke failures see the browser log them; everything else must stay clean. */
const failing = base.extend<{ unexpectedErrors: string[] }>({
  unexpectedErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on(
        'console',
        (m) =>
          m.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of (404|500)/.test(
            m.text(),
          ) &&
          errors.push(m.text()),
      );
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

/** The gallery island's own module (Astro names it after the file: site/islands/pages/accreditation-gallery.tsx). */
const GALLERY_ISLAND = /\/assets\/accreditation-gallery\.[\w-]+\.js$/;

test('View Image pressed before the gallery’s island is live opens the lightbox once it is', async ({
  page,
}) => {
  // The island's code is fetched when the gallery comes into view; hold it until the visitor has pressed.
  const release = await holdRequests(page, (url) => GALLERY_ISLAND.test(url.pathname));
  const requested = page.waitForRequest(GALLERY_ISLAND);
  await page.goto('/accreditations');
  await open(page, 'CPD');
  await requested;
  // Still the server's HTML: the press is held (site/islands/page-scripts/held-island-submits.ts), not lost.
  await expect(
    page.locator('astro-island[ssr]', { has: page.getByTestId('accreditation-card').first() }),
  ).toHaveCount(1);
  release();
  await expect(shownTitle(page)).toHaveText(/^CPD · \d+ \/ \d+$/);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
});

failing('a broken image shows "This image failed to load"', async ({ page }) => {
  await page.route('**/images/accreditations/mefma.webp', (route) =>
    route.fulfill({ status: 404, body: 'missing' }),
  );
  await page.goto('/accreditations');
  await open(page, 'MEFMA');
  await expect(currentSlide(page).getByText('This image failed to load')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(page).locator('img')).toBeVisible();
});

failing.describe('when the accreditations call fails', () => {
  const cases = [
    {
      name: 'an error status',
      reply: { status: 500, json: { success: false, message: 'Internal error' } },
      text: 'Error fetching accreditations. Please try again later.',
    },
    {
      name: 'success false without a message',
      reply: { status: 200, json: { success: false } },
      text: 'Failed to load accreditations.',
    },
    {
      name: 'success false with a message',
      reply: {
        status: 200,
        json: { success: false, message: 'Accreditations are being updated.' },
      },
      text: 'Accreditations are being updated.',
    },
  ];
  for (const c of cases) {
    failing(`shows the spec's text for ${c.name}, after Loading...`, async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/public/accreditations', async (route) => {
        await held;
        await route.fulfill(c.reply);
      });
      await page.goto('/accreditations');
      await expect(page.getByText('Loading...')).toBeVisible();
      release();
      await expect(page.getByRole('alert')).toHaveText(c.text);
      await expect(page.getByText('Loading...')).toHaveCount(0);
      // The cards still show their own certificates.
      await open(page, 'CPD');
      await expect(shownTitle(page)).toContainText('CPD');
    });
  }

  failing(
    "on /ar/accreditations, asks in Arabic and says the spec's texts in Arabic",
    async ({ page }) => {
      const asked: (string | undefined)[] = [];
      await page.route('**/api/public/accreditations', async (route) => {
        asked.push(route.request().headers()['accept-language']);
        await route.fulfill({ status: 500, json: { success: false, message: 'Internal error' } });
      });
      await page.goto('/ar/accreditations');
      await expect(page.getByRole('alert')).toHaveText(
        'حدث خطأ أثناء جلب الاعتمادات. يُرجى المحاولة مرة أخرى لاحقًا.',
      );
      expect(asked).toEqual(['ar']);
    },
  );
});

// Issue 31: on an Arabic page the lightbox's controls, caption and failed-image text are Arabic,
// handed to the gallery by its page.
failing(
  'on /ar/accreditations the lightbox speaks Arabic, a failed image too',
  async ({ page, request }) => {
    const api = await (await request.get('/api/public/accreditations')).json();
    const served: string = api.accreditations[0].imagepath;
    await page.route(
      (url) => url.pathname === served,
      (route) => route.fulfill({ status: 404, body: 'missing' }),
    );
    await page.goto('/ar/accreditations');
    await page.getByTestId('accreditation-card').first().getByRole('button').click();
    await expect(dialog(page)).toBeVisible();
    for (const label of ['Close', 'Next', 'Previous', 'Zoom in', 'Zoom out'] as const)
      await expect(
        dialog(page).getByRole('button', { name: LIGHTBOX_WORDS_AR.labels[label] }),
      ).toHaveCount(1);
    await expect(currentSlide(page).getByTestId('lightbox-caption')).toHaveText(
      'صورة شهادة الاعتماد',
    );
    await expect(currentSlide(page).getByText(LIGHTBOX_WORDS_AR.failed)).toBeVisible();
    await dialog(page).getByRole('button', { name: LIGHTBOX_WORDS_AR.labels.Close }).click();
    await expect(dialog(page)).toHaveCount(0);
  },
);
