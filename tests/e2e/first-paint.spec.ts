import { expect, test } from './fixtures';
import { allPosts } from '../support/e2e/blog-helpers';

// A page is sent whole: the browser's first paint has the header, the page and the footer in place,
// and nothing moves once its scripts run. React 19's streaming render "outlines" a finished Suspense
// boundary past 12.8 KB of page: the header (menus with every course) was once painted empty, then
// filled in by a script, pushing the page 64 px down on every load.

const ROUTES = ['/contacts', '/diploma-mastery-fm', '/register', '/blogs', '/', '/courses'];

for (const route of ROUTES) {
  test(`${route} comes with its header, page and footer inline, none left for a script to fill in`, async ({
    request,
  }) => {
    const html = await (await request.get(route)).text();
    // Drawn once, never hydrated.
    const header = /<header\b[^>]*>([\s\S]*?)<\/header>/.exec(html)?.[1] ?? '';
    expect(header).toContain('aria-label="Main"');
    // An outlined boundary leaves an empty <template id="B:n"> where its content belongs.
    const beforeScripts = html.slice(0, html.search(/<script[^>]*type="module"/));
    expect(beforeScripts.length).toBeGreaterThan(1000);
    expect(beforeScripts).not.toMatch(/<template id="B:\d+">/);
  });
}

test("public pages and the console are set in the system's own face and fetch no font", async ({
  page,
  pageErrors,
}) => {
  // The console's sign-in page answers 401 to a visitor who is not signed in.
  pageErrors.allow(/status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/admin\)/);
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  for (const path of ['/', '/contacts', '/admin']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily),
    ).toMatch(/^-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto/);
  }
  expect(fonts).toEqual([]);
});

// The largest paint on a phone, where it is an image: the image is fetched eagerly at high priority
// and preloaded from the head (a browser cannot find an <img> inside <picture> ahead of the parser), so it does not
// wait behind the page's scripts for the parser to reach it.
// A course page opens with its title and key facts (text), its cover picture further down on a phone.
test('a course page’s largest paint on a phone is its title, never a picture it waits for', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/diploma-mastery-fm');
  const tag = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          resolve(entries.at(-1)!.element?.tagName ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(tag).toBe('H1');
});

for (const route of ['/', '/blogs', 'a post', '/our-infrastructure']) {
  test(`${route}: the largest image on a phone is preloaded from the head, eager and at high priority`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    let path = route;
    // The oldest post, one of the seeded, with its picture in every size: the newest may be one
    // another test is writing at the same moment, with no picture or a text larger than it.
    if (route === 'a post')
      path = `/blogs/${Math.min(...(await allPosts(request)).map((post) => post.id))}`;
    await page.goto(path);
    const lcp = await page.evaluate(
      () =>
        new Promise<{ tag: string; loading: string | null; priority: string | null; src: string }>(
          (resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & {
                element: Element | null;
              })[];
              const img = entries.at(-1)!.element as HTMLImageElement;
              resolve({
                tag: img.tagName,
                loading: img.getAttribute('loading'),
                priority: img.getAttribute('fetchpriority'),
                src: img.currentSrc,
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          },
        ),
    );
    expect(lcp.tag).toBe('IMG');
    expect(lcp.loading).not.toBe('lazy');
    expect(lcp.priority).toBe('high');
    expect(new URL(lcp.src).pathname).toMatch(/\.avif$/);
    const preloads = await page
      .locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('imagesrcset') ?? ''));
    expect(
      preloads.some((set) =>
        set.split(', ').some((candidate) => candidate.split(' ')[0] === new URL(lcp.src).pathname),
      ),
    ).toBe(true);
  });
}

// Over a phone's network a page's code would share the bandwidth the stylesheet, font and largest
// image need. An Astro page names one small script in its HTML (Site.astro: menus, floating links);
// its islands' code is fetched by Astro's island loader when each is due, not by the parser: once the
// first paint is on screen (client:after-paint) or when seen.
const SITE_SCRIPT = /^\/assets\/Site\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/;
for (const route of ['/', '/diploma-mastery-fm', '/blogs', '/courses']) {
  test(`${route}: its HTML asks for no script but the site's own small one, and the page then hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route)).text();
    expect(html).not.toContain('rel="modulepreload"');
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(SITE_SCRIPT);
    await page.goto(route);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  });
}

test('the staff console asks for its scripts at once: staff type into it straight away', async ({
  request,
}) => {
  const html = await (await request.get('/admin')).text();
  expect(html).toContain('aria-label="Staff sign-in"');
  // The sign-in form is an island that hydrates as soon as the page loads, not after its first paint.
  expect(html).toMatch(/<astro-island\b[^>]*component-export="SignInPage"[^>]*\bclient="load"/);
});

for (const route of ['/', '/courses', '/register', '/blogs', '/education-career-counselling']) {
  test(`${route}: the code of its islands above the fold is fetched only once the first paint is on screen`, async ({
    page,
  }) => {
    await page.goto(route);
    const { firstPaint, islands, starts } = await page.evaluate(() => {
      const islands = [...document.querySelectorAll('astro-island[client="after-paint"]')];
      const code = new Set(
        islands.flatMap((island) =>
          ['component-url', 'renderer-url'].map(
            (name) => new URL(island.getAttribute(name)!, location.href).href,
          ),
        ),
      );
      return {
        firstPaint:
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        islands: islands.length,
        starts: performance
          .getEntriesByType('resource')
          .filter((entry) => code.has(entry.name))
          .map((entry) => entry.startTime),
      };
    });
    expect(islands).toBeGreaterThan(0);
    expect(firstPaint).toBeGreaterThan(0);
    // The component's own file and React's renderer, at least.
    expect(starts.length).toBeGreaterThanOrEqual(2);
    for (const start of starts) expect(start).toBeGreaterThan(firstPaint);
  });
}
