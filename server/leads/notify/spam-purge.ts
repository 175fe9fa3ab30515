import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect';
import { createAuditService } from '../../console/audit';
import { systemClock, type Clock } from '../../console/clock';
import { purgeExpiredSpam } from '../console/lead-spam';

const HOUR_MS = 3_600_000;

/**
 * The server's own deletion of suspected spam past SPAM_RETENTION_DAYS: at start, then every hour.
 * Each server process on a shared database runs it; a row is deleted once, whoever gets there first.
 */
export function startSpamPurge({
  db,
  retentionDays,
  log,
  everyMs = HOUR_MS,
  clock = systemClock,
}: {
  db: Database;
  retentionDays: number;
  log: FastifyBaseLogger;
  everyMs?: number;
  clock?: Clock;
}) {
  const audit = createAuditService(db, clock);
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeExpiredSpam(db, { audit, now: clock(), retentionDays }).then(
      (counts) => {
        if (counts.contact + counts.registration > 0)
          log.info({ ...counts, retentionDays }, 'suspected spam past its retention deleted');
      },
      // The database may be restarting: the next hour tries again.
      (error: unknown) => log.warn({ err: error }, 'suspected spam purge failed; will try again'),
    );
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    /** Waits for a purge under way, then stops. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
