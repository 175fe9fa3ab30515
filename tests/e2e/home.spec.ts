import type { Locator, Page } from '@playwright/test';
import {
  benefits,
  clients,
  counters,
  heroSlides,
  recognitionCards,
  slogans,
  testimonials,
  tracks,
} from '../../shared/content/home';
import { configuredSocialLinks } from '../../shared/content/site';
import { expect, test } from './fixtures';

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });
/**
 * A laptop's screen tall enough that the hero's controls sit above the room the page keeps for the
 * floating links (app.css, --floating-reserve): on a shorter one a driven click scrolls them up first, as Tab
 * does, taking the slide's heading out of view mid-test.
 */
const LAPTOP = { width: 1280, height: 900 };
const testimonialCarousel = (page: Page) =>
  page.getByRole('region', { name: 'Student testimonials' });
/** Accessible names of the slides a visitor can currently see (the others are inert). */
const slidesInView = (carousel: Locator) =>
  carousel
    .locator('[aria-roledescription="slide"][data-in-view]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
/** A carousel below the fold is an island hydrated when seen: Astro drops `ssr` from its island then. */
const hydrated = (carousel: Locator) =>
  expect(carousel.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');

test('the home page carries every section of the specification, in order', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveCount(1);

  await expect(hero(page).locator('[aria-roledescription="slide"]')).toHaveCount(heroSlides.length);
  const consultations = hero(page).getByRole('link', { name: 'Free Consultation' });
  await expect(consultations).toHaveCount(6);
  for (const href of await consultations.evaluateAll((links) =>
    links.map((a) => a.getAttribute('href')),
  ))
    expect(href).toBe('#enquiry');

  for (const card of recognitionCards)
    await expect(page.getByRole('heading', { name: card.title, level: 3 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our promises' })).toContainText(slogans[0]!);
  await expect(
    page.getByRole('heading', { name: 'Why facilities management skills lead to high income' }),
  ).toBeVisible();
  for (const benefit of benefits)
    await expect(page.getByRole('heading', { name: benefit.title })).toBeVisible();

  const courses = page.getByRole('region', { name: 'Popular courses' });
  await expect(courses.getByRole('link', { name: /^Enroll in / })).toHaveCount(3);
  for (const client of clients) await expect(page.getByRole('img', { name: client })).toBeVisible();
  await expect(page.getByText(/over 100 students/)).toBeVisible();
  await expect(testimonialCarousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(
    testimonials.length,
  );
  for (const c of counters) await expect(page.getByText(c.label, { exact: true })).toBeVisible();
  for (const track of tracks)
    await expect(page.getByRole('heading', { name: track.title })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Get Started/ })).toHaveCount(2);

  // The four most recent posts, as the API lists them.
  const api = await (await request.get('/api/blogs?page=1&limit=4')).json();
  const titles = api.blogs.map((b: { title: string }) => b.title);
  expect(titles).toHaveLength(4);
  await expect(page.getByTestId('recent-blogs').getByRole('heading', { level: 3 })).toHaveText(
    titles,
  );
  await expect(page.getByRole('link', { name: 'View All Blogs' })).toHaveAttribute(
    'href',
    '/blogs',
  );

  const social = page.getByRole('region', { name: 'Follow us' });
  for (const link of configuredSocialLinks()) {
    await expect(social.getByRole('link', { name: new RegExp(link.label) })).toHaveAttribute(
      'href',
      link.href,
    );
  }
  // The sentence names the networks shown, not ones the academy has not set up.
  const sentence = await social.locator('p').textContent();
  for (const network of ['Facebook', 'LinkedIn', 'YouTube', 'Instagram'])
    expect(sentence?.includes(network), `${network} in "${sentence}"`).toBe(
      configuredSocialLinks().some((link) => link.label === network),
    );
  await expect(page.locator('#enquiry form')).toBeVisible();

  // Spec order: every section's heading comes after the previous one.
  const order = [
    'Highlights',
    'recognition-heading',
    'Our promises',
    'pitch-heading',
    'courses-heading',
    'clients-heading',
    'testimonials-heading',
    'counters-heading',
    'tracks-heading',
    'blogs-heading',
    'social-heading',
    'enquiry-heading',
  ];
  const tops = await page.evaluate(
    (ids) =>
      ids.map(
        (id) =>
          (document.getElementById(id) ??
            document.querySelector(`[aria-label="${id}"]`))!.getBoundingClientRect().top,
      ),
    order,
  );
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
});

test('only the first hero picture is in the server HTML; the other five are added once the page has loaded', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const heroHtml = html.slice(
    html.indexOf('id="home-title"'),
    html.indexOf('</section>', html.indexOf('id="home-title"')),
  );
  expect(
    new Set([...heroHtml.matchAll(/\/images\/slides\/([\w-]+?)-\d+\.avif/g)].map((m) => m[1])),
  ).toEqual(new Set([heroSlides[0]!.id]));

  const requested: string[] = [];
  page.on('request', (r) => void (r.url().includes('/images/slides/') && requested.push(r.url())));
  await page.goto('/');
  const pictures = hero(page).locator('picture img');
  await expect(pictures).toHaveCount(heroSlides.length);
  // The second slide's picture is really there to show when the slide show moves.
  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(pictures.nth(1)).toHaveJSProperty('complete', true);
  expect(
    await pictures.nth(1).evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  expect(requested.some((url) => url.includes(`/slides/${heroSlides[1]!.id}-`))).toBe(true);
});

test('the hero can be paused, and next/previous (buttons and arrow keys) change the visible slide', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/');
  const carousel = hero(page);
  const pause = carousel.getByRole('button', { name: 'Pause the slide show' });
  await pause.click();
  await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeVisible();

  await expect.poll(() => slidesInView(carousel)).toEqual([`1 of 6: ${heroSlides[0]!.kicker}`]);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => slidesInView(carousel)).toEqual([`2 of 6: ${heroSlides[1]!.kicker}`]);
  await expect(carousel.getByRole('heading', { name: heroSlides[1]!.title })).toBeInViewport();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect.poll(() => slidesInView(carousel)).toEqual([`1 of 6: ${heroSlides[0]!.kicker}`]);
  // Wraps backwards from the first slide to the sixth.
  await carousel.getByRole('button', { name: 'Previous slide' }).press('Enter');
  await expect.poll(() => slidesInView(carousel)).toEqual([`6 of 6: ${heroSlides[5]!.kicker}`]);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => slidesInView(carousel)).toEqual([`1 of 6: ${heroSlides[0]!.kicker}`]);
});

