import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets the site is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the page as it stands, one readable line per rule.
 * Legacy mode runs `axe.run` in the page itself: the default runs each frame apart and then joins the results in a
 * new blank tab, which took twice as long. Its one loss is cross-origin frames, and the only one here is the
 * contacts page's third-party map (stubbed in tests): not the site's to fix. Rules on the frame element itself
 * (a title) still run in the page.
 */
export async function violations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
  const { violations: found } = await (scope ? builder.include(scope) : builder).analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Scroll through the page so lazy images, counters and the map have all arrived. Instant jumps: the site scrolls
 * smoothly, and a smooth scroll retargeted every 40 ms never got far down the page.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/** The contacts page's map is a third-party frame: answer it locally so tests never leave the machine. */
export async function stubMap(page: Page) {
  await page.route('https://www.google.com/maps**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>',
    }),
  );
}
