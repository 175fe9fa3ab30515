import { expect, test } from './fixtures';
import { pathIn } from '../../shared/lang';
import { inEveryLanguage } from '../../shared/site-paths';
import { NOT_FOUND_PATH, TABLE_PATHS, newestPostPath } from '../support/e2e/site-routes';

// Every public page stays under 800 elements (where Lighthouse starts to warn of an excessive DOM), at
// a phone's and a laptop's width, in English and in Arabic: the header carries one menu for both
// widths, laid out by CSS, and icons are painted by CSS (site/icons.ts). Counted once the page has
// been scrolled through and every island on it has hydrated, so what an island draws in the browser
// is counted too.

const MAX_ELEMENTS = 800;

for (const lang of ['en', 'ar'] as const) {
  test(`no public page carries more than 800 elements, at 390 and 1280 px (${lang})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const english = [...TABLE_PATHS, NOT_FOUND_PATH, await newestPostPath(request)];
    const paths =
      lang === 'en' ? english : english.filter(inEveryLanguage).map((p) => pathIn('ar', p));
    const over: string[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'load' });
        expect(new URL(page.url()).pathname).toBe(path);
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
            scrollTo({ top: y, behavior: 'instant' });
            await new Promise(requestAnimationFrame);
          }
        });
        await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
        const count = await page.evaluate(() => document.querySelectorAll('*').length);
        if (count > MAX_ELEMENTS) over.push(`${path} at ${width} px: ${count}`);
      }
    }
    expect(over).toEqual([]);
  });
}
