import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { expect, test } from './fixtures';
import { cachingServersFor, type CachingServers } from '../support/e2e/page-cache-servers';

// Pages that read the database are rendered once, kept by the server and answered from memory until
// a table they read changes (server/web/, ADR 0011). The kept copy carries no nonce: its policy
// names its inline scripts by hash, as a prerendered page's does.

const servers = cachingServersFor('pglite', { SSR_CACHE_MAX_ENTRIES: '3' });
test.describe.configure({ mode: 'serial' });

interface Answer {
  status: number;
  cache: string | null;
  nonce: string;
  hashes: string[];
  encoding: string | null;
  body: string;
  etag: string | null;
}

async function get(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
  const csp = response.headers.get('content-security-policy') ?? '';
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    nonce: /'nonce-([0-9a-f]{32})'/.exec(csp)?.[1] ?? '',
    hashes: [...csp.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]!),
    encoding: response.headers.get('content-encoding'),
    body: await response.text(),
    etag: response.headers.get('etag'),
  };
}

const nonceAttributes = (body: string) => [...body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
/** What a browser hashes to check an inline script against the policy (JSON-LD is data, not script). */
const inlineScriptHashes = (body: string) =>
  [...body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !m[1]!.includes('application/ld+json'))
    .map((m) => `sha256-${crypto.createHash('sha256').update(m[2]!).digest('base64')}`);

async function newestPostId(url: string) {
  const { blogs } = (await (await fetch(`${url}/api/blogs`)).json()) as { blogs: { id: number }[] };
  return blogs[0]!.id;
}

// Kept at the second request: what each page read, it declared (a page that read more is never kept).
test('home, the blog list, a post, the course finder, a course page and the not-found page are rendered once, then served from memory: one copy without a nonce, its scripts named by hash', async () => {
  const post = await newestPostId(servers.url);
  for (const [path, status] of [
    ['/', 200],
    ['/blogs', 200],
    [`/blogs/${post}`, 200],
    ['/courses', 200],
    ['/diploma-mastery-fm', 200],
    ['/no-such-page-cached', 404],
  ] as const) {
    const first = await get(`${servers.url}${path}`, { headers: { 'accept-encoding': 'br' } });
    const second = await get(`${servers.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    const third = await get(`${servers.url}${path}`, {
      headers: { 'accept-encoding': 'identity', cookie: 'utm_source=x' },
    });
    expect([first.status, second.status, third.status], path).toEqual([status, status, status]);
    expect([first.cache, second.cache, third.cache], path).toEqual(['miss', 'hit', 'hit']);
    expect([first.encoding, second.encoding, third.encoding], path).toEqual(['br', 'gzip', null]);
    // Every visitor, the first included, gets the same copy: no nonce, a policy naming exactly its inline scripts.
    for (const kept of [first, second, third]) {
      expect(kept.nonce, path).toBe('');
      expect(nonceAttributes(kept.body), path).toEqual([]);
      expect(kept.body, path).toBe(first.body);
      expect(new Set(kept.hashes), path).toEqual(new Set(inlineScriptHashes(kept.body)));
      expect(kept.hashes.length, path).toBeGreaterThan(0);
      expect(kept.etag, path).toBe(first.etag);
    }
  }
});

test('a kept page is compressed once, at the quality of a prerendered page, and then sent as it was kept', async () => {
  // node:http, not fetch: fetch would decode the body.
  const raw = () =>
    new Promise<{ cache: string; nonce: string; bytes: Buffer }>((resolve, reject) => {
      http.get(
        `${servers.url}/blogs?page=1&compressed=once`,
        { headers: { 'accept-encoding': 'br' } },
        (response) => {
          const chunks: Buffer[] = [];
          const nonce =
            /'nonce-([0-9a-f]{32})'/.exec(
              String(response.headers['content-security-policy']),
            )?.[1] ?? '';
          response
            .on('data', (chunk: Buffer) => chunks.push(chunk))
            .on('end', () =>
              resolve({
                cache: String(response.headers['x-page-cache']),
                nonce,
                bytes: Buffer.concat(chunks),
              }),
            )
            .on('error', reject);
        },
      );
    });
  const rendered = await raw();
  expect([rendered.cache, rendered.nonce]).toEqual(['miss', '']);
  const body = zlib.brotliDecompressSync(rendered.bytes);
  // Quality 10 with the body's size as a hint, as scripts/precompress.ts gives prerendered pages
  // (the request that rendered it had quality 5; the next ones wait for the copy compressed once).
  const best = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const perRequest = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
  });
  expect(best.length).toBeLessThan(perRequest.length);
  await expect.poll(async () => (await raw()).bytes.length, { timeout: 15_000 }).toBe(best.length);
  const kept = await raw();
  expect(kept.cache).toBe('hit');
  expect(kept.bytes.equals(best)).toBe(true);
});

test('a revalidation and a HEAD are answered from the cache without a body', async () => {
  const first = await get(`${servers.url}/blogs`);
  const revalidated = await fetch(`${servers.url}/blogs`, {
    headers: { 'if-none-match': first.etag! },
  });
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers.get('x-page-cache')).toBe('hit');
  expect(revalidated.headers.get('content-security-policy')).toBeNull();
  const head = await fetch(`${servers.url}/blogs`, { method: 'HEAD' });
  expect([head.status, head.headers.get('x-page-cache'), head.headers.get('etag')]).toEqual([
    200,
    'hit',
    first.etag,
  ]);
  expect((await head.arrayBuffer()).byteLength).toBe(0);
});

test('each value of a parameter a page reads is an entry of its own, any other parameter shares it, and the cache keeps only its most recently used pages', async () => {
  const cacheOf = async (path: string) => (await get(`${servers.url}${path}`)).cache;
  expect(await cacheOf('/blogs?page=2')).toBe('miss');
  expect(await cacheOf('/blogs?page=2')).toBe('hit');
  expect(await cacheOf('/blogs?page=3')).toBe('miss');
  expect(await cacheOf('/blogs?page=2')).toBe('hit');
  // What the pages do not read (a campaign's tags) shares their copy: no rendering.
  expect(await cacheOf('/blogs?page=2&utm_source=mail&utm_campaign=x')).toBe('hit');
  expect(await cacheOf('/courses?subject=no-such&utm_source=a')).toBe('miss');
  expect(await cacheOf('/courses?utm_source=b&subject=no-such')).toBe('hit');
  // Three entries at most: two more pages push out the least recently used (?page=3).
  expect(await cacheOf('/blogs?page=4')).toBe('miss');
  expect(await cacheOf('/blogs?page=5')).toBe('miss');
  expect(await cacheOf('/blogs?page=3')).toBe('miss');
  expect(await cacheOf('/blogs?page=5')).toBe('hit');
});

test('the staff console is never cached', async () => {
  for (const path of ['/admin', '/admin/blogs', '/admin?x=1']) {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${servers.url}${path}`);
      expect(response.headers.get('x-page-cache'), path).toBeNull();
      expect(response.headers.get('cache-control'), path).toContain('no-store');
    }
  }
});