test('leaving the home page while the slide show plays, and coming back, raises no error', async ({
  page,
}) => {
  // Tearing the carousels down stops their autoplay, whose event used to reach a destroyed engine.
  await page.goto('/');
  await expect(hero(page).getByRole('button', { name: 'Pause the slide show' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Contacts' })
    .click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.locator('h1')).toHaveCount(1);
  await page.goBack();
  await expect(hero(page).getByRole('button', { name: 'Pause the slide show' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/contacts$/);
  // The page-error fixture fails the test on any uncaught error from these navigations.
});

test('the hero follows a swipe (pointer drag)', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/');
  const carousel = hero(page);
  await carousel.getByRole('button', { name: 'Pause the slide show' }).click();
  await expect.poll(() => slidesInView(carousel)).toEqual([`1 of 6: ${heroSlides[0]!.kicker}`]);
  const box = (await carousel.locator('[aria-roledescription="slide"]').first().boundingBox())!;
  const y = box.y + box.height * 0.3;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++)
    await page.mouse.move(box.x + box.width * (0.8 - step * 0.05), y);
  await page.mouse.up();
  await expect.poll(() => slidesInView(carousel)).toEqual([`2 of 6: ${heroSlides[1]!.kicker}`]);
});

test('testimonial next/previous change the visible testimonials', async ({ page }) => {
  await page.goto('/');
  const carousel = testimonialCarousel(page);
  await carousel.scrollIntoViewIfNeeded();
  await hydrated(carousel);
  const first = `1 of ${testimonials.length}: ${testimonials[0]!.person}, ${testimonials[0]!.place}`;
  // Until Embla has measured (a task after hydration) every slide counts as in view: wait for the three it shows.
  await expect.poll(async () => (await slidesInView(carousel)).length).toBe(3);
  const before = await slidesInView(carousel);
  expect(before).toContain(first);
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect.poll(() => slidesInView(carousel)).not.toContain(first);
  await expect.poll(() => slidesInView(carousel)).not.toEqual(before);
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect.poll(() => slidesInView(carousel)).toEqual(before);
});

test('on a phone the three courses are a carousel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Popular courses' });
  await carousel.scrollIntoViewIfNeeded();
  await hydrated(carousel);
  await expect.poll(() => slidesInView(carousel)).toHaveLength(1);
  const before = await slidesInView(carousel);
  await carousel.getByRole('button', { name: 'Next course' }).click();
  await expect.poll(() => slidesInView(carousel)).not.toEqual(before);
});

test('the counters are in the server HTML and count up to 50+, 180+ and 800+ when scrolled into view', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  for (const c of counters)
    expect(html).toContain(`data-count-to="${c.value}">${c.value}</span>${c.suffix}`);

  await page.goto('/');
  const values = page.getByTestId('counter-value');
  // Below the fold they wait at zero, then animate once they are seen.
  await expect(values).toHaveText(['0+', '0+', '0+']);
  await values.first().scrollIntoViewIfNeeded();
  await expect(values).toHaveText(['50+', '180+', '800+']);
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves by itself: no autoplay, a still slogan band, final counter figures', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(hero(page).getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    const track = page.getByTestId('slogan-track');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expect(page.getByRole('button', { name: 'Pause the moving slogans' })).toBeHidden();
    await expect(page.getByTestId('counter-value')).toHaveText(['50+', '180+', '800+']);
  });
});

test('the slogan band moves and the visitor can pause it', async ({ page }) => {
  await page.goto('/');
  const track = page.getByTestId('slogan-track');
  const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
  expect(await playState()).toBe('running');
  const pause = page.getByRole('button', { name: 'Pause the moving slogans' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  expect(await playState()).toBe('paused');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
});
