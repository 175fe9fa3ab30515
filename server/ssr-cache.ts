import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { ContentVersion } from './content-version';
import { sendRenderedBody, type Rendering } from './ssr-responses';

// Server-rendered public pages (home, the blog list, posts, the not-found page) kept as rendered, so
// a page is rendered once per content version instead of once per visitor (ADR 0006). A rendering
// is kept split at its CSP nonce: each visitor's copy is joined with that visitor's own nonce, and
// no visitor ever receives another's.

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** Answer `x-page-cache: hit|miss` (tests and diagnosis; off by default). */
  header: boolean;
}

interface Entry {
  version: string;
  status: number;
  headers: [string, string][];
  /** The body split at every occurrence of the nonce it was rendered with. */
  segments: Buffer[];
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

/** Splits `body` at each occurrence of `nonce` (a hex string: never escaped, never part of other text by chance). */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const segments: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    segments.push(body.subarray(from, at));
    from = at + needle.length;
  }
  segments.push(body.subarray(from));
  return segments;
}

export function joinWithNonce(segments: Buffer[], nonce: string): Buffer {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  segments.forEach((segment, i) => parts.push(...(i === 0 ? [segment] : [needle, segment])));
  return Buffer.concat(parts);
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

  async function respond(request: FastifyRequest, reply: FastifyReply, nonce: string, renderFresh: RenderFresh) {
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
        const segments = splitAtNonce(rendering.body, rendering.nonce);
        store.set(key, { version: current, status: rendering.status, headers: rendering.headers, segments, etag: rendering.etag, bytes: rendering.body.length + key.length });
      });
    }
    for (const [name, value] of entry.headers) reply.header(name, value);
    const body = request.method === 'HEAD' ? Buffer.alloc(0) : joinWithNonce(entry.segments, nonce);
    return sendRenderedBody(request, reply, { status: entry.status, type: String(entry.headers.find(([n]) => n === 'content-type')?.[1] ?? ''), body, etag: entry.etag });
  }

  return { respond, store };
}
export type PageCache = ReturnType<typeof createPageCache>;
