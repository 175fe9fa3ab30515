import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allPosts, onePost } from '../support/e2e/blog-helpers';
import {
  RAW_ROW_MARKER,
  RAW_ROW_TITLE,
  XSS_PAYLOADS,
  XSS_TITLE_PAYLOAD,
  readableMarker,
  xssPostTitle,
} from '../support/e2e/xss-payloads';

// The posts come from tests/support/e2e-fixture-posts.ts: one per payload through the sanitising
// write path, and one raw row written around it, which only the sanitiser on read can clean.

const UNSAFE_ATTRIBUTE = /\s(on[a-z]+|style|srcdoc|formaction)\s*=/i;
const UNSAFE_URL = /(href|src|action|data)\s*=\s*["']?\s*(javascript|vbscript|data):/i;
const UNSAFE_ELEMENT =
  /<(script|iframe|object|embed|svg|math|style|meta|base|form|input|button|link|video|audio|source|marquee|details|body|noscript)\b/i;

/** Loads nothing but records any dialog a payload might open. */
function watchDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Activates whatever the sanitiser left clickable without a safe address, then proves nothing ran. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  const article = page.getByTestId('post-body');
  // Its pictures are all the post can make the browser fetch (a frame, object, media or style would fail the report
  // below): once each has loaded or failed, and the events that follow have run, any handler left on one has run.
  await article.evaluate(async (root) => {
    root.scrollIntoView();
    const settled = (img: HTMLImageElement) =>
      img.complete
        ? undefined
        : new Promise((resolve) =>
            ['load', 'error'].forEach((type) =>
              img.addEventListener(type, resolve, { once: true }),
            ),
          );
    await Promise.all([...root.querySelectorAll('img')].map(settled));
    await new Promise((resolve) => setTimeout(resolve));
  });
  await article.evaluate((root) => {
    for (const a of root.querySelectorAll('a')) {
      const href = a.getAttribute('href');
      if (href === null || !/^(https?:|mailto:|tel:|\/(?!\/))/i.test(href.trim())) a.click();
    }
  });
  const report = await article.evaluate((root) => {
    const elements = [...root.querySelectorAll('*')];
    return {
      unsafeElements: elements
        .filter((e) =>
          /^(script|iframe|object|embed|svg|math|style|meta|base|form|input|button|link|video|audio|source|marquee|details|noscript)$/i.test(
            e.localName,
          ),
        )
        .map((e) => e.localName),
      unsafeAttributes: elements.flatMap((e) =>
        [...e.attributes]
          .filter((a) => /^(on|style$|srcdoc$|formaction$)/i.test(a.name))
          .map((a) => `${e.localName}[${a.name}]`),
      ),
      unsafeUrls: elements.flatMap((e) =>
        ['href', 'src', 'action', 'data']
          .map((n) => e.getAttribute(n) ?? '')
          .filter((v) => /^\s*(javascript|vbscript|data):/i.test(v)),
      ),
      externalLinksWithoutRel: [...root.querySelectorAll('a[href^="http"]')].filter(
        (a) => a.getAttribute('rel') !== 'noopener noreferrer',
      ).length,
    };
  });
  expect(report).toEqual({
    unsafeElements: [],
    unsafeAttributes: [],
    unsafeUrls: [],
    externalLinksWithoutRel: 0,
  });
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
}

const cases = [
  ...XSS_PAYLOADS.map((payload, index) => ({
    name: payload.name,
    title: xssPostTitle(index),
    marker: readableMarker(index),
  })),
  {
    name: 'every payload in one row written without the sanitiser',
    title: RAW_ROW_TITLE,
    marker: RAW_ROW_MARKER,
  },
];

for (const { name, title, marker } of cases) {
  test(`XSS: ${name}: the API serves it clean and Chromium runs nothing on its page`, async ({
    page,
    request,
  }) => {
    const summary = (await allPosts(request)).find((p) => p.title === title);
    expect(summary, `fixture post "${title}"`).toBeDefined();
    const post = await onePost(request, summary!.id);
    expect(post.content).not.toMatch(UNSAFE_ELEMENT);
    expect(post.content).not.toMatch(UNSAFE_ATTRIBUTE);
    expect(post.content).not.toMatch(UNSAFE_URL);
    expect(post.content).toContain(marker);

    const dialogs = watchDialogs(page);
    await page.goto(`/blogs/${post.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('post-body')).toContainText(marker);
    await expectNothingRan(page, dialogs);
  });
}

// A post's page is the server's HTML alone (no script renders a post); the list is an island, which renders the posts'
// titles again in the browser.
test('XSS: the list of every post, payload posts and the title payload among them, runs nothing once hydrated', async ({
  page,
  request,
}) => {
  const posts = await allPosts(request);
  const dialogs = watchDialogs(page);
  await page.goto('/blogs?page=20');
  const list = page.getByTestId('blog-list');
  for (const { title } of [...cases, { title: XSS_TITLE_PAYLOAD }]) {
    const post = posts.find((p) => p.title === title);
    expect(post, `fixture post "${title}"`).toBeDefined();
    await expect(list.locator(`a[href="/blogs/${post!.id}"]`)).toHaveCount(1);
  }
  await expect(list.getByRole('heading', { name: XSS_TITLE_PAYLOAD, exact: true })).toHaveCount(1);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('XSS: a title is shown as text everywhere, never run', async ({ page, request }) => {
  const summary = (await allPosts(request)).find((p) => p.title === XSS_TITLE_PAYLOAD)!;
  const dialogs = watchDialogs(page);
  await page.goto(`/blogs/${summary.id}`);
  await expect(page).toHaveTitle(`${XSS_TITLE_PAYLOAD} | Meridian Crest Academy`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    XSS_TITLE_PAYLOAD,
  );
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((json) => json.includes('\\u003cscript'))).toBe(true);
  await expect(page.getByTestId('share-linkedin')).toHaveAttribute(
    'href',
    new RegExp(
      `title=${encodeURIComponent(XSS_TITLE_PAYLOAD).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&`,
    ),
  );
  await expectNothingRan(page, dialogs);
});
