import { expect, test } from './fixtures';
import { NOT_FOUND_PATH, TABLE_PATHS, newestPostPath } from '../support/e2e/site-routes';

// Every public page stays under 800 elements (where Lighthouse starts to warn of an excessive DOM), at
// a phone's and a laptop's width: the header carries one menu for both, laid out by CSS.

const MAX_ELEMENTS = 800;
/**
 * Pages still over it, each held at what it carries now so it cannot grow: the home page's fourteen
 * sections (carousels, icons, pictures with their sources) need slimming of their own (issue 30).
 */
const STILL_OVER: Record<string, number> = { '/': 1050 };

test('no public page carries more than 800 elements, at 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.slow();
  const paths = [...TABLE_PATHS, NOT_FOUND_PATH, await newestPostPath(request)];
  const over: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of paths) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe(path);
      const count = await page.evaluate(() => document.querySelectorAll('*').length);
      if (count > (STILL_OVER[path] ?? MAX_ELEMENTS)) over.push(`${path} at ${width} px: ${count}`);
    }
  }
  expect(over).toEqual([]);
});
