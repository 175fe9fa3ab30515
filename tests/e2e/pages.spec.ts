import type { Page } from '@playwright/test';
import { DEFAULT_ACCREDITATIONS } from '../../shared/default-accreditations';
import {
  awards,
  chairmansLetter,
  counselling,
  infrastructure,
  visionMissionValues,
} from '../../shared/content/academy';
import { clients } from '../../shared/content/home';
import { site } from '../../shared/content/site';
import { expect, test } from './fixtures';

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

test('About: breadcrumb, story, three accreditations, client logos, the vision slider and the enquiry block', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(breadcrumb(page)).toHaveText(/Home\s*\/\s*About\s*\/\s*About the academy/);
  await expect(breadcrumb(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(
    page.getByRole('heading', { name: 'Built by people who have done the job' }),
  ).toBeVisible();
  for (const a of DEFAULT_ACCREDITATIONS.slice(0, 3))
    await expect(page.getByRole('heading', { name: a.title, exact: true })).toBeVisible();
  for (const client of clients) await expect(page.getByRole('img', { name: client })).toBeVisible();
  await expect(page.locator('#enquiry form')).toBeVisible();

  const slider = page.getByRole('region', { name: 'Vision, mission and core values' });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByText('1 / 3', { exact: true })).toBeVisible();
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(slider.getByText('2 / 3', { exact: true })).toBeVisible();
  await expect(slider.getByRole('heading', { name: 'Mission' })).toBeInViewport();
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(slider.getByText('3 / 3', { exact: true })).toBeVisible();
  for (const value of visionMissionValues[2]!.values!)
    await expect(slider.getByText(value.name, { exact: true })).toBeVisible();
  await expect(slider.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  await slider.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slider.getByText('2 / 3', { exact: true })).toBeVisible();
});

test("Chairman's Message: breadcrumb and a signed letter", async ({ page }) => {
  await page.goto('/chairmans-message');
  await expect(breadcrumb(page)).toContainText("Chairman's Message");
  await expect(page.getByText(chairmansLetter.greeting)).toBeVisible();
  await expect(page.locator('article footer')).toContainText(chairmansLetter.signature);
  await expect(page.locator('article footer')).toContainText(chairmansLetter.role);
});

test("Chairman's Message: nothing drawn over the letter's words, on a phone or a laptop", async ({
  page,
}) => {
  await page.goto('/chairmans-message');
  // The name is written once, in the page's own type: no imitation of a handwritten signature.
  await expect(page.locator('article footer').getByText(chairmansLetter.signature)).toHaveCount(1);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const overlaps = await page.locator('article').evaluate((article) => {
      const boxes = (selector: string) =>
        [...article.querySelectorAll(selector)].map((el) => el.getBoundingClientRect());
      const words = boxes('p');
      return boxes('svg, [class*="icon-"]').filter((b) =>
        words.some(
          (r) => b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom,
        ),
      ).length;
    });
    expect(overlaps, `at ${width} px`).toBe(0);
  }
});

test('Our Story: the founder narrative, 25+ years and the 1000 Future Leaders vision', async ({
  page,
}) => {
  await page.goto('/our-story');
  await expect(
    page.getByRole('heading', { name: '1000 Future Leaders by December 31, 2026' }),
  ).toBeVisible();
  await expect(page.getByText('more than 25 years').first()).toBeVisible();
  await expect(page.getByText('25+', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'From the plant room to the boardroom' }),
  ).toBeVisible();
});

