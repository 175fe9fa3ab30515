import { COURSE_PAGE_JS_BUDGET, firstLoadScripts, kb, pageJs, prerenderedHtml } from '../../bench/lib/first-load-js';
import { expect, test } from './fixtures';
import { notificationEmails } from './server-files';

// The JavaScript a course page sends, read from the built output (byte counts are deterministic,
// so this is a real test, not a timing), and checked in the browser: what loads, and when.

const COURSE = '/diploma-mastery-fm';

// The budget (110 KB) is not met yet: React 19 and React Router alone are 106 KB of gzip, and the
// page's own code brings it to ~120.7 KB (with the vitals starter, the footer's accessibility link
// and the organisation data). This ceiling holds the ground gained (from 159 KB) so the page cannot
// grow back; lower it as the page shrinks, down to COURSE_PAGE_JS_BUDGET.
const COURSE_PAGE_JS_CEILING = 121 * 1024;

test.describe('course page JavaScript', () => {
  test('first load stays within its ceiling, without form, schema or course catalogue code', () => {
    const { scripts, gzip } = pageJs(prerenderedHtml(COURSE));
    const listing = scripts.map((s) => `${kb(s.gzip).padStart(6)} KB  ${s.url}`).join('\n');
    expect(gzip, `first-load JS of ${COURSE}: ${kb(gzip)} KB gzip (budget ${kb(COURSE_PAGE_JS_BUDGET)} KB)\n${listing}`).toBeLessThanOrEqual(COURSE_PAGE_JS_CEILING);
    expect(scripts.map((s) => s.url).filter((url) => /\/(zod|field|enquiry-form|leads|academy)-/.test(url))).toEqual([]);
  });

  test('the browser fetches only the first-load scripts until the form comes near', async ({ page }) => {
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
    });
    await page.goto(COURSE);
    await page.waitForLoadState('networkidle');
    const expected = firstLoadScripts(prerenderedHtml(COURSE));
    // The real-user vitals reporter is fetched once the page is idle, after its first load, by design.
    const vitals = [...requested].filter((url) => /\/vitals-reporter-[\w-]+\.js$/.test(url));
    expect(vitals.length).toBeLessThanOrEqual(1);
    expect([...requested].filter((url) => !vitals.includes(url)).sort()).toEqual([...expected].sort());

    const formCode = page.waitForRequest(/\/assets\/enquiry-form-[\w-]+\.js$/);
    await page.getByRole('form', { name: 'Contact enquiry' }).scrollIntoViewIfNeeded();
    await formCode;
  });

  test('an enquiry typed and sent before the form code arrives is kept and sent', async ({ page }) => {
    // Hold the form's code until the visitor has typed and pressed Send.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/enquiry-form-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(COURSE);
    const name = `Early Bird ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Email').fill('early@example.com');
    await form.getByLabel('Time plan').selectOption('Full Time');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Held, not posted as a page navigation with the entries in the URL.
    expect(new URL(page.url()).search).toBe('');
    release();

    await expect(form.getByTestId('form-success')).toHaveText('Your message has been sent successfully!');
    await expect.poll(() => notificationEmails().find((mail) => mail.includes(name)), { timeout: 15_000 }).toContain('Email: early@example.com');
    expect(notificationEmails().find((mail) => mail.includes(name))).toContain('Track: Full Time');
  });
});
