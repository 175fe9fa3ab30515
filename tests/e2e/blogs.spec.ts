import type { Page } from '@playwright/test';
import { COURSE_PATHS, EXTRA_PATHS, GENERAL_PATHS } from '../../shared/paths';
import { E2E_BASE_URL } from '../../playwright.config';
import { pathIn } from '../../shared/lang';
import { existsIn } from '../../shared/site-paths';
import { expect, test } from './fixtures';
import {
  allPosts,
  expectConsoleErrorsOnlyFor,
  onePost,
  textOfHtml,
} from '../support/e2e/blog-helpers';

const PAGE_SIZE = 6;
const cards = (page: Page) => page.getByTestId('blog-list').getByRole('listitem');

test.describe('blog list', () => {
  test('the first page is in the server-rendered HTML, and View More works without JavaScript', async ({
    browser,
    request,
  }) => {
    const posts = await allPosts(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
    await expect(page.getByTestId('blog-list').getByRole('heading', { level: 2 })).toHaveText(
      posts.slice(0, PAGE_SIZE).map((p) => p.title),
    );
    await page.getByRole('link', { name: 'View More' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(page.getByTestId('blog-list').getByRole('heading', { level: 2 })).toHaveText(
      posts.slice(0, 2 * PAGE_SIZE).map((p) => p.title),
    );
    await context.close();
  });

  test('cards show the image, Admin / date, title and Read More, newest first', async ({
    page,
    request,
  }) => {
    const [newest] = await allPosts(request);
    await page.goto('/blogs');
    const first = cards(page).first();
    await expect(first.locator('img')).toHaveAttribute('width', '1200');
    await expect(first.locator('p').first()).toHaveText(/^Admin \/ \d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(first.locator('time')).toHaveAttribute('datetime', newest!.created_at);
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(newest!.title);
    await expect(first.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      `/blogs/${newest!.id}`,
    );
  });

  test('View More loads the next page in place until nothing is left, then disappears', async ({
    page,
    request,
  }) => {
    const posts = await allPosts(request);
    await page.goto('/blogs');
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const viewMore = page.getByRole('link', { name: 'View More' });
    for (let shown = PAGE_SIZE; shown < posts.length; shown += PAGE_SIZE) {
      await viewMore.click();
      await expect(cards(page)).toHaveCount(Math.min(shown + PAGE_SIZE, posts.length));
      // Keyboard focus lands on the first new post rather than on nothing.
      await expect(
        cards(page)
          .nth(shown)
          .getByRole('link', { name: /^Read More/ }),
      ).toBeFocused();
    }
    await expect(viewMore).toHaveCount(0);
    const hrefs = await cards(page)
      .getByRole('link', { name: /^Read More/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(posts.map((p) => `/blogs/${p.id}`));
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
  });

  test('Read More opens the post', async ({ page, request }) => {
    const [newest] = await allPosts(request);
    await page.goto('/blogs');
    await cards(page)
      .first()
      .getByRole('link', { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(`/blogs/${newest!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);
  });
});

test.describe('blog post', () => {
  test('shows the hero with image, title and date, the body, and three related posts', async ({
    page,
    request,
  }) => {
    const posts = await allPosts(request);
    const post = posts[1]!;
    await page.goto(`/blogs/${post.id}`);
    const hero = page.locator('section').first();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(hero.locator('time')).toHaveAttribute('datetime', post.created_at);
    await expect(hero.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await hero.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.getByTestId('post-body').locator('h2').first()).toBeVisible();
    const related = page.getByTestId('related-posts').getByRole('link', { name: /^Read More/ });
    const expected = posts.filter((p) => p.id !== post.id).slice(0, 3);
    await expect(related).toHaveCount(3);
    expect(await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      expected.map((p) => `/blogs/${p.id}`),
    );
  });

  test("Social Share: links carry the page's canonical address; LinkedIn also the title and 100 characters", async ({
    page,
    request,
  }) => {
    const [summary] = await allPosts(request);
    const post = await onePost(request, summary!.id);
    await page.goto(`/blogs/${post.id}`);
    await expect(page.getByText('Social Share:')).toBeVisible();
    const canonical = `${E2E_BASE_URL}/blogs/${post.id}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    const url = encodeURIComponent(canonical);
    const text = await textOfHtml(page, post.content);
    await expect(page.getByTestId('share-facebook')).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    await expect(page.getByTestId('share-x')).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${url}`,
    );
    await expect(page.getByTestId('share-linkedin')).toHaveAttribute(
      'href',
      `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${encodeURIComponent(post.title)}&summary=${encodeURIComponent(Array.from(text).slice(0, 100).join(''))}`,
    );
    for (const id of ['share-facebook', 'share-x', 'share-linkedin']) {
      await expect(page.getByTestId(id)).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByTestId(id)).toHaveAttribute('target', '_blank');
    }
  });

  test('a featured image that fails to load is replaced by the default image', async ({
    page,
    request,
    pageErrors,
  }) => {
    const [post] = await allPosts(request);
    const stem = post!.featured_image.replace(/\.webp$/, '');
    await page.route(
      (url) => url.pathname.startsWith(stem),
      (route) => route.fulfill({ status: 404, body: 'missing' }),
    );
    await page.goto(`/blogs/${post!.id}`);
    const heroImage = page.locator('section').first().locator('img');
    await expect
      .poll(() => heroImage.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain('/images/blogs/default');
    await expect
      .poll(() =>
        heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    expectConsoleErrorsOnlyFor(pageErrors, stem);
  });

  test('is findable: title, description, canonical, Open Graph, Twitter card and BlogPosting JSON-LD', async ({
    page,
    request,
  }) => {
    const [summary] = await allPosts(request);
    const post = await onePost(request, summary!.id);
    await page.goto(`/blogs/${post.id}`);
    const canonical = `${E2E_BASE_URL}/blogs/${post.id}`;
    const image = `${E2E_BASE_URL}${post.featured_image}`;
    await expect(page).toHaveTitle(`${post.title} | Meridian Crest Academy`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    const text = await textOfHtml(page, post.content);
    expect(description!.length).toBeLessThanOrEqual(155);
    expect(text.startsWith(description!.replace(/…$/, ''))).toBe(true);
    const meta = (attr: string, name: string) => page.locator(`meta[${attr}="${name}"]`);
    await expect(meta('property', 'og:type')).toHaveAttribute('content', 'article');
    await expect(meta('property', 'og:title')).toHaveAttribute('content', post.title);
    await expect(meta('property', 'og:url')).toHaveAttribute('content', canonical);
    await expect(meta('property', 'og:image')).toHaveAttribute('content', image);
    await expect(meta('property', 'og:image:alt')).toHaveAttribute('content', post.title);
    await expect(meta('property', 'article:published_time')).toHaveAttribute(
      'content',
      post.created_at,
    );
    await expect(meta('name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta('name', 'twitter:image')).toHaveAttribute('content', image);
    await expect(meta('name', 'twitter:image:alt')).toHaveAttribute('content', post.title);
    const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = graphs
      .flatMap((g) => (JSON.parse(g) as { '@graph'?: { '@type': string }[] })['@graph'] ?? [])
      .find((n) => n['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: post.title,
      url: canonical,
      image: [image],
      datePublished: post.created_at,
      dateModified: post.created_at,
      author: { '@type': 'Organization', name: 'Meridian Crest Academy' },
    });
  });
});

test.describe('sitemap and robots', () => {
  test('the sitemap lists every public page and post with a last-modified date, and each answers 200', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    const entries = [
      ...xml.matchAll(
        /<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>(?:<xhtml:link [^>]*\/>)*<\/url>/g,
      ),
    ].map((m) => ({ loc: m[1]!, lastmod: m[2]! }));
    const posts = await allPosts(request);
    const english = [...GENERAL_PATHS, ...EXTRA_PATHS, ...COURSE_PATHS];
    // Each page that has an Arabic twin is listed twice: in English and at /ar/; a post once, at
    // the address of its language.
    const expected = [
      ...english,
      ...english.filter((p) => existsIn('ar', p)).map((p) => pathIn('ar', p)),
      ...posts.map((p) => pathIn(p.lang, `/blogs/${p.id}`)),
    ].map((p) => `${E2E_BASE_URL}${p}`);
    expect(entries.map((e) => e.loc).sort()).toEqual(expected.sort());
    for (const { loc, lastmod } of entries) {
      expect(Number.isNaN(Date.parse(lastmod)), `${loc} lastmod`).toBe(false);
      expect((await request.get(loc)).status(), loc).toBe(200);
    }
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const body = await (await request.get('/robots.txt')).text();
    expect(body).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
    expect(body).toMatch(/^User-agent: \*$/m);
  });
});
