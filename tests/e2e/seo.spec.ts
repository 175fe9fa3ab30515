import Fastify from 'fastify';
import { COURSE_PATHS, PRERENDERED_PATHS } from '../../shared/paths';
import { configuredSocialLinks, site } from '../../shared/content/site';
import { E2E_BASE_URL } from '../../playwright.config';
import { webRoutes } from '../../server/web/index';
import { expect, test } from './fixtures';
import { allPosts } from '../support/e2e/blog-helpers';
import {
  breadcrumbMismatches,
  nodesOf,
  structuredDataProblems,
  type VisibleCrumb,
} from '../support/e2e/structured-data';
import { NOT_FOUND_PATH, TABLE_PATHS } from '../support/e2e/site-routes';

// What a crawler reads: the served HTML, without running the page's JavaScript.
test.use({ javaScriptEnabled: false });

// Prerendered pages carry the PUBLIC_URL the site was built with (.env.example); the e2e build uses the default.
const BUILD_ORIGIN = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const originOf = (path: string) => (PRERENDERED_PATHS.includes(path) ? BUILD_ORIGIN : E2E_BASE_URL);

const UNREAD = new Set(['image', 'font', 'stylesheet', 'media']);

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: string[];
  crumbs: VisibleCrumb[];
}

test('every page and post: a unique title and description, canonical, Open Graph and Twitter tags with a real image, valid JSON-LD with the organisation, and a BreadcrumbList matching the visible breadcrumb', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  // Only the HTML is read: the pictures, font and stylesheet each page would fetch are answered empty, unfetched
  // (the share images are fetched once each at the end).
  await page.route('**/*', (route) =>
    UNREAD.has(route.request().resourceType()) ? route.fulfill({ status: 204 }) : route.fallback(),
  );
  const posts = await allPosts(request);
  const paths = [...TABLE_PATHS, ...posts.map((p) => `/blogs/${p.id}`)];
  const heads = new Map<string, Head>();
  const problems: string[] = [];

  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const head = await page.evaluate(() => {
      const pick = (attr: string, prefix: string) =>
        Object.fromEntries(
          [...document.head.querySelectorAll(`meta[${attr}^="${prefix}"]`)].map((m) => [
            m.getAttribute(attr)!,
            m.getAttribute('content') ?? '',
          ]),
        );
      return {
        title: document.title,
        description:
          document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
        canonical:
          document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        og: pick('property', 'og:'),
        twitter: pick('name', 'twitter:'),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) => s.textContent ?? '',
        ),
        // Each crumb's label is its last element (a separator may come first).
        crumbs: [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => ({
          label: li.lastElementChild?.textContent?.trim() ?? '',
          href: li.querySelector('a')?.getAttribute('href') ?? null,
        })),
      };
    });
    heads.set(path, head);
    const origin = originOf(path);
    const url = `${origin}${path}`;
    const fail = (what: string) => problems.push(`${path}: ${what}`);

    if (!head.title.includes(site.name)) fail(`title "${head.title}" does not name the academy`);
    if (!head.description?.trim()) fail('no meta description');
    if (head.canonical !== url) fail(`canonical ${head.canonical}, expected ${url}`);
    if (head.og['og:url'] !== url) fail(`og:url ${head.og['og:url']}`);
    for (const key of ['og:title', 'og:description', 'og:type', 'og:site_name', 'og:image'])
      if (!head.og[key]) fail(`no ${key}`);
    if (head.twitter['twitter:card'] !== 'summary_large_image')
      fail(`twitter:card ${head.twitter['twitter:card']}`);
    for (const key of ['twitter:title', 'twitter:description'])
      if (!head.twitter[key]) fail(`no ${key}`);
    if (head.twitter['twitter:image'] !== head.og['og:image'])
      fail('twitter:image differs from og:image');
    if (!head.og['og:image:alt']?.trim()) fail('no og:image:alt');
    if (head.twitter['twitter:image:alt'] !== head.og['og:image:alt'])
      fail('twitter:image:alt differs from og:image:alt');
    if (!head.og['og:image']?.startsWith(`${origin}/`))
      fail(`og:image ${head.og['og:image']} is not on this site`);

    let documents: unknown[] = [];
    try {
      documents = head.jsonLd.map((text) => JSON.parse(text) as unknown);
    } catch (error) {
      fail(`JSON-LD does not parse: ${String(error)}`);
    }
    problems.push(...structuredDataProblems(documents).map((p) => `${path}: ${p}`));
    const types = nodesOf(documents).map((n) => n['@type']);
    const org = nodesOf(documents).find((n) => n['@type'] === 'EducationalOrganization') as
      | {
          name?: string;
          telephone?: string;
          address?: { addressCountry?: string }[];
          sameAs?: string[];
        }
      | undefined;
    if (!org) fail('no EducationalOrganization');
    else {
      if (org.name !== site.name || org.telephone !== site.phone)
        fail('organisation name or phone wrong');
      const countries = (org.address ?? []).map((a) => a.addressCountry);
      if (
        countries.join('|') !==
        [site.offices.india.lines.at(-1), site.offices.uae.lines.at(-1)].join('|')
      )
        fail(`offices ${countries.join(', ')}`);
      if (
        (org.sameAs ?? []).join('|') !==
        configuredSocialLinks()
          .map((l) => l.href)
          .join('|')
      )
        fail('social profiles missing');
    }
    if (
      COURSE_PATHS.includes(path) &&
      !(types.includes('Course') && types.includes('BreadcrumbList'))
    )
      fail(`course page types ${types.join(', ')}`);
    if (
      path.startsWith('/blogs/') &&
      !(types.includes('BlogPosting') && types.includes('BreadcrumbList'))
    )
      fail(`post types ${types.join(', ')}`);
    // Every inner page shows a breadcrumb, and says the same to search engines.
    if (path !== '/' && head.crumbs.length < 2) fail('no visible breadcrumb');
    breadcrumbMismatches(head.crumbs, documents, url).forEach(fail);
  }

  const duplicates = (key: 'title' | 'description') => {
    const seen = new Map<string, string[]>();
    for (const [path, head] of heads)
      seen.set(head[key] ?? '', [...(seen.get(head[key] ?? '') ?? []), path]);
    return [...seen]
      .filter(([, at]) => at.length > 1)
      .map(([value, at]) => `${key} "${value}" on ${at.join(', ')}`);
  };
  problems.push(...duplicates('title'), ...duplicates('description'));

  // Each share image is a real picture this site serves.
  for (const image of new Set([...heads.values()].map((h) => h.og['og:image']).filter(Boolean))) {
    const response = await request.get(new URL(image!).pathname);
    if (response.status() !== 200 || !/^image\//.test(response.headers()['content-type'] ?? ''))
      problems.push(`${image}: ${response.status()} ${response.headers()['content-type']}`);
  }

  expect(heads.size).toBe(TABLE_PATHS.length + posts.length);
  expect(problems).toEqual([]);
});

test('a missing page is kept out of search results and still names the academy', async ({
  page,
}) => {
  const response = await page.goto(NOT_FOUND_PATH);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page not found | ${site.name}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Every other page may be indexed.
  await page.goto('/about');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('a server whose PUBLIC_URL is not the address its pages were built for says so at start', async () => {
  // The real web layer over this build, logging as the server does (pino, warn and above).
  const startWarnings = async (publicUrl: string) => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      pluginTimeout: 120_000,
    });
    await app.register(webRoutes, {
      mode: 'production',
      https: false,
      publicUrl,
      pageContext: () => ({ services: {}, publicUrl }) as never,
      staffOf: async () => null,
    });
    await app.ready();
    await app.close();
    return lines.map((line) => JSON.parse(line).msg as string);
  };
  expect(await startWarnings(`${BUILD_ORIGIN}/`)).toEqual([]);
  const [warning, ...more] = await startWarnings('https://www.academy.example');
  expect(more).toEqual([]);
  expect(warning).toContain(
    `The prerendered pages were built for ${BUILD_ORIGIN}, but PUBLIC_URL is https://www.academy.example`,
  );
  expect(warning).toContain('PUBLIC_URL=https://www.academy.example npm run build');
});
