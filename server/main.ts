import path from 'node:path';
import { buildApp } from './app';
import { createBackupRunner, startBackupSchedule } from './backup/runner';
import { ConfigError, loadConfig } from './config';
import { startControlChannel, type ControlChannel } from './control/channel';
import { DataDirError, openConfiguredDatabase } from './db/connect';
import { DataDirInUse } from './db/data-dir-lock';
import { seedDatabase } from './seed/seed';
import { backfillPersonKeys } from './leads/person-keys';
import { importUploadsFolder } from './uploads/uploads';
import { channelsFor } from './leads/notify/channels';
import { DIGEST_JOB, digestHandler, startDigestSchedule } from './leads/notify/digest';
import { mailSender } from './leads/notify/mail';
import { startSpamPurge } from './leads/notify/spam-purge';
import { startNotificationWorker } from './leads/notify/worker';
import { BATCH_NOTICE_JOB, batchNoticeHandler } from './batches/batch-notice';
import { currentRequestId } from './plugins/request-id';

/** A shutdown that has not finished by then is cut short (supervisors send SIGKILL soon after). */
const SHUTDOWN_DEADLINE_MS = 25_000;

// Process entry: config, database (migrated and seeded), HTTP server, graceful shutdown.
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, { server: true }).catch((error: Error) => {
    if (error instanceof DataDirError || error instanceof DataDirInUse)
      throw new StartupError(error.message);
    throw new StartupError(
      `Cannot open the database (${config.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR=${config.dataDir}`}): ${error.message}`,
    );
  });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    await backfillPersonKeys(database.db);
  } catch (error) {
    await database.close().catch(() => {});
    throw new StartupError(`Database migration or seeding failed: ${(error as Error).message}`);
  }
  // An older version kept uploaded pictures in DATA_DIR/uploads; they now live in the database.
  const legacyUploads = path.join(config.dataDir, 'uploads');
  const uploadsImported = await importUploadsFolder(database.db, legacyUploads).catch(
    async (error: Error) => {
      await database.close().catch(() => {});
      throw new StartupError(
        `Moving the pictures of ${legacyUploads} into the database failed: ${error.message}`,
      );
    },
  );

  const app = await buildApp({
    config,
    database,
    web: !config.SERVE_SITE
      ? false
      : config.NODE_ENV === 'development'
        ? 'development'
        : 'production',
    // Requests arrive only after listen(), by which time the worker below exists.
    onLeadStored: () => worker.wake(),
  });
  if (uploadsImported)
    app.log.info(
      uploadsImported,
      `${uploadsImported.imported} uploaded pictures moved from ${legacyUploads} into the database`,
    );
  const worker = startNotificationWorker({
    db: database.db,
    channels: channelsFor(config, database.db),
    handlers: {
      [DIGEST_JOB]: digestHandler(database.db, mailSender(config), config.PUBLIC_URL),
      [BATCH_NOTICE_JOB]: batchNoticeHandler(database.db, mailSender(config)),
    },
    log: app.log,
    pollMs: config.NOTIFY_POLL_MS,
  });
  const spamPurge = startSpamPurge({
    db: database.db,
    retentionDays: config.SPAM_RETENTION_DAYS,
    log: app.log,
  });
  const digests = startDigestSchedule({
    db: database.db,
    hour: config.DIGEST_HOUR,
    log: app.log,
    onEnqueued: () => worker.wake(),
  });
  const backups = createBackupRunner({
    database,
    backupDir: config.backupDir,
    keep: config.BACKUP_KEEP,
    log: app.log,
  });
  let control: ControlChannel | undefined;
  let schedule: { stop(): void } | undefined;
  let closing = false;
  const shutdown = async (reason: string, exitCode: number) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error({ reason }, 'shutdown did not finish in time; exiting');
      process.exit(exitCode || 1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      schedule?.stop();
      await control?.close();
      await app.close();
      await worker.stop();
      await spamPurge.stop();
      await digests.stop();
      await database.close();
      process.exit(exitCode);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  // A rejection nobody handled is a bug, but one request's bug: log it (with the request that caused
  // it) and keep serving.
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason, reqId: currentRequestId() }, 'unhandled rejection'),
  );
  // After an uncaught exception the process state is unknown: finish what can be finished, then exit
  // non-zero so the supervisor starts a fresh process. Never die silently.
  process.on('uncaughtException', (error) => {
    app.log.fatal({ err: error, reqId: currentRequestId() }, 'uncaught exception: shutting down');
    void shutdown('uncaughtException', 1);
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  // The embedded database has one process, this one: the commands that need it while it runs ask it.
  const lock = database.dataDirLock;
  if (lock) {
    control = await startControlChannel({
      token: lock.holder.token,
      db: database.db,
      backups,
      log: app.log,
    });
    lock.publish(control.url);
  }
  if (config.BACKUP_EVERY)
    schedule = startBackupSchedule(backups, {
      everyMs: config.BACKUP_EVERY,
      backupDir: config.backupDir,
    });
  app.log.info(`Academy site ready at http://${config.HOST}:${config.PORT} (${database.kind})`);
}

class StartupError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
