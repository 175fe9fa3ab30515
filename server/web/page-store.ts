import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageSource } from '../../shared/page-locals';
import { compressOnce } from './compression';
import { hashPolicy } from './csp';
import { etagOf, sendKept, type KeptPage } from './kept-page';
import { askedPage, keyOf, type AskedPage } from './page-key';
import type { Read } from './reads';
import { sendRendering, type Rendering } from './rendering';

// Server-rendered public pages (and the calendar feeds), rendered once, kept and served from memory
// (ADR 0011) until a source they declared changes (./change-notices.ts). A kept page names its inline
// scripts by hash, as a prerendered page does: one copy, compressed once, serves everyone. A page is
// kept per value of the query parameters it declares (./page-key.ts), at most `maxVariants` copies of
// it, so no address, however made, costs more than one page's share of memory.

export interface PageStoreOptions {
  maxEntries: number;
  maxBytes: number;
  /** Most copies of one page kept at once (one per value of the parameters it reads); every not-found answer counts as one page. */
  maxVariants: number;
  /** Answer `x-page-cache: hit|miss` (tests and diagnosis; off by default). */
  header: boolean;
  /** The site is served over HTTPS: the kept pages' policy upgrades insecure requests, as every page's does. */
  https: boolean;
}

interface Entry extends KeptPage {
  path: string;
  /** What the per-page limit counts it under: its path, or every not-found answer together. */
  page: string;
  sources: ReadonlySet<PageSource>;
  bytes: number;
}

/** What rendering a page gave, what it read on the way, and what it declared it reads. */
export interface RenderedPage {
  rendering: Rendering;
  reads: ReadonlySet<Read>;
  declared: ReadonlySet<PageSource>;
  /** The query parameters it read (`Astro.locals.query`): it is kept per value of these. */
  params: ReadonlySet<string>;
}

interface Flight {
  /** The key its rendering is kept under, once its parameters are known. */
  key: string;
  params: readonly string[];
  entry?: Entry;
  fresh: Rendering;
}

/** Types kept: pages, and the calendar feeds, whose every subscriber asks for the same bytes. */
const KEPT_TYPE = /^text\/(html|calendar)\b/;
const NOT_FOUND = '404';