/**
 * The page as `origin` answers it once that server has heard of the last change: a notice reaches a
 * server's listening connection a moment after the commit, so the first request may come before it.
 */
function settled(
  origin: string,
  path: string,
  shows: (page: Answer) => unknown[],
  expected: unknown[],
) {
  return expect
    .poll(async () => shows(await get(`${origin}${path}`)), {
      message: `${origin}${path}`,
      timeout: 5_000,
    })
    .toEqual(expected);
}

async function neverStale(servers: CachingServers) {
  const title = `Cached facility notes ${crypto.randomBytes(3).toString('hex')}`;
  const created = await servers.console('POST', '/api/admin/blogs', {
    title,
    content: '<p>First words.</p>',
    featured_image: '/images/blogs/blog-1.webp',
    lang: 'en',
  });
  expect(created.statusCode).toBe(201);
  const id = (created.json() as { blog: { id: number } }).blog.id;
  // Every console change names the version it was read at, as the console's pages do.
  const version = async () =>
    (
      (await servers.console('GET', `/api/admin/blogs/${id}`)).json() as {
        blog: { version: number };
      }
    ).blog.version;
  const publish = async (published: boolean) =>
    (
      await servers.console('POST', `/api/admin/blogs/${id}/published`, {
        published,
        version: await version(),
      })
    ).statusCode;
  expect(await publish(true)).toBe(200);

  const paths = ['/', '/blogs', `/blogs/${id}`];
  const origins = [servers.url, servers.otherUrl];
  // Both servers hold every page, with the post in it. A server hears of a change a moment after
  // the commit (its listening connection); a rendering that began before it heard is not kept, so a
  // page may take one more request to be kept.
  for (const origin of origins) {
    for (const path of paths) {
      await settled(origin, path, (page) => [page.cache, page.body.includes(title)], ['hit', true]);
    }
  }

  const edited = `${title}, revised`;
  expect(
    (
      await servers.console('POST', `/api/admin/blogs/${id}`, {
        title: edited,
        content: '<p>Second words.</p>',
        featured_image: '/images/blogs/blog-1.webp',
        lang: 'en',
        version: await version(),
      })
    ).statusCode,
  ).toBe(200);
  for (const origin of origins) {
    for (const path of paths) {
      await settled(origin, path, (page) => [page.status, page.body.includes(edited)], [200, true]);
    }
  }

  expect(await publish(false)).toBe(200);
  for (const origin of origins) {
    for (const path of paths) {
      await settled(origin, path, (page) => [page.status, page.body.includes(title)], [
        path === `/blogs/${id}` ? 404 : 200,
        false,
      ]);
    }
  }

  expect(await publish(true)).toBe(200);
  for (const origin of origins)
    await settled(origin, `/blogs/${id}`, (page) => [page.body.includes(edited)], [true]);
  expect(
    (await servers.console('POST', `/api/admin/blogs/${id}/delete`, { version: await version() }))
      .statusCode,
  ).toBe(200);
  for (const origin of origins) {
    for (const path of paths) {
      await settled(origin, path, (page) => [page.status, page.body.includes(title)], [
        path === `/blogs/${id}` ? 404 : 200,
        false,
      ]);
    }
  }
}

