import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { pathIn } from '../../shared/lang';
import { expect, test } from './fixtures';
import { WCAG_TAGS, stubMap } from '../support/e2e/axe';
import { TABLE_PATHS } from '../support/e2e/site-routes';

// Every Arabic page, swept: it answers, right to left from the first byte, in Arabic (codes and names
// isolated), named by its English twin as the sitemap names it, without sideways scrolling on the
// narrowest phone; the busiest ones pass axe at a phone's width and a desktop's.

const ARABIC_ROUTES = TABLE_PATHS.map((path) => pathIn('ar', path));

/**
 * The page's main text as a reader of Arabic meets it, without what stays in Latin script by design:
 * codes, brands, names and addresses sit in <bdi> (or an element with its own direction, or between
 * the isolate marks an option's text uses), so they are left out, as is what no one sees or hears.
 * What is left should be Arabic alone: its share of the letters, and the Latin words left, if any.
 */
const arabicShare = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll(
        'bdi, [dir], [translate="no"], [aria-hidden="true"], script, style, noscript',
      )
      .forEach((el) => el.remove());
    document.body.append(copy);
    copy.hidden = false;
    const text = copy.innerText.replace(/\u2068[^\u2069]*\u2069/g, ' ');
    copy.remove();
    const letters = text.match(/\p{L}/gu) ?? [];
    const arabic = letters.filter((c) => /\p{Script=Arabic}/u.test(c));
    return {
      share: arabic.length / Math.max(1, letters.length),
      latin: [...new Set(text.match(/[A-Za-z][A-Za-z'’-]+(?:\s+[A-Za-z][A-Za-z'’-]+)*/g) ?? [])],
    };
  });

test.describe('every Arabic page', () => {
  test.describe.configure({ mode: 'parallel' });
  let sitemap = new Map<string, string[][]>();
  test.beforeAll(async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    sitemap = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?(.*?)<\/url>/g)].map(
        (m) => [
          new URL(m[1]!).pathname,
          [...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [
            a[1]!,
            new URL(a[2]!).pathname,
          ]),
        ],
      ),
    );
  });

  for (const path of ARABIC_ROUTES)
    test(`${path}: Arabic, right to left, named by its twin as in the sitemap`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => [
            l.getAttribute('hreflang')!,
            new URL(l.getAttribute('href')!).pathname,
          ]),
        );
      expect(alternates).toEqual(sitemap.get(path));
      expect(alternates).toContainEqual(['ar', path]);
      const { share, latin } = await arabicShare(page);
      expect(latin, 'Latin words outside an isolating element').toEqual([]);
      expect(share).toBeGreaterThan(0.9);
    });
});

test.describe('at 320 px', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: 320, height: 700 } });
  for (const path of ARABIC_ROUTES)
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
});

const AXE_ROUTES = [
  '/ar',
  '/ar/diploma-mastery-fm',
  '/ar/courses',
  '/ar/contacts',
  '/ar/register',
  '/ar/education-career-counselling',
  '/ar/blogs',
];
for (const width of [390, 1280])
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of AXE_ROUTES)
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await stubMap(page);
        await page.goto(path);
        const { violations } = await new AxeBuilder({ page })
          .options({ resultTypes: ['violations'] })
          .withTags(WCAG_TAGS)
          .setLegacyMode()
          .analyze();
        expect(
          violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
  });

test('the sitemap lists each Arabic page it names once, at this server', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ARABIC_ROUTES) expect(xml).toContain(`<loc>${E2E_BASE_URL}${path}</loc>`);
});
