import { createRequire } from 'node:module';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/connect';

// Where rate-limit counters live. In memory (the plugin's own LRU store) each process counts alone;
// in the database every process on the same database shares one count per key, so a limit holds
// however many servers the load balancer spreads a client over.

export interface Hits {
  current: number;
  /** Milliseconds until the window resets. */
  ttl: number;
}
type Callback = (error: Error | null, result?: Hits) => void;

/** @fastify/rate-limit's store interface (store/LocalStore.js), with the optional non-mutating read. */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => RateLimitStore;
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;

const CLEANUP_EVERY_MS = 60_000;
const WARN_EVERY_MS = 30_000;

/** One hit: insert, count on, or start a new window when the old one has passed — atomically, in one statement. */
const hitQuery = (key: string, windowMs: number) => sql`
  insert into rate_limits as r (key, count, reset_at)
  values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
  on conflict (key) do update set
    count = case when r.reset_at <= now() then 1 else r.count + 1 end,
    reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
  returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`;

const readQuery = (key: string) => sql`
  select count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
    from rate_limits where key = ${key} and reset_at > now()`;

export class DatabaseRateLimitStore implements RateLimitStore {
  private lastWarning = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number) {
    this.run(hitQuery(key, timeWindow), timeWindow, callback);
  }

  read(key: string, callback: Callback, timeWindow: number) {
    this.run(readQuery(key), timeWindow, callback);
  }

  /** Keys carry their limiter's name (see limiterKey), so every limiter can share one table. */
  child() {
    return this;
  }

  /** Removes windows that have passed, so the table holds only the clients seen lately. */
  async cleanup() {
    await this.db.execute(sql`delete from rate_limits where reset_at <= now()`);
  }

  private run(query: ReturnType<typeof sql>, timeWindow: number, callback: Callback) {
    this.db.execute(query).then(
      (result) => {
        const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
        callback(null, row ? { current: Number(row.count), ttl: Number(row.ttl) } : { current: 0, ttl: 0 });
      },
      (error: unknown) => {
        // Fail open: when the database cannot count, it cannot store leads either (those requests
        // answer 503 on their own), and refusing every page and health check because a counter is
        // unreachable would turn a database hiccup into a whole-site outage.
        if (Date.now() - this.lastWarning > WARN_EVERY_MS) {
          this.lastWarning = Date.now();
          this.log.warn({ err: error }, 'rate-limit store unavailable: requests are not being counted');
        }
        callback(null, { current: 0, ttl: timeWindow });
      },
    );
  }
}

export interface RateLimitStores {
  /** For @fastify/rate-limit's `store` option; undefined keeps the plugin's in-memory store. */
  pluginStore?: new () => RateLimitStore;
  /** A store for limiters that run outside the plugin (the not-found limit). */
  store: RateLimitStore;
  close(): void;
}

export function createRateLimitStores(config: Pick<Config, 'RATE_LIMIT_STORE'>, db: Database, log: FastifyBaseLogger): RateLimitStores {
  if (config.RATE_LIMIT_STORE === 'memory') return { store: new LocalStore(false, false, 5000), close: () => {} };
  const shared = new DatabaseRateLimitStore(db, log);
  const timer = setInterval(() => {
    shared.cleanup().catch((error: unknown) => log.warn({ err: error }, 'rate-limit cleanup failed; will try again'));
  }, CLEANUP_EVERY_MS);
  timer.unref();
  return {
    // The plugin constructs its store with `new`; every instance is the one shared store.
    pluginStore: function SharedStore() {
      return shared;
    } as unknown as new () => RateLimitStore,
    store: shared,
    close: () => clearInterval(timer),
  };
}

/** Each limiter counts under its own name, per client address (IPv6 clients per /64, as the plugin does). */
export const limiterKey = (name: string) => (request: FastifyRequest) => `${name}|${normalizeIP(request.ip, 64)}`;

/** Promise form of a store call. */
export function countHits(store: RateLimitStore, method: 'incr' | 'read', key: string, windowMs: number, max: number): Promise<Hits> {
  return new Promise((resolve, reject) => store[method](key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, max));
}
