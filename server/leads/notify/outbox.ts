import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { cutText } from '../../../shared/well-formed';
import type { Database } from '../../db/connect';
import { jobs } from '../../db/schema';

export type Job = typeof jobs.$inferSelect;

export interface OutboxOptions {
  /** How long a claimed job stays reserved; must outlast any handler (every send has a timeout). */
  leaseMs: number;
  /** After this many failed attempts the job is marked failed (kept, visible, retriable by staff). */
  maxAttempts: number;
  /** First retry delay; each further attempt doubles it, up to an hour. */
  retryBaseMs: number;
}

export const DEFAULT_OUTBOX: OutboxOptions = {
  leaseMs: 120_000,
  maxAttempts: 12,
  retryBaseMs: 10_000,
};

/** Exponential backoff up to an hour, with jitter so retries from many jobs spread out. */
export function backoffMs(
  attempts: number,
  baseMs = DEFAULT_OUTBOX.retryBaseMs,
  random = Math.random,
): number {
  const base = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (0.75 + random() * 0.5));
}

/** The transactional outbox: jobs written with the lead, claimed with SKIP LOCKED and a lease. */
export function createOutbox(db: Database, options: OutboxOptions = DEFAULT_OUTBOX) {
  return {
    /** Reserves up to `limit` due jobs for this process; another process never gets the same job while the lease runs. */
    async claim(limit: number): Promise<Job[]> {
      // One statement: the due jobs are locked (SKIP LOCKED: another worker's are passed over),
      // leased and returned whole.
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          sql`${jobs.doneAt} is null and ${jobs.failedAt} is null and ${jobs.runAt} <= now() and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())`,
        )
        .orderBy(jobs.runAt, jobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(jobs)
        .set({
          lockedUntil: sql`now() + make_interval(secs => ${options.leaseMs / 1000})`,
          attempts: sql`${jobs.attempts} + 1`,
        })
        .where(inArray(jobs.id, due))
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    async complete(job: Job): Promise<void> {
      await db
        .update(jobs)
        .set({ doneAt: new Date(), lockedUntil: null, lastError: null, payload: job.payload })
        .where(eq(jobs.id, job.id));
    },

    /** Records progress (e.g. a channel delivered) without releasing the job. */
    async saveProgress(job: Job): Promise<void> {
      await db.update(jobs).set({ payload: job.payload }).where(eq(jobs.id, job.id));
    },

    /** Schedules a retry, or marks the job failed once its attempts are spent. Returns true when it failed for good. */
    async fail(job: Job, error: string): Promise<boolean> {
      const exhausted = job.attempts >= options.maxAttempts;
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: cutText(error, 2000),
          payload: job.payload,
          ...(exhausted
            ? { failedAt: new Date() }
            : { runAt: new Date(Date.now() + backoffMs(job.attempts, options.retryBaseMs)) }),
        })
        .where(eq(jobs.id, job.id));
      return exhausted;
    },

    /** Puts a failed job back in the queue (staff retry). */
    async retry(id: number): Promise<void> {
      await db
        .update(jobs)
        .set({ failedAt: null, attempts: 0, runAt: new Date(), lockedUntil: null })
        .where(and(eq(jobs.id, id), isNull(jobs.doneAt)));
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
