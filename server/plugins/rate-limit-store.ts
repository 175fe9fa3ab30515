import { createRequire } from 'node:module';
import { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';

// Where rate-limit counters live. In memory (the plugin's own LRU store, bounded) each process counts
// alone; in the database every process on the same database shares one count per key, so a limit
// holds however many servers the load balancer spreads a client over. Either way each limiter is a
// named view of the counters (NamedLimiter): its keys are prefixed by construction, never by its
// caller. Rows whose window has passed are removed every minute, whichever store counts requests.

export interface Hits {
  current: number;
  /** Milliseconds until the window resets. */
  ttl: number;
}
type Callback = (error: Error | null, result?: Hits) => void;

/** The counting half of @fastify/rate-limit's store interface (store/LocalStore.js): raw keys, no names. */
export interface CounterBackend {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
}

/** @fastify/rate-limit's store interface, with the optional non-mutating read. */
export interface RateLimitStore extends CounterBackend {
  child(routeOptions: LimiterOptions): RateLimitStore;
}

/** What the plugin passes to `child()`: a limiter's merged options. */
interface LimiterOptions {
  limiter?: string;
  routeInfo?: { method?: unknown; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

declare module '@fastify/rate-limit' {
  interface RateLimitOptions {
    /** The limiter's name: its counters are kept under it, apart from every other limiter's. */
    limiter?: string;
  }
  interface CreateRateLimitOptions {
    /** As RateLimitOptions' limiter: a limiter made with app.createRateLimit() needs a name too. */
    limiter?: string;
  }
}

type LocalStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => CounterBackend;
const LocalStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/LocalStore.js',
) as LocalStoreCtor;

const CLEANUP_EVERY_MS = 60_000;
const WARN_EVERY_MS = 30_000;

/**
 * One hit: insert, count on, or start a new window when the old one has passed — atomically, in one
 * statement. now() is each transaction's start: a hit that began just before the one that opened the
 * window, and waited on its row, would see a few ms more than the window left; the ttl is capped at it.
 * `now` is the database's clock unless a caller counts by its own (the console's, which tests move).
 */
export const hitQuery = (key: string, windowMs: number, now: SQL = sql`now()`) => sql`
  insert into rate_limits as r (key, count, reset_at)
  values (${key}, 1, ${now} + make_interval(secs => ${windowMs / 1000}))
  on conflict (key) do update set
    count = case when r.reset_at <= ${now} then 1 else r.count + 1 end,
    reset_at = case when r.reset_at <= ${now} then excluded.reset_at else r.reset_at end
  returning count, least(${windowMs}, greatest(0, ceil(extract(epoch from (reset_at - ${now})) * 1000)))::int as ttl`;

/**
 * Removes windows that have passed, so the table holds only the clients seen lately. The sign-in
 * counters run by the console's clock (tests move it), the others by the database's: a window goes
 * once it has passed by both.
 */
export async function removePassedWindows(db: Database, consoleNow: Date = new Date()) {
  await db.execute(
    sql`delete from rate_limits where reset_at <= least(now(), ${consoleNow.toISOString()}::timestamptz)`,
  );
}

const readQuery = (key: string) => sql`
  select count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
    from rate_limits where key = ${key} and reset_at > now()`;

export class DatabaseRateLimitStore implements CounterBackend {
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

  private run(query: ReturnType<typeof sql>, timeWindow: number, callback: Callback) {
    this.db.execute(query).then(
      (result) => {
        const row = rowsOf<{ count: number; ttl: number }>(result)[0];
        callback(
          null,
          row ? { current: Number(row.count), ttl: Number(row.ttl) } : { current: 0, ttl: 0 },
        );
      },
      (error: unknown) => {
        // Fail open: when the database cannot count, it cannot store leads either (those requests
        // answer 503 on their own), and refusing every page and health check because a counter is
        // unreachable would turn a database hiccup into a whole-site outage.
        if (Date.now() - this.lastWarning > WARN_EVERY_MS) {
          this.lastWarning = Date.now();
          this.log.warn(
            { err: error },
            'rate-limit store unavailable: requests are not being counted',
          );
        }
        callback(null, { current: 0, ttl: timeWindow });
      },
    );
  }
}

/**
 * One limiter's view of the counters: every key it is given is kept under its name, so two
 * limiters never share a count, whatever keys their callers make. Names are unique per family.
 */
class NamedLimiter implements RateLimitStore {
  constructor(
    private readonly backend: CounterBackend,
    readonly name: string,
    private readonly family: LimiterFamily,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.backend.incr(`${this.name}|${key}`, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.backend.read(`${this.name}|${key}`, callback, timeWindow, max);
  }

  /** The plugin asks for a child per `app.rateLimit(...)` and per route with its own limit: a new, named limiter. */
  child(options: LimiterOptions) {
    return this.family.limiter(limiterName(options), options);
  }
}

function limiterName({ limiter, routeInfo }: LimiterOptions): string {
  if (limiter) return limiter;
  // A route's own limit (config.rateLimit) is named by its route, as the plugin's Redis store does.
  if (routeInfo?.url) return `${String(routeInfo.method)} ${routeInfo.url}`;
  throw new Error(
    'A rate limiter made with app.rateLimit() needs a name: pass { limiter: "..." }.',
  );
}

class LimiterFamily {
  private readonly names = new Set<string>();
  constructor(private readonly backendFor: (options: LimiterOptions) => CounterBackend) {}

  limiter(name: string, options: LimiterOptions = {}): RateLimitStore {
    if (name.includes('|')) throw new Error(`A rate limiter's name cannot contain "|": ${name}`);
    if (this.names.has(name))
      throw new Error(`Two rate limiters are named "${name}": they would share counters.`);
    this.names.add(name);
    return new NamedLimiter(this.backendFor(options), name, this);
  }
}

export interface RateLimitStores {
  /** For @fastify/rate-limit's `store` option: the plugin's own limiter, under `name`, and its children. */
  pluginStore(name: string): FastifyRateLimitStoreCtor;
  /** A named limiter for checks that run outside the plugin (the not-found limit). */
  limiter(name: string): RateLimitStore;
  close(): void;
}

export function createRateLimitStores(
  config: Pick<Config, 'RATE_LIMIT_STORE'>,
  db: Database,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): RateLimitStores {
  let family: LimiterFamily;
  if (config.RATE_LIMIT_STORE === 'memory') {
    // Each limiter counts in its own LRU map, as the plugin's own children do.
    family = new LimiterFamily(
      (options) =>
        new LocalStore(
          options.continueExceeding ?? false,
          options.exponentialBackoff ?? false,
          options.cache ?? 5000,
        ),
    );
  } else {
    const shared = new DatabaseRateLimitStore(db, log);
    family = new LimiterFamily(() => shared);
  }
  // Whichever store counts requests, the table holds the sign-in counters (services/admin/sign-in.ts).
  const timer = setInterval(() => {
    removePassedWindows(db, clock()).catch((error: unknown) =>
      log.warn({ err: error }, 'rate-limit cleanup failed; will try again'),
    );
  }, CLEANUP_EVERY_MS);
  timer.unref();
  return {
    // The plugin constructs its store with `new`: the constructor returns the named limiter.
    pluginStore: (name) =>
      function PluginLimiter() {
        return family.limiter(name);
      } as unknown as FastifyRateLimitStoreCtor,
    limiter: (name) => family.limiter(name),
    close: () => clearInterval(timer),
  };
}

/** A client's key: its address (IPv6 clients per /64, as the plugin does). The limiter's name is added by the store. */
export const clientKey = (request: FastifyRequest) => normalizeIP(request.ip, 64);

/** Promise form of a store call. */
export function countHits(
  store: CounterBackend,
  method: 'incr' | 'read',
  key: string,
  windowMs: number,
  max: number,
): Promise<Hits> {
  return new Promise((resolve, reject) =>
    store[method](
      key,
      (error, result) => (error ? reject(error) : resolve(result!)),
      windowMs,
      max,
    ),
  );
}
