import Fastify from 'fastify';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/connect';
import { jobs } from '../../server/db/schema';
import { channelsFor } from '../../server/leads/notify/channels';
import { startNotificationWorker } from '../../server/leads/notify/worker';

/**
 * Runs a notification worker with the product's own channels (mail to the SMTP listener at
 * `smtpUrl`, the team at leads@academy.example) until every job is done, then stops it.
 */
export async function deliverEveryJob(db: Database, smtpUrl: string) {
  const config = loadConfig({
    SMTP_URL: smtpUrl,
    LEADS_NOTIFY_TO: 'leads@academy.example',
    PUBLIC_URL: 'https://academy.example',
  });
  const worker = startNotificationWorker({
    db,
    channels: channelsFor(config, db),
    log: Fastify({ logger: false }).log,
    pollMs: 20,
  });
  const deadline = Date.now() + 15_000;
  try {
    while ((await db.select({ doneAt: jobs.doneAt }).from(jobs)).some((job) => !job.doneAt)) {
      if (Date.now() > deadline) throw new Error('jobs not done in time');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await worker.stop();
  }
}
