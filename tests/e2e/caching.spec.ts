import { allPosts } from '../support/e2e/blog-helpers';
import { expect, test } from './fixtures';

// Pages that read the database are kept by the server as one copy for everyone (no nonce, scripts
// named by hash: server/web/), which a visitor's browser may keep and revalidate by its ETag; a 304
// leaves the cached copy's own policy in place.

const ETAG = /^"[\w-]{20,}"$/;

test('home, the blog list and a post revalidate by ETag: 304 without a policy, so the cached copy keeps its own', async ({
  request,
}) => {
  const [post] = await allPosts(request);
  for (const url of ['/', '/blogs', `/blogs/${post!.id}`]) {
    const first = await request.get(url);
    const second = await request.get(url);
    expect(first.status(), url).toBe(200);
    expect(first.headers()['etag'], url).toMatch(ETAG);
    expect(second.headers()['etag'], url).toBe(first.headers()['etag']);
    expect(first.headers()['cache-control'], url).toBe('public, max-age=0, must-revalidate');
    // One copy for everyone, the first visitor included: its policy names its scripts by hash.
    for (const answer of [first, second]) {
      expect(answer.headers()['content-security-policy'], url).toMatch(
        /script-src 'self' 'sha256-/,
      );
      expect(await answer.text(), url).not.toContain('nonce=');
    }

    const revalidated = await request.get(url, {
      headers: { 'if-none-match': first.headers()['etag']! },
    });
    expect(revalidated.status(), url).toBe(304);
    expect(revalidated.headers()['etag'], url).toBe(first.headers()['etag']);
    expect(revalidated.headers()['content-security-policy'], url).toBeUndefined();
    expect((await revalidated.body()).length, url).toBe(0);

    const stale = await request.get(url, { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(stale.status(), url).toBe(200);
  }
});

test('another post has another ETag (the validator follows the content)', async ({ request }) => {
  const [newest, older] = await allPosts(request);
  const a = (await request.get(`/blogs/${newest!.id}`)).headers()['etag'];
  const b = (await request.get(`/blogs/${older!.id}`)).headers()['etag'];
  expect(a).toMatch(ETAG);
  expect(b).not.toBe(a);
});

test('the staff console is never stored and has no validator', async ({ request }) => {
  for (const url of ['/admin', '/admin/leads']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.headers()['cache-control'], url).toBe('no-store');
    expect(response.headers()['etag'], url).toBeUndefined();
  }
});

test('a reload revalidates the blog list, and the cached page still runs its scripts', async ({
  page,
}) => {
  const first = await page.goto('/blogs');
  const etag = first!.headers()['etag'];
  expect(etag).toMatch(ETAG);
  const reloaded = await page.reload();
  // page.reload is Playwright's own: unlike the fixture's goto, it does not wait for hydration, and
  // the page's code arrives after its first paint (a link clicked before then is a plain link).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect((await reloaded!.request().allHeaders())['if-none-match']).toBe(etag);
  // The copy in the browser's cache keeps the policy it came with.
  expect(reloaded!.headers()['content-security-policy']).toBe(
    first!.headers()['content-security-policy'],
  );
  // Hydrated (the mark above is set by the page's own code), and no script was blocked: the fixture
  // fails the test on any console error, a CSP violation included. Its header links lead on.
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});
