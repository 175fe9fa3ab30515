import { test as base, expect } from '@playwright/test';

/** Every page visit fails the test on a console error or an uncaught page error. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A 404 page's own document status is the expected answer, not an error of the page.
        const documentStatus = /status of 404/.test(message.text()) && message.location().url === page.url();
        if (!documentStatus) errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console and page errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