test.describe('Education and Career Counselling', () => {
  test('hero, intro, why choose us, benefits and the call to book', async ({ page }) => {
    await page.goto('/education-career-counselling');
    await expect(page.locator('h1')).toHaveText('Consultancy');
    await expect(page.getByText('Why choose us', { exact: true })).toBeVisible();
    for (const item of counselling.whyChooseUs)
      await expect(page.getByRole('heading', { name: item.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'For students' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'For professionals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: counselling.callToBook.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute(
      'href',
      `tel:${site.phoneHref}`,
    );
  });

  test('the accordion lists the seven services in spec order, opens the first, toggles by mouse and keyboard', async ({
    page,
  }) => {
    await page.goto('/education-career-counselling');
    const headers = page.locator('button[aria-controls]');
    await expect(headers).toHaveText(
      [
        'Career Counseling',
        'Education Guidance',
        'Study Abroad Counseling',
        'Certified International Studies Counseling',
        'Application and Scholarship Support',
        'Skill Development and Training',
        'Career Transition Support',
      ].map((t) => new RegExp(t)),
    );
    await expect(headers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    for (let i = 1; i < 7; i++)
      await expect(headers.nth(i)).toHaveAttribute('aria-expanded', 'false');

    const panel = async (i: number) =>
      page.locator(`#${await headers.nth(i).getAttribute('aria-controls')}`);
    const first = await panel(0);
    await expect(first).toHaveAttribute('role', 'region');
    await expect(first).toHaveAttribute(
      'aria-labelledby',
      (await headers.nth(0).getAttribute('id'))!,
    );
    await expect(first).toContainText(counselling.services[0]!.text);
    await expect(await panel(1)).toBeHidden();

    await headers.nth(1).click();
    await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(await panel(1)).toBeVisible();
    await headers.nth(0).click();
    await expect(headers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeHidden();

    // Keyboard: arrows move between headers, Enter and Space toggle.
    await headers.nth(1).focus();
    await page.keyboard.press('ArrowDown');
    await expect(headers.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(headers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(headers.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(headers.nth(6)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(headers.nth(0)).toBeFocused();
  });
});

test('Contacts: call, mail and direction links, the enquiry block, and a map that loads only when near', async ({
  page,
}) => {
  const mapRequests: string[] = [];
  // The map service lies outside the product: answer it locally and count the requests.
  await page.route('https://www.google.com/maps**', (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>Map</p>' });
  });
  await page.goto('/contacts');
  await expect(breadcrumb(page)).toHaveText(/Home\s*\/\s*Contacts/);
  await expect(page.getByRole('link', { name: `Call ${site.phone}`, exact: true })).toHaveAttribute(
    'href',
    `tel:${site.phoneHref}`,
  );
  await expect(page.getByRole('link', { name: /^Email us/ })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  const directions = page.getByRole('link', { name: /^Get Direction/ });
  await expect(directions).toHaveCount(2);
  for (const link of await directions.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
  }
  await expect(page.getByRole('main').getByText(site.offices.uae.lines[1]!)).toBeVisible();
  await expect(page.locator('#enquiry form')).toBeVisible();

  // Hydrated and idle, yet no map: it is far below the fold.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(mapRequests).toEqual([]);

  await page.getByRole('heading', { name: 'Find our India office' }).scrollIntoViewIfNeeded();
  const map = page.locator('iframe[title="Map of the India Office"]');
  await expect(map).toBeVisible();
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  expect(mapRequests[0]).toContain(encodeURIComponent(site.offices.india.mapsQuery));
});

test('a map that cannot load still offers its link inside its box, and so does the page without scripts', async ({
  page,
  browser,
  pageErrors,
}) => {
  pageErrors.allow(/ERR_FAILED|ERR_BLOCKED/);
  await page.route('https://www.google.com/maps**', (route) => route.abort('blockedbyclient'));
  await page.goto('/contacts');
  await page.getByRole('heading', { name: 'Find our India office' }).scrollIntoViewIfNeeded();
  const box = page.locator('[data-near-frame]').first();
  await expect(box.locator('iframe')).toBeAttached();
  const link = box.getByRole('link', { name: 'Open the map (opens in a new tab)' });
  await expect(link).toBeVisible();
  await link.scrollIntoViewIfNeeded();
  // The link is what a tap on it meets, not the frame under it.
  expect(
    await link.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return a.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    }),
  ).toBe(true);
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/contacts');
  await expect(
    plain
      .locator('[data-near-frame]')
      .first()
      .getByRole('link', { name: 'Open the map (opens in a new tab)' }),
  ).toBeVisible();
  await context.close();
});

test('Awards: two cards whose small image opens the big one', async ({ page }) => {
  await page.goto('/awards');
  await expect(page.getByRole('button', { name: /^View Image of the / })).toHaveCount(2);
  for (const award of awards) {
    await expect(page.getByRole('heading', { name: award.title })).toBeVisible();
    await page.getByRole('button', { name: `View Image of the ${award.title}` }).click();
    const slide = page.getByRole('dialog').locator('[aria-roledescription="slide" i]:not([inert])');
    await expect(slide.getByTestId('lightbox-caption')).toHaveText(award.title);
    await expect(slide.locator('img')).toHaveAttribute('src', `/images/cards/${award.id}-800.webp`);
    await expect
      .poll(() => slide.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(800);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('Our Infrastructure: three cards, Exterior, Interior, Interior, with pictures', async ({
  page,
}) => {
  await page.goto('/our-infrastructure');
  const cards = page.getByTestId('infrastructure-card');
  await expect(cards.getByRole('heading')).toHaveText(infrastructure.map((i) => i.title));
  for (const [i, item] of infrastructure.entries()) {
    await expect(cards.nth(i).getByRole('img', { name: item.imageLabel })).toHaveAttribute(
      'width',
      '800',
    );
  }
});

test('the academy pages carry their text in the HTML before any JavaScript runs', async ({
  request,
}) => {
  const expectations: Record<string, string[]> = {
    '/about': ['About the academy', 'Core Values', 'Empowerment', clients[0]!],
    '/chairmans-message': [chairmansLetter.signature],
    '/our-story': ['1000 Future Leaders by December 31, 2026'],
    '/education-career-counselling': [
      'Consultancy',
      ...counselling.services.map((s) => s.title),
      counselling.services[6]!.text,
    ],
    '/contacts': ['Get Direction', site.email],
    '/accreditations': DEFAULT_ACCREDITATIONS.map((a) => a.title),
    '/awards': awards.map((a) => a.title.replace('&', '&amp;')),
    '/our-infrastructure': ['Exterior', 'Interior'],
  };
  for (const [path, texts] of Object.entries(expectations)) {
    const html = await (await request.get(path)).text();
    for (const text of texts)
      expect(html, `${path} contains ${text}`).toContain(text.replace(/'/g, '&#x27;'));
  }
});
