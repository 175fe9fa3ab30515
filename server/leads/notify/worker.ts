import type { FastifyBaseLogger } from 'fastify';
import { leadTarget } from '../../../shared/lead-fields';
import type { Database } from '../../db/connect';
import type { LeadJobPayload } from '../../db/schema';
import type { Channel } from './channel';
import { loadLeads, type LeadRecord } from './lead-message';
import { DEFAULT_OUTBOX, createOutbox, type Job, type OutboxOptions } from './outbox';

/** Delivers a job of another kind than a lead's notification (a daily digest); throws to retry. */
export type JobHandler = (job: Job) => Promise<void>;

interface WorkerOptions {
  db: Database;
  channels: Channel[];
  /** By job kind: the jobs that are not a lead's notification. */
  handlers?: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  pollMs: number;
  batchSize?: number;
  outbox?: Partial<OutboxOptions>;
}

const isLeadJob = (payload: Job['payload']): payload is LeadJobPayload =>
  payload.form !== undefined;

/** Delivers lead notifications from the outbox until stopped. At least once per channel; never drops a job silently. */
export function startNotificationWorker({
  db,
  channels,
  log,
  pollMs,
  batchSize = 10,
  outbox: outboxOptions,
  handlers = {},
}: WorkerOptions) {
  const outbox = createOutbox(db, { ...DEFAULT_OUTBOX, ...outboxOptions });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let busy = false;
  let again = false;

  async function deliver(job: Job, leads: Promise<Map<string, LeadRecord>>) {
    const payload = job.payload;
    try {
      const handler = handlers[job.kind];
      if (handler) {
        await handler(job);
        await outbox.complete(job);
        log.info({ jobId: job.id, kind: job.kind }, 'job delivered');
        return;
      }
      if (!isLeadJob(payload)) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const lead = (await leads).get(leadTarget(payload));
      if (!lead) {
        log.warn({ jobId: job.id, ...payload }, 'lead no longer exists; notification skipped');
        return await outbox.complete(job);
      }
      const delivered = new Set(payload.delivered ?? []);
      const pending = channels.filter(
        (channel) =>
          !delivered.has(channel.name) &&
          (!payload.only || payload.only.includes(channel.name)) &&
          (channel.wants?.(lead, payload) ?? true),
      );
      for (const [index, channel] of pending.entries()) {
        await channel.deliver(lead, payload);
        delivered.add(channel.name);
        job.payload = { ...payload, delivered: [...delivered] };
        // The last channel's progress is written by complete(), with the job's end: a statement fewer
        // per lead, and a crash just after that channel repeats it either way (at least once).
        if (index < pending.length - 1) await outbox.saveProgress(job);
      }
      await outbox.complete(job);
      log.info(
        { jobId: job.id, form: payload.form, leadId: payload.id },
        'lead notification delivered',
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failed = await outbox.fail(job, reason).catch(() => false);
      if (failed)
        log.error(
          { jobId: job.id, attempts: job.attempts, reason },
          'lead notification FAILED after every retry; it stays in the jobs table',
        );
      else
        log.warn(
          { jobId: job.id, attempts: job.attempts, reason },
          'lead notification failed; will retry',
        );
    }
  }

  async function tick(): Promise<number> {
    try {
      const jobs = await outbox.claim(batchSize);
      // The batch's leads in one query per form. A failure to load them fails each job in turn, to be
      // retried as any failed delivery is (handled here too, in case a stop leaves it unawaited).
      const leads = loadLeads(db, jobs.map((job) => job.payload).filter(isLeadJob));
      leads.catch(() => {});
      for (const job of jobs) {
        if (stopped) break;
        await deliver(job, leads);
      }
      return jobs.length;
    } catch (error) {
      // The database may be restarting: keep polling, it will come back.
      log.warn({ err: error }, 'notification worker could not claim jobs');
      return 0;
    }
  }

  // One tick at a time; a wake-up during a tick runs another right after it.
  async function run() {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = tick();
    const count = await running;
    busy = false;
    const next = again || count === batchSize ? 0 : pollMs;
    again = false;
    schedule(next);
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
  }
  schedule(0);

  return {
    /** Looks for work now (after a lead is stored) instead of waiting for the next poll. */
    wake() {
      schedule(0);
    },
    /** Finishes the delivery under way, then stops. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
export type NotificationWorker = ReturnType<typeof startNotificationWorker>;
