import {
  COURSE_PAGE_JS_BUDGET,
  firstLoadScripts,
  kb,
  pageJs,
  prerenderedHtml,
} from '../support/first-load-js';
import type { APIRequestContext, Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../shared/paths';
import { pathIn } from '../../shared/lang';
import { inEveryLanguage } from '../../shared/site-paths';
import { expect, test } from './fixtures';
import { holdRequests } from '../support/e2e/hold-requests';
import { notificationEmails } from './server-files';

// The JavaScript a course page sends, read from the built output (byte counts are deterministic,
// so this is a real test, not a timing), and checked in the browser: what loads, and when.

const COURSE = '/diploma-mastery-fm';
const COURSE_TITLE = 'Diploma in Mastery in Facilities Management';
const PRERENDERED = new Set(PRERENDERED_PATHS);

/** A page's HTML as the test server sends it; `/blogs/:id` stands for the newest post. */
async function pageHtml(request: APIRequestContext, route: string): Promise<string> {
  let path = route;
  if (route === '/blogs/:id') {
    const list = await (await request.get('/blogs')).text();
    path = /href="(\/blogs\/\d+)"/.exec(list)![1]!;
  }
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** The enquiry form's code, fetched only when the form is wanted: the island's module on an Astro page. */
const FORM_CODE = /\/assets\/enquiry-form[.-][\w-]+\.js$/;

/** Holds the enquiry form's code on its way to the page until the function returned is called. */
const holdFormCode = (page: Page) => holdRequests(page, (url) => FORM_CODE.test(url.pathname));

// Every other kind of page, the same way (KB gzip, a little above what each sends now). Home, the
// blog pages and the course finder are rendered per request: their HTML is fetched from the test
// server. A page counts its script and every island's modules, the ones hydrated when visible
// included; a page whose only interactive part is the menu ships no React.
const MENU_ONLY_PAGE_KB = 20;
const ROUTE_CEILINGS_KB: Record<string, number> = {
  '/': 95.5,
  '/about': 88,
  '/chairmans-message': MENU_ONLY_PAGE_KB,
  '/our-story': MENU_ONLY_PAGE_KB,
  '/education-career-counselling': 72.5,
  '/accreditations': 74,
  '/awards': 73,
  '/our-infrastructure': MENU_ONLY_PAGE_KB,
  '/contacts': 75.4,
  '/register': 75.9,
  '/company-enquiry': 75.8,
  '/courses': 74.5,
  '/accessibility': MENU_ONLY_PAGE_KB,
  '/blogs': 73.2,
  // A post has no island: the menu's script alone.
  '/blogs/:id': MENU_ONLY_PAGE_KB,
};

test.describe('course page JavaScript', () => {
  // Course pages show their batches: rendered by the server (and kept), no longer written by the build.
  test('its scripts and its enquiry form island stay within the budget, without the course records', async ({
    request,
  }) => {
    const { scripts, gzip } = pageJs(await pageHtml(request, COURSE));
    const listing = scripts.map((s) => `${kb(s.gzip).padStart(6)} KB  ${s.url}`).join('\n');
    expect(
      gzip,
      `first-load JS of ${COURSE}: ${kb(gzip)} KB gzip (budget ${kb(COURSE_PAGE_JS_BUDGET)} KB)\n${listing}`,
    ).toBeLessThanOrEqual(COURSE_PAGE_JS_BUDGET);
    expect(
      scripts.map((s) => s.url).filter((url) => /\/(courses|catalogue|course-body)[.-]/.test(url)),
    ).toEqual([]);
  });

  // The Arabic edition of a page keeps its English twin's ceiling.
  const routes = Object.entries(ROUTE_CEILINGS_KB).flatMap(([route, ceiling]) =>
    inEveryLanguage(route)
      ? [[route, ceiling] as const, [pathIn('ar', route), ceiling] as const]
      : [[route, ceiling] as const],
  );
  for (const [route, ceiling] of [
    ...routes,
    [pathIn('ar', COURSE), COURSE_PAGE_JS_BUDGET / 1024] as const,
  ]) {
    test(`${route} first load stays within ${ceiling} KB`, async ({ request }) => {
      const html = PRERENDERED.has(route) ? prerenderedHtml(route) : await pageHtml(request, route);
      const { scripts, gzip } = pageJs(html);
      const listing = scripts.map((s) => `${kb(s.gzip).padStart(6)} KB  ${s.url}`).join('\n');
      expect(
        gzip,
        `first-load JS of ${route}: ${kb(gzip)} KB gzip\n${listing}`,
      ).toBeLessThanOrEqual(ceiling * 1024);
    });
  }

  test('the browser fetches only the page’s own scripts until the form comes near, then the form island’s', async ({
    page,
  }) => {
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
    });
    await page.goto(COURSE);
    await page.waitForLoadState('networkidle');
    // The page's scripts without its islands' (the enquiry form, hydrated when visible).
    const html = await pageHtml(page.request, COURSE);
    const expected = firstLoadScripts(html.replace(/<astro-island\b[^>]*>/g, ''));
    // The real-user vitals reporter is fetched once the page is idle, after its first load, by design.
    const vitals = [...requested].filter((url) => /\/vitals-reporter[.-][\w-]+\.js$/.test(url));
    expect(vitals.length).toBeLessThanOrEqual(1);
    expect([...requested].filter((url) => !vitals.includes(url)).sort()).toEqual(
      [...expected].sort(),
    );

    const formCode = page.waitForRequest(FORM_CODE);
    await page.getByRole('form', { name: 'Contact enquiry' }).scrollIntoViewIfNeeded();
    await formCode;
  });

  test('an enquiry typed and sent before the form code arrives is kept and sent', async ({
    page,
  }) => {
    // Hold the form's code until the visitor has typed and pressed Send.
    const release = await holdFormCode(page);
    await page.goto(COURSE);
    const name = `Early Bird ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('early@example.com');
    await form.getByLabel('Track').selectOption('Full Time');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Held, not posted as a page navigation with the entries in the URL.
    expect(new URL(page.url()).search).toBe('');
    release();

    await expect(form.getByTestId('form-success')).toHaveText(
      'Your message has been sent successfully!',
    );
    await expect
      .poll(() => notificationEmails().find((mail) => mail.includes(name)), { timeout: 15_000 })
      .toContain('Email: early@example.com');
    expect(notificationEmails().find((mail) => mail.includes(name))).toContain('Track: Full Time');
  });

  test('the server HTML of the enquiry form stays whole while its code is held, and then works', async ({
    page,
  }) => {
    const release = await holdFormCode(page);
    // From the first byte parsed: each moment, once the form has appeared, its fields were missing
    // or a placeholder stood in its place (what React's client-render fallback would show).
    await page.addInitScript(() => {
      const record: string[] = [];
      (window as unknown as { formGaps: string[] }).formGaps = record;
      let seen = false;
      new MutationObserver(() => {
        const field = document.querySelector(
          'form[aria-label="Contact enquiry"] input[name="name"]',
        );
        if (field) seen = true;
        if (seen && (!field || document.querySelector('[data-island][aria-busy="true"]')))
          record.push(document.readyState);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(COURSE);
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    const requested = page.waitForRequest(FORM_CODE);
    await form.scrollIntoViewIfNeeded();
    await requested;
    // Hydrated and re-rendered meanwhile: the header's menu works, the page scrolls and resizes.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .locator('summary', { hasText: /^Courses/ })
      .click();
    await page.keyboard.press('Escape');
    await form.getByLabel('Name').fill('Held Code');
    await form.getByLabel('Email').focus();
    await page.keyboard.type('held@example.com');
    expect(
      await page.evaluate(() => (window as unknown as { formGaps: string[] }).formGaps),
    ).toEqual([]);
    release();
    // The island hydrates the server's form in place, with what was typed, and keeps the focus.
    await expect(page.locator('astro-island[ssr]', { has: form })).toHaveCount(0);
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveValue('Held Code');
    await expect(form.getByLabel('Email')).toHaveValue('held@example.com');
    expect(
      await page.evaluate(() => (window as unknown as { formGaps: string[] }).formGaps),
    ).toEqual([]);
    // It validates as the interactive form does: a missing track is named.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please choose a track.')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('a press on Send that the form code arrives during is not lost: the form is swapped in after the click', async ({
    page,
  }) => {
    const release = await holdFormCode(page);
    await page.goto(COURSE);
    const name = `Pressed Send ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    const requested = page.waitForRequest(FORM_CODE);
    await form.getByLabel('Name').fill(name);
    const chunk = new URL((await requested).url()).pathname;
    await form.getByLabel('Email').fill('pressed@example.com');
    await form.getByLabel('Track').selectOption('Full Time');
    await form.evaluate((element) => element.setAttribute('data-server-form', ''));

    // The button goes down on the server's form; the code arrives and runs before it comes up.
    await form.getByRole('button', { name: 'Send Message' }).hover();
    await page.mouse.down();
    release();
    await page.evaluate(async (url) => {
      await import(url);
      // Time for the render that would swap the form in (React renders it in a task of its own).
      await new Promise((resolve) => setTimeout(resolve, 200));
    }, chunk);
    await expect(page.locator('form[data-server-form]')).toHaveCount(1);
    await page.mouse.up();

    await expect(form.getByTestId('form-success')).toHaveText(
      'Your message has been sent successfully!',
    );
    expect(new URL(page.url()).search).toBe('');
    await expect
      .poll(() => notificationEmails().find((mail) => mail.includes(name)), { timeout: 15_000 })
      .toContain('Email: pressed@example.com');
  });

  test('a course page is text and links: a related course and the breadcrumb load their pages whole', async ({
    page,
  }) => {
    await page.goto(COURSE);
    await page.waitForLoadState('networkidle');
    const related = page
      .getByRole('navigation', { name: /^More .* courses$/ })
      .getByRole('link')
      .first();
    const title = (await related.textContent())!.trim();
    // Set once: the page load a link now makes clears it.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await related.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(
      await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
    ).toBeUndefined();
    await expect(page.getByTestId('call-button')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Contact enquiry' })).toBeVisible();
    await page
      .getByRole('navigation', { name: /^More .* courses$/ })
      .getByRole('link', { name: COURSE_TITLE, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${COURSE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_TITLE);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'FM Courses' })
      .click();
    await expect(page).toHaveURL(/\/courses\?subject=/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${COURSE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_TITLE);
  });
});
