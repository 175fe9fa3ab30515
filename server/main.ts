import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { seedDatabase } from './db/seed';
import { channelsFor } from './notify/channels';
import { startNotificationWorker } from './notify/worker';

// Process entry: config, database (migrated and seeded), HTTP server, graceful shutdown.
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir }).catch((error: Error) => {
    throw new StartupError(`Cannot open the database (${config.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR=${config.dataDir}`}): ${error.message}`);
  });
  try {
    await database.migrate();
    await seedDatabase(database.db);
  } catch (error) {
    await database.close().catch(() => {});
    throw new StartupError(`Database migration or seeding failed: ${(error as Error).message}`);
  }

  const app = await buildApp({
    config,
    database,
    web: config.NODE_ENV === 'development' ? 'development' : 'production',
    // Requests arrive only after listen(), by which time the worker below exists.
    onLeadStored: () => worker.wake(),
  });
  const worker = startNotificationWorker({ db: database.db, channels: channelsFor(config), log: app.log, pollMs: config.NOTIFY_POLL_MS });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await worker.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

  await app.listen({ port: config.PORT, host: config.HOST });
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