/** Only whole pages that say the same to every visitor: 200, or the not-found page's 404. */
export function keepable(rendering: Rendering): boolean {
  return (
    (rendering.status === 200 || rendering.status === 404) &&
    rendering.cookies.length === 0 &&
    KEPT_TYPE.test(rendering.type) &&
    // A route that asks for no shared copies (or encodes its own body) is sent as it came.
    !rendering.headers.some(
      ([name, value]) =>
        name === 'content-encoding' ||
        (name === 'cache-control' && /\b(private|no-store)\b/.test(value)),
    )
  );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

export class PageStore {
  /** Least recently used first (a Map keeps insertion order; a hit is moved to the end). */
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  /** The parameters each kept path reads, and how many copies of it are kept: known before a lookup. */
  readonly #paths = new Map<string, { params: readonly string[]; copies: number }>();
  /** Copies kept per page (Entry.page). */
  readonly #pages = new Map<string, number>();
  /** Moves with every change, so a rendering that began before one is not kept. */
  #generation = 0;
  /** Pages are kept only while changes are heard of (./change-notices.ts). */
  #listening = false;
  /** Renderings under way, by the key they were looked up under. */
  readonly #rendering = new Map<string, Promise<Flight>>();
  /** The brotli and gzip copies being made of a kept copy (./compression.ts). */
  readonly #compressing = new WeakMap<Entry, Promise<Entry | undefined>>();
  constructor(readonly options: PageStoreOptions) {}

  get size() {
    return this.#entries.size;
  }
  get bytes() {
    return this.#bytes;
  }

  /** A change to `source` (a notice from the database): every page that declared it goes. */
  changed(source: string) {
    this.#generation++;
    for (const [key, entry] of this.#entries)
      if (entry.sources.has(source as PageSource)) this.#delete(key, entry);
  }

  /** Whether changes are heard of from now on. Either way every page goes: notices may have been missed. */
  listening(on: boolean) {
    this.#listening = on;
    this.#generation++;
    for (const [key, entry] of this.#entries) this.#delete(key, entry);
  }

  /**
   * The kept page, or `render`'s page kept now if it may be: it read nothing it did not declare, and
   * nothing changed while it rendered. A kept page is sent before anything is made for a rendering.
   */
  async respond(
    request: FastifyRequest,
    reply: FastifyReply,
    render: (asked: AskedPage) => Promise<RenderedPage>,
  ) {
    const asked = askedPage(request.url);
    for (let look = 0; ; look++) {
      const key = keyOf(asked, this.#paths.get(asked.path)?.params ?? []);
      const kept = this.#entries.get(key);
      if (this.options.header) reply.header('x-page-cache', kept ? 'hit' : 'miss');
      if (kept) {
        this.#entries.delete(key);
        this.#entries.set(key, kept);
        return this.#sendCopy(request, reply, key, kept);
      }
      // Requests that miss together wait for one rendering (a page just dropped is asked for by many).
      const flight = this.#rendering.get(key);
      if (flight && look === 0) {
        const done = await flight;
        // Another copy of the page (its parameters were not known yet): look again.
        if (keyOf(asked, done.params) !== done.key) continue;
        if (done.entry) return this.#sendCopy(request, reply, done.key, done.entry);
        // A rendering that is not shared was for its own visitor: another gets a rendering of its own.
        return sendRendering(request, reply, (await render(asked)).rendering, this.options.https);
      }
      const mine = this.#render(request, asked, render);
      this.#rendering.set(key, mine);
      void mine
        .finally(() => this.#rendering.get(key) === mine && this.#rendering.delete(key))
        .catch(() => {});
      const { entry, fresh } = await mine;
      if (entry) return sendKept(request, reply, entry);
      return sendRendering(request, reply, fresh, this.options.https);
    }
  }

  async #render(
    request: FastifyRequest,
    asked: AskedPage,
    render: (asked: AskedPage) => Promise<RenderedPage>,
  ): Promise<Flight> {
    const generation = this.#generation;
    const { rendering, reads, declared, params: read } = await render(asked);
    const params = [...read].sort();
    const key = keyOf(asked, params);
    const undeclared = [...reads].filter((source) => !declared.has(source as PageSource));
    if (undeclared.length > 0)
      request.log.error(
        `page store: ${asked.path} read ${undeclared.join(', ')} without declaring it (Astro.locals.declare), so it is not kept`,
      );
    if (
      !this.#listening ||
      request.method !== 'GET' ||
      undeclared.length > 0 ||
      generation !== this.#generation ||
      !keepable(rendering)
    )
      return { key, params, fresh: rendering };
    const { body } = rendering;
    const entry: Entry = {
      status: rendering.status,
      headers: rendering.headers,
      body,
      csp: rendering.type.startsWith('text/html')
        ? hashPolicy(body.toString('utf8'), this.options.https)
        : undefined,
      etag: etagOf(body),
      path: asked.path,
      page: rendering.status === 404 ? NOT_FOUND : asked.path,
      sources: declared,
      bytes: body.length + key.length,
    };
    this.#keep(key, entry, params);
    return { key, params, entry, fresh: rendering };
  }

  /**
   * Sends a kept copy to a request that did not render it. Its brotli and gzip copies are made at the
   * first such request, and the requests meanwhile wait for them: a page asked for once (by the request
   * that rendered it) is not worth the best settings, and a page many ask for at once is compressed
   * once, not per request.
   */
  async #sendCopy(request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry) {
    if (!entry.brotli) {
      let compressed = this.#compressing.get(entry);
      if (!compressed) {
        compressed = this.#compress(request, key, entry);
        this.#compressing.set(entry, compressed);
      }
      // Sent as it is (compressed per request) if its copies could not be made.
      entry = (await compressed) ?? entry;
    }
    return sendKept(request, reply, entry);
  }

  /** The entry with its brotli and gzip copies, kept in its place if it is still the one kept. */
  async #compress(request: FastifyRequest, key: string, entry: Entry) {
    try {
      const encoded = await compressOnce(entry.body);
      const next = {
        ...entry,
        ...encoded,
        bytes: entry.bytes + encoded.brotli.length + encoded.gzip.length,
      };
      if (this.#entries.get(key) === entry) {
        // Map.set on a key it holds keeps the key's place in the order.
        this.#entries.set(key, next);
        this.#bytes += next.bytes - entry.bytes;
        this.#evict();
      }
      return next;
    } catch (error) {
      // The page is still kept, and compressed per request until it is rendered again.
      request.log.warn({ err: error }, 'page store: a kept page could not be compressed');
      return undefined;
    }
  }

  #keep(key: string, entry: Entry, params: readonly string[]) {
    const known = this.#paths.get(entry.path);
    // Its copies were kept by other parameters: none of them can be found by these.
    if (known && !sameList(known.params, params))
      this.#deleteWhere((kept) => kept.path === entry.path);
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    const { maxBytes, maxEntries, maxVariants } = this.options;
    if (entry.bytes > maxBytes || maxEntries === 0 || maxVariants === 0) return;
    // The page's least recently used copy makes way for its new one.
    if ((this.#pages.get(entry.page) ?? 0) >= maxVariants)
      this.#deleteWhere((kept) => kept.page === entry.page, 1);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#pages.set(entry.page, (this.#pages.get(entry.page) ?? 0) + 1);
    const path = this.#paths.get(entry.path);
    if (path) path.copies++;
    else this.#paths.set(entry.path, { params, copies: 1 });
    this.#evict();
  }

  #evict() {
    for (const [oldKey, old] of this.#entries) {
      if (this.#entries.size <= this.options.maxEntries && this.#bytes <= this.options.maxBytes)
        break;
      this.#delete(oldKey, old);
    }
  }

  /** Deletes the kept copies `which` picks, least recently used first, at most `limit` of them. */
  #deleteWhere(which: (entry: Entry) => boolean, limit = Infinity) {
    let deleted = 0;
    for (const [key, entry] of this.#entries) {
      if (deleted === limit) return;
      if (which(entry)) {
        this.#delete(key, entry);
        deleted++;
      }
    }
  }

  #delete(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    const copies = this.#pages.get(entry.page)! - 1;
    if (copies > 0) this.#pages.set(entry.page, copies);
    else this.#pages.delete(entry.page);
    const path = this.#paths.get(entry.path)!;
    if (--path.copies === 0) this.#paths.delete(entry.path);
  }
}
