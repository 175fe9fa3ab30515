import { sql } from 'drizzle-orm';
import type { Database } from './db/connect';
import { blogs } from './db/schema';

/**
 * What the server-rendered public pages show that can change while the server runs: the blog posts
 * (home's recent posts, the blog list, a post and its related posts). The version is a counter this
 * process bumps after each of its own writes, joined with a fingerprint of the blogs table, so a
 * write by another process on the same PostgreSQL (or by a script) changes it too (ADR 0006).
 */
export interface ContentVersion {
  current(): Promise<string>;
  /** Called after a write that changes what a public page shows has been committed. */
  bump(): void;
}

export interface ContentVersionOptions {
  /** How long one read of the fingerprint answers for (0: every lookup waits for a read that started after it). */
  reuseMs: number;
  now?: () => number;
}

export function createContentVersion(db: Database, { reuseMs, now = Date.now }: ContentVersionOptions): ContentVersion {
  let counter = 0;
  let last: { at: number; value: string } | undefined;
  let running: Promise<string> | undefined;
  let queued: Promise<string> | undefined;

  // Every insert, update or delete of a row, by whatever client, gives the rows it writes the
  // writing transaction's id (xmin): their sum moves with any change, and the count with a delete.
  // Nothing depends on updated_at, which a script or a clock moved back may leave as it was.
  const fingerprint = async () => {
    const [row] = await db
      .select({ rows: sql<string>`count(*)::text`, versions: sql<string>`coalesce(sum(${blogs}.xmin::text::bigint), 0)::text` })
      .from(blogs);
    return `${row!.rows}.${row!.versions}`;
  };

  // Lookups that arrive while a read is under way wait for the next one: that read began after they
  // did, so it sees every write saved before them. Under load this is one query per round trip, not
  // one per request.
  function read(): Promise<string> {
    if (!running) {
      const startedAt = now();
      running = fingerprint()
        .then((value) => {
          last = { at: startedAt, value };
          return value;
        })
        .finally(() => (running = undefined));
      return running;
    }
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return read();
      });
    return queued;
  }

  return {
    async current() {
      const value = reuseMs > 0 && last && now() - last.at < reuseMs ? last.value : await read();
      return `${counter}:${value}`;
    },
    bump() {
      counter += 1;
      // A change made here is seen here at once, whatever reuseMs says.
      last = undefined;
    },
  };
}
