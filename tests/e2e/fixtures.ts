import { test as base, expect } from '@playwright/test';

interface PageErrors {
  /** Console errors matching this are expected by the test (e.g. a request it made fail on purpose). */
  allow(pattern: RegExp): void;
}

/** Every page visit fails the test on a console error or an uncaught page error it did not expect. */
export const test = base.extend<{ pageErrors: PageErrors }>({
  // A visit returns once React has hydrated the page, so a test's first key or click meets live
  // handlers however loaded the machine is. Pages without scripts (JavaScript off, the 429 page,
  // files) return as soon as they load.
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A page's code is its module script, or an island (the console's shell has no other).
      const scripted =
        javaScriptEnabled !== false &&
        (await page
          .evaluate(() => document.querySelector('script[type="module"], astro-island') !== null)
          .catch(() => false));
      if (scripted) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await provide(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} (${message.location().url})`;
        // A 404 page's own document status is the expected answer, not an error of the page.
        const documentStatus =
          /status of 404/.test(message.text()) && message.location().url === page.url();
        if (!documentStatus) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((e) => !allowed.some((pattern) => pattern.test(e))),
        'console and page errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
