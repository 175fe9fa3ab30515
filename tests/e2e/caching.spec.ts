import { allPosts } from './support/blog-helpers';
import { expect, test } from './fixtures';

// Server-rendered pages carry a fresh CSP nonce in every rendering (a kept copy carries none and
// names its scripts by hash), yet a visitor's browser may keep its copy and revalidate it: the ETag
// is taken over the page without its nonce, and a 304 leaves the cached copy's own policy in place.

const WEAK_ETAG = /^W\/"[\w-]{20,}"$/;

test('home, the blog list and a post revalidate by ETag: 304 without a policy that would clash with the cached nonce', async ({ request }) => {
  const [post] = await allPosts(request);
  for (const url of ['/', '/blogs', `/blogs/${post!.id}`]) {
    const first = await request.get(url);
    const second = await request.get(url);
    expect(first.status(), url).toBe(200);
    expect(first.headers()['etag'], url).toMatch(WEAK_ETAG);
    expect(second.headers()['etag'], url).toBe(first.headers()['etag']);
    expect(first.headers()['cache-control'], url).toBe('public, max-age=0, must-revalidate');
    // Whether rendered for this request (its nonce) or kept for everyone (hashes, ADR 0007), the
    // policy names the scripts of the body it came with.
    for (const answer of [first, second]) {
      const policy = answer.headers()['content-security-policy']!;
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
      expect(nonce ? (await answer.text()).includes(`nonce="${nonce}"`) : /'sha256-/.test(policy), url).toBe(true);
    }

    const revalidated = await request.get(url, { headers: { 'if-none-match': first.headers()['etag']! } });
    expect(revalidated.status(), url).toBe(304);
    expect(revalidated.headers()['etag'], url).toBe(first.headers()['etag']);
    expect(revalidated.headers()['content-security-policy'], url).toBeUndefined();
    expect((await revalidated.body()).length, url).toBe(0);

    const stale = await request.get(url, { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(stale.status(), url).toBe(200);
  }
});

test('a changed post gets a new ETag (the validator follows the content, not only the nonce)', async ({ request }) => {
  const [newest, older] = await allPosts(request);
  const a = (await request.get(`/blogs/${newest!.id}`)).headers()['etag'];
  const b = (await request.get(`/blogs/${older!.id}`)).headers()['etag'];
  expect(a).toMatch(WEAK_ETAG);
  expect(b).not.toBe(a);
});

test('the staff console is never stored and has no validator', async ({ request }) => {
  for (const url of ['/admin', '/admin/leads']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.headers()['cache-control'], url).toBe('no-store');
    expect(response.headers()['etag'], url).toBeUndefined();
  }
});

test('a reload revalidates the blog list, and the cached page still runs its scripts', async ({ page }) => {
  const first = await page.goto('/blogs');
  const etag = first!.headers()['etag'];
  expect(etag).toMatch(WEAK_ETAG);
  const reloaded = await page.reload();
  // page.reload is Playwright's own: unlike the fixture's goto, it does not wait for hydration, and
  // the page's code arrives after its first paint (a link clicked before then is a plain link).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect((await reloaded!.request().allHeaders())['if-none-match']).toBe(etag);
  // The copy in the cache keeps its policy: the nonce in its header is the one inside its body.
  expect(reloaded!.headers()['content-security-policy']).toBe(first!.headers()['content-security-policy']);
  // Hydrated: a link is followed by the client router (no new document), and no script was blocked
  // (the fixture fails the test on any console error, a CSP violation included).
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name)).toMatch(/\/blogs$/);
});