/** A post changed by plain SQL, by neither server, is on every page of both at the next request. */
async function changedBySql(servers: CachingServers) {
  const id = await newestPostId(servers.url);
  const paths = ['/', '/blogs', `/blogs/${id}`];
  const origins = [servers.url, servers.otherUrl];
  for (const origin of origins) for (const path of paths) await get(`${origin}${path}`);
  const title = `Renamed by an operator ${crypto.randomBytes(3).toString('hex')}`;
  await servers.sql(sql`update blogs set title = ${title} where id = ${id}`);
  for (const origin of origins) {
    for (const path of paths) {
      await settled(origin, path, (page) => [page.status, page.body.includes(title)], [200, true]);
    }
  }
}

test('a post edited, unpublished or deleted in the console is never served stale, by this server or another in the same process', () =>
  neverStale(servers));
test('a post changed by plain SQL is on both servers at the next request', () =>
  changedBySql(servers));

test.describe('two servers on one PostgreSQL, each with its own pool and listening connection', () => {
  const pair = cachingServersFor('postgres');
  test('a post edited, unpublished or deleted in the console is never served stale, by this server or the other', () =>
    neverStale(pair));
  test('a post changed by plain SQL is on both servers at the next request', () =>
    changedBySql(pair));
});

test('a page served from the cache runs in the browser under its own policy, and hydrates', async ({
  page,
}) => {
  // A copy no earlier test asked for (the list as far as its sixth page).
  const url = `${servers.url}/blogs?page=6`;
  expect((await page.goto(url))!.headers()['x-page-cache']).toBe('miss');
  const response = await page.goto(url);
  expect(response!.headers()['x-page-cache']).toBe('hit');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
