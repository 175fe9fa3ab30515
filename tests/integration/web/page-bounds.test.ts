import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ONCE_BROTLI } from '../../../server/web/compression';
import { startKeptPages, type KeptPages } from '../../support/kept-pages';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// However an address is made, it costs no more than one page's share of the page store: query
// parameters a page does not read share its copy, a page is kept per value of the ones it reads (at
// most three copies here, the least recently used going first), and every not-found answer counts as
// one page. A real page store, its own server, on a real database.

let database: TestDatabase;
let pages: KeptPages;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());
beforeEach(async () => {
  pages = await startKeptPages(database, { maxVariants: 3 });
  // Pages are kept once the store listens for changes (on PostgreSQL, on a connection of its own).
  await expect.poll(() => pages.cacheOf('/story')).toBe('hit');
  return () => pages.close();
});

const cacheOf = (url: string) => pages.cacheOf(url);

describe('addresses a page does not read', () => {
  it('share its one copy: two hundred campaign links, no new rendering', async () => {
    const story = await pages.get('/story');
    // Kept already (beforeEach): however often it was rendered until the store listened.
    const rendered = pages.renders.get('/story');
    for (let i = 0; i < 200; i++) {
      const tagged = await pages.get(`/story?utm_source=mail&utm_campaign=c${i}&fbclid=${i}`);
      expect([tagged.cache, tagged.body]).toEqual(['hit', story.body]);
    }
    expect(pages.renders.get('/story')).toBe(rendered);
  });

  it('share the copy of the values the page reads, in any order and spelling', async () => {
    expect(await cacheOf('/posts?page=2')).toBe('miss');
    for (const url of [
      '/posts?page=2&utm_source=x',
      '/posts?utm_medium=y&page=2',
      '/posts?page=%32',
      '/p%6Fsts?page=2',
    ])
      expect(await cacheOf(url), url).toBe('hit');
    expect(pages.renders.get('/posts?page=2')).toBe(1);
    // Another value of what it reads is another copy.
    expect(await cacheOf('/posts?page=3')).toBe('miss');
  });
});

describe('compression', () => {
  it('of a copy is made once, at its second request, and the requests that ask at once share it', async () => {
    const first = await pages.inject('/posts?page=7', { 'accept-encoding': 'br' });
    expect([first.headers['x-page-cache'], first.headers['content-encoding']]).toEqual([
      'miss',
      'br',
    ]);
    const body = zlib.brotliDecompressSync(first.rawPayload);
    const once = zlib.brotliCompressSync(body, ONCE_BROTLI(body));
    const together = await Promise.all(
      Array.from({ length: 10 }, () => pages.inject('/posts?page=7', { 'accept-encoding': 'br' })),
    );
    for (const answer of together) expect(answer.rawPayload.equals(once)).toBe(true);
  });
});

describe('the copies of one page', () => {
  it('are at most three, the least recently used making way, and other pages keep theirs', async () => {
    for (const page of [1, 2, 3]) expect(await cacheOf(`/posts?page=${page}`)).toBe('miss');
    expect(await cacheOf('/posts?page=1')).toBe('hit');
    expect(await cacheOf('/posts?page=4')).toBe('miss');
    // ?page=2 was the least recently used of the page's three.
    expect(await cacheOf('/posts?page=1')).toBe('hit');
    expect(await cacheOf('/posts?page=3')).toBe('hit');
    expect(await cacheOf('/posts?page=2')).toBe('miss');
    expect(await cacheOf('/story')).toBe('hit');
  });

  it('of the not-found page are one page, whatever the paths: a scan cannot push real pages out', async () => {
    expect(await cacheOf('/posts')).toBe('miss');
    for (let i = 0; i < 20; i++) {
      const missing = await pages.get(`/gone/probe-${i}`);
      expect([missing.status, missing.cache]).toEqual([404, 'miss']);
    }
    expect(await cacheOf('/gone/probe-19')).toBe('hit');
    expect(await cacheOf('/gone/probe-0')).toBe('miss');
    expect([await cacheOf('/story'), await cacheOf('/posts')]).toEqual(['hit', 'hit']);
    expect(pages.store.size).toBeLessThanOrEqual(2 + 3);
  });
});
