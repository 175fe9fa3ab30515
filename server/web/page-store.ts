import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { PageSource } from '../../shared/page-locals';
import { compressOnce } from './compression';
import { hashPolicy } from './csp';
import { etagOf, sendKept, type KeptPage } from './kept-page';
import type { Read } from './reads';
import { sendRendering, type Rendering } from './rendering';

// Server-rendered public pages, rendered once, kept and served from memory (ADR 0011) until a source
// they declared changes (./change-notices.ts). A kept page names its inline scripts by hash, as a
// prerendered page does: one copy, compressed once, serves everyone.

export interface PageStoreOptions {
  maxEntries: number;
  maxBytes: number;
  /** Answer `x-page-cache: hit|miss` (tests and diagnosis; off by default). */
  header: boolean;
  /** The site is served over HTTPS: the kept pages' policy upgrades insecure requests, as every page's does. */
  https: boolean;
}

interface Entry extends KeptPage {
  sources: ReadonlySet<PageSource>;
  bytes: number;
}

/** What rendering a page gave, what it read on the way, and what it declared it reads. */
export interface RenderedPage {
  rendering: Rendering;
  reads: ReadonlySet<Read>;
  declared: ReadonlySet<PageSource>;
}

/** Only whole HTML pages that say the same to every visitor: 200, or the not-found page's 404. */
export function keepable(rendering: Rendering): boolean {
  return (
    (rendering.status === 200 || rendering.status === 404) &&
    rendering.cookies.length === 0 &&
    rendering.type.startsWith('text/html') &&
    // A route that asks for no shared copies (or encodes its own body) is sent as it came.
    !rendering.headers.some(
      ([name, value]) =>
        name === 'content-encoding' ||
        (name === 'cache-control' && /\b(private|no-store)\b/.test(value)),
    )
  );
}

/** Bots by user agent, remembered: isbot's pattern is long, and a site sees few distinct agents at a time. */
const botAgents = new Map<string, boolean>();
const BOT_AGENTS_REMEMBERED = 512;
function isBotAgent(agent: string): boolean {
  let bot = botAgents.get(agent);
  if (bot === undefined) {
    if (botAgents.size >= BOT_AGENTS_REMEMBERED) botAgents.clear();
    bot = isbot(agent);
    botAgents.set(agent, bot);
  }
  return bot;
}

/**
 * What a rendering depends on: the address the page sees and whether the renderer waits for the whole
 * page (crawlers) or streams from its shell. No public page reads cookies or other headers.
 */
const keyOf = (request: FastifyRequest) =>
  `${isBotAgent(request.headers['user-agent'] ?? '') ? 'bot' : 'visitor'} ${request.protocol}://${request.host}${request.url}`;

export class PageStore {
  /** Least recently used first (a Map keeps insertion order; a hit is moved to the end). */
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  /** Moves with every change, so a rendering that began before one is not kept. */
  #generation = 0;
  /** Pages are kept only while changes are heard of (./change-notices.ts). */
  #listening = false;
  /** Renderings under way, by key. */
  readonly #rendering = new Map<string, Promise<{ entry?: Entry; fresh: Rendering }>>();
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
  async respond(request: FastifyRequest, reply: FastifyReply, render: () => Promise<RenderedPage>) {
    const key = keyOf(request);
    const kept = this.#entries.get(key);
    if (this.options.header) reply.header('x-page-cache', kept ? 'hit' : 'miss');
    if (kept) {
      this.#delete(key, kept);
      this.#add(key, kept);
      return sendKept(request, reply, kept);
    }
    // Requests that miss together wait for one rendering (a page just dropped is asked for by many).
    let flight = this.#rendering.get(key);
    const leader = !flight;
    if (!flight) {
      flight = this.#render(request, key, render);
      this.#rendering.set(key, flight);
      void flight.finally(() => this.#rendering.delete(key)).catch(() => {});
    }
    const { entry, fresh } = await flight;
    if (entry) return sendKept(request, reply, entry);
    // A rendering that is not shared was for its own visitor: another gets a rendering of its own.
    return sendRendering(
      request,
      reply,
      leader ? fresh : (await render()).rendering,
      this.options.https,
    );
  }

  async #render(request: FastifyRequest, key: string, render: () => Promise<RenderedPage>) {
    const generation = this.#generation;
    const { rendering, reads, declared } = await render();
    const undeclared = [...reads].filter((read) => !declared.has(read as PageSource));
    if (undeclared.length > 0)
      request.log.error(
        `page store: ${request.url} read ${undeclared.join(', ')} without declaring it (Astro.locals.declare), so it is not kept`,
      );
    if (
      !this.#listening ||
      request.method !== 'GET' ||
      undeclared.length > 0 ||
      generation !== this.#generation ||
      !keepable(rendering)
    )
      return { fresh: rendering };
    const { body } = rendering;
    const entry: Entry = {
      status: rendering.status,
      headers: rendering.headers,
      body,
      csp: hashPolicy(body.toString('utf8'), this.options.https),
      etag: etagOf(body),
      sources: declared,
      bytes: body.length + key.length,
    };
    this.#set(key, entry);
    void this.#compressLater(request, key, entry);
    return { entry, fresh: rendering };
  }

  /** Adds the page's brotli and gzip copies once they are made, if the entry is still the one kept. */
  async #compressLater(request: FastifyRequest, key: string, entry: Entry) {
    try {
      const encoded = await compressOnce(entry.body);
      if (this.#entries.get(key) !== entry) return;
      // Map.set on a key it holds keeps the key's place in the order.
      const next = {
        ...entry,
        ...encoded,
        bytes: entry.bytes + encoded.brotli.length + encoded.gzip.length,
      };
      this.#entries.set(key, next);
      this.#bytes += next.bytes - entry.bytes;
      this.#evict();
    } catch (error) {
      // The page is still kept, and compressed per request until it is rendered again.
      request.log.warn({ err: error }, 'page store: a kept page could not be compressed');
    }
  }

  #set(key: string, entry: Entry) {
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    if (entry.bytes > this.options.maxBytes || this.options.maxEntries === 0) return;
    this.#add(key, entry);
    this.#evict();
  }

  #add(key: string, entry: Entry) {
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
  }

  #evict() {
    for (const [oldKey, old] of this.#entries) {
      if (this.#entries.size <= this.options.maxEntries && this.#bytes <= this.options.maxBytes)
        break;
      this.#delete(oldKey, old);
    }
  }

  #delete(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
