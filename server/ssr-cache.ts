import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { ContentVersion } from './content-version';
import { inlineScriptHashes, pageContentSecurityPolicy } from './plugins/security-headers';
import { compressForKeeping, sendRenderedBody, type KeptEncodings, type Rendering } from './ssr-responses';

// Server-rendered public pages (home, the blog list, posts, the not-found page) kept as rendered, so
// a page is rendered once per content version instead of once per visitor (ADR 0006). A kept page
// loses its CSP nonce and names its inline scripts by hash instead, as a prerendered page does
// (ADR 0007): one copy, compressed once, then serves everyone, and no visitor ever receives a
// nonce another visitor's policy named.

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** Answer `x-page-cache: hit|miss` (tests and diagnosis; off by default). */
  header: boolean;
  /** The site is served over HTTPS: the kept pages' policy upgrades insecure requests, as every page's does. */
  https: boolean;
}

interface Entry extends KeptEncodings {
  version: string;
  status: number;
  headers: [string, string][];
  /** The page without its nonce. */
  body: Buffer;
  /** Its Content-Security-Policy: the hashes of its inline scripts. */
  csp: string;
  etag: string | undefined;
  bytes: number;
}

/** Least recently used first (a Map keeps insertion order; a hit is moved to the end). */
export class PageStore {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  get size() {
    return this.#entries.size;
  }
  get bytes() {
    return this.#bytes;
  }

  /** The entry for `key` if it was rendered at `version`; an entry of another version is dropped. */
  get(key: string, version: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#delete(key, entry);
    if (entry.version !== version) return undefined;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    return entry;
  }

  set(key: string, entry: Entry) {
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    if (entry.bytes > this.limits.maxBytes || this.limits.maxEntries === 0) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evict();
  }

  /** Puts `next` in the place of `previous` (the same page, compressed), if it is still kept: it is not a use, so the order stays. */
  replace(key: string, previous: Entry, next: Entry) {
    if (this.#entries.get(key) !== previous) return;
    // Map.set on a key it holds keeps the key's place in the order.
    this.#entries.set(key, next);
    this.#bytes += next.bytes - previous.bytes;
    this.#evict();
  }

  #evict() {
    for (const [oldKey, old] of this.#entries) {
      if (this.#entries.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break;
      this.#delete(oldKey, old);
    }
  }

  #delete(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

/**
 * The page as every visitor may receive it: its nonce attributes taken out, its inline scripts
 * named by hash. Undefined if the nonce appears anywhere else (it never does: it is hex, and React
 * writes it only as an attribute), since a copy that named one visitor's nonce must not be shared.
 */
export function withoutNonce(body: Buffer, nonce: string, https: boolean): { body: Buffer; csp: string } | undefined {
  const html = body.toString('utf8').replaceAll(` nonce="${nonce}"`, '');
  if (html.includes(nonce)) return undefined;
  return { body: Buffer.from(html), csp: pageContentSecurityPolicy(inlineScriptHashes(html), { https }) };
}

/** Only whole HTML pages that say the same to every visitor: 200, or the not-found page's 404. */
export function keepable(request: FastifyRequest, rendering: Rendering): boolean {
  return (
    request.method === 'GET' &&
    (rendering.status === 200 || rendering.status === 404) &&
    rendering.cookies.length === 0 &&
    rendering.type.startsWith('text/html') &&
    // A route that asks for no shared copies (or encodes its own body) is sent as it came.
    !rendering.headers.some(([name, value]) => name === 'content-encoding' || (name === 'cache-control' && /\b(private|no-store)\b/.test(value)))
  );
}

type RenderFresh = (keep?: (rendering: Rendering) => void) => Promise<unknown>;

export function createPageCache(options: PageCacheOptions, version: ContentVersion) {
  const store = new PageStore(options);

  /**
   * The key is what the rendering depends on: the address React Router sees (origin, path, query)
   * and whether React waits for the whole page (crawlers) or streams from its shell
   * (app/entry.server.tsx). No public page reads cookies or other headers.
   */
  const keyOf = (request: FastifyRequest) => `${isbot(request.headers['user-agent'] ?? '') ? 'bot' : 'visitor'} ${request.protocol}://${request.host}${request.url}`;

  /** Adds the page's brotli and gzip copies once they are made, if the entry is still the one kept. */
  async function compressLater(request: FastifyRequest, key: string, entry: Entry) {
    try {
      const encoded = await compressForKeeping(entry.body);
      store.replace(key, entry, { ...entry, ...encoded, bytes: entry.bytes + encoded.brotli.length + encoded.gzip.length });
    } catch (error) {
      // The page is still kept, and compressed per request until it is rendered again.
      request.log.warn({ err: error }, 'page cache: a kept page could not be compressed');
    }
  }

  async function respond(request: FastifyRequest, reply: FastifyReply, renderFresh: RenderFresh) {
    let current: string;
    try {
      current = await version.current();
    } catch (error) {
      // Without a version nothing kept can be trusted: render as if there were no cache.
      request.log.warn({ err: error }, 'page cache: the content version could not be read');
      return renderFresh();
    }
    const key = keyOf(request);
    const entry = store.get(key, current);
    if (options.header) reply.header('x-page-cache', entry ? 'hit' : 'miss');
    if (!entry) {
      return renderFresh((rendering) => {
        if (!keepable(request, rendering)) return;
        const shared = withoutNonce(rendering.body, rendering.nonce, options.https);
        if (!shared) return;
        const kept: Entry = { version: current, status: rendering.status, headers: rendering.headers, ...shared, etag: rendering.etag, bytes: shared.body.length + key.length };
        store.set(key, kept);
        void compressLater(request, key, kept);
      });
    }
    for (const [name, value] of entry.headers) reply.header(name, value);
    // The policy set for this request named its nonce; the kept page has none, and names its scripts by hash.
    reply.raw.removeHeader('content-security-policy');
    reply.header('content-security-policy', entry.csp);
    const head = request.method === 'HEAD';
    return sendRenderedBody(request, reply, {
      status: entry.status,
      type: String(entry.headers.find(([n]) => n === 'content-type')?.[1] ?? ''),
      body: head ? Buffer.alloc(0) : entry.body,
      etag: entry.etag,
      kept: head ? undefined : entry,
    });
  }

  return { respond, store };
}
export type PageCache = ReturnType<typeof createPageCache>;
