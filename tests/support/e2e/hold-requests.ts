import type { Page } from '@playwright/test';

/** Holds matching requests until release() is called: a slow network, to see the loading state. */
export async function holdRequests(page: Page, match: (url: URL) => boolean) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(match, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
