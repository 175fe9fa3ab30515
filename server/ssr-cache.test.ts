import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { joinWithNonce, keepable, PageStore, splitAtNonce } from './ssr-cache';
import type { Rendering } from './ssr-responses';

const entry = (version: string, bytes: number) => ({ version, status: 200, headers: [], segments: [Buffer.alloc(bytes)], etag: undefined, bytes });

describe('PageStore', () => {
  it('answers only the version an entry was rendered at, and drops an entry of another version', () => {
    const store = new PageStore({ maxEntries: 10, maxBytes: 1000 });
    store.set('/blogs', entry('v1', 100));
    expect(store.get('/blogs', 'v1')?.version).toBe('v1');
    expect(store.get('/blogs', 'v2')).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
    expect(store.get('/blogs', 'v1')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its entry limit', () => {
    const store = new PageStore({ maxEntries: 2, maxBytes: 1000 });
    store.set('/a', entry('v', 10));
    store.set('/b', entry('v', 10));
    store.get('/a', 'v');
    store.set('/c', entry('v', 10));
    expect(store.get('/b', 'v')).toBeUndefined();
    expect(store.get('/a', 'v')).toBeDefined();
    expect(store.get('/c', 'v')).toBeDefined();
    expect(store.size).toBe(2);
  });

  it('evicts beyond its byte limit, refuses an entry larger than the limit, and replaces an entry of the same key', () => {
    const store = new PageStore({ maxEntries: 10, maxBytes: 250 });
    store.set('/a', entry('v', 100));
    store.set('/b', entry('v', 100));
    store.set('/c', entry('v', 100));
    expect([store.size, store.bytes]).toEqual([2, 200]);
    expect(store.get('/a', 'v')).toBeUndefined();
    store.set('/huge', entry('v', 251));
    expect(store.get('/huge', 'v')).toBeUndefined();
    store.set('/b', entry('w', 50));
    expect([store.size, store.bytes]).toEqual([2, 150]);
  });
});

describe('the nonce in a kept rendering', () => {
  it('is cut out of every place it appears and replaced by the next visitor’s nonce', () => {
    const first = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const next = '0f9e8d7c6b5a49382716f5e4d3c2b1a0';
    const body = Buffer.from(`<script nonce="${first}">x</script><p>é</p><script nonce="${first}"></script>${first}`);
    const segments = splitAtNonce(body, first);
    expect(segments).toHaveLength(4);
    expect(Buffer.concat(segments).includes(first)).toBe(false);
    const served = joinWithNonce(segments, next).toString();
    expect(served).toBe(body.toString().replaceAll(first, next));
    expect(joinWithNonce(splitAtNonce(Buffer.from('no nonce here'), first), next).toString()).toBe('no nonce here');
  });
});

describe('what is kept', () => {
  const get = { method: 'GET' } as FastifyRequest;
  const page: Rendering = { status: 200, headers: [['content-type', 'text/html; charset=utf-8']], cookies: [], type: 'text/html; charset=utf-8', body: Buffer.from('<p>'), nonce: 'n', etag: 'W/"x"' };

  it('keeps a page and the not-found page answered to GET', () => {
    expect(keepable(get, page)).toBe(true);
    expect(keepable(get, { ...page, status: 404 })).toBe(true);
  });

  it('never keeps an error, a page that sets a cookie or asks for no shared copy, a non-HTML answer, or an answer to HEAD', () => {
    expect(keepable(get, { ...page, status: 503 })).toBe(false);
    expect(keepable(get, { ...page, status: 500 })).toBe(false);
    expect(keepable(get, { ...page, status: 302 })).toBe(false);
    expect(keepable(get, { ...page, cookies: ['a=b'] })).toBe(false);
    expect(keepable(get, { ...page, headers: [...page.headers, ['cache-control', 'private, max-age=0']] })).toBe(false);
    expect(keepable(get, { ...page, type: 'application/json' })).toBe(false);
    expect(keepable({ method: 'HEAD' } as FastifyRequest, page)).toBe(false);
  });
});
