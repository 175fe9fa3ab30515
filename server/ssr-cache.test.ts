import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import crypto from 'node:crypto';
import { keepable, PageStore, withoutNonce } from './ssr-cache';
import type { Rendering } from './ssr-responses';

const entry = (version: string, bytes: number) => ({ version, status: 200, headers: [], body: Buffer.alloc(bytes), csp: '', etag: undefined, bytes });

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

describe('PageStore.replace (a kept page gets its compressed copies)', () => {
  it('takes the place of the entry it replaces, counts its bytes, and is not a use of it', () => {
    const store = new PageStore({ maxEntries: 2, maxBytes: 1000 });
    const a = entry('v', 10);
    store.set('/a', a);
    store.set('/b', entry('v', 10));
    store.replace('/a', a, { ...a, bytes: 30 });
    expect(store.bytes).toBe(40);
    // /a is still the least recently used: a new page pushes it out, not /b.
    store.set('/c', entry('v', 10));
    expect(store.get('/a', 'v')).toBeUndefined();
    expect(store.get('/b', 'v')).toBeDefined();
  });

  it('does nothing once the entry is gone or was kept again', () => {
    const store = new PageStore({ maxEntries: 2, maxBytes: 1000 });
    const a = entry('v', 10);
    store.set('/a', a);
    const again = entry('w', 10);
    store.set('/a', again);
    store.replace('/a', a, { ...a, bytes: 30 });
    expect(store.get('/a', 'w')).toBe(again);
    expect(store.bytes).toBe(10);
  });
});

describe('a kept rendering', () => {
  const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

  it('loses its nonce and names each of its inline scripts by hash in its policy', () => {
    const body = Buffer.from(`<link rel="modulepreload" href="/a.js" nonce="${nonce}"/><script nonce="${nonce}">window.x = 1;</script><p>é</p><script type="application/ld+json">{}</script><script nonce="${nonce}" type="module">import "/b.js";</script><script src="/c.js" nonce="${nonce}"></script>`);
    const kept = withoutNonce(body, nonce, false)!;
    expect(kept.body.toString()).toBe(body.toString().replaceAll(` nonce="${nonce}"`, ''));
    expect(kept.body.includes(nonce)).toBe(false);
    const scriptSrc = /script-src ([^;]*)/.exec(kept.csp)![1]!.split(' ');
    // Both inline scripts, and nothing for the data block or the external script (allowed as 'self').
    expect(scriptSrc.sort()).toEqual(["'self'", sha256('window.x = 1;'), sha256('import "/b.js";')].sort());
    expect(kept.csp).not.toMatch(/nonce-/);
    expect(withoutNonce(body, nonce, true)!.csp).toMatch(/upgrade-insecure-requests/);
  });

  it('is not shared when its nonce appears anywhere but in a nonce attribute', () => {
    expect(withoutNonce(Buffer.from(`<script nonce="${nonce}"></script><p>${nonce}</p>`), nonce, false)).toBeUndefined();
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
