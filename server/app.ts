import Fastify, { type FastifyServerOptions } from 'fastify';
import { healthRoutes } from './api/health';
import { contentRoutes } from './api/content';
import { leadRoutes } from './api/leads';
import { seoRoutes } from './api/seo';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import { MESSAGES, registerErrorHandler } from './plugins/error-handler';
import { createServices } from './services';
import { webRoutes } from './web';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Serve the website too (false in API-only integration tests). */
  web?: 'production' | 'development' | false;
  logger?: FastifyServerOptions['logger'];
  /** Called after a lead is committed, so the notification worker can deliver it at once. */
  onLeadStored?: () => void;
}

export async function buildApp({ config, database, web = false, logger, onLeadStored }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestTimeout: 30_000,
    return503OnClosing: true,
  });
  const services = createServices(database.db);

  registerErrorHandler(app);
  await app.register(healthRoutes, { database });
  await app.register(leadRoutes, { services, onLeadStored });
  await app.register(contentRoutes, { services });
  await app.register(seoRoutes, { services, publicUrl: config.PUBLIC_URL });
  // Unknown API paths answer JSON, never the website's 404 page.
  app.all('/api/*', async (_request, reply) => reply.status(404).send({ success: false, message: MESSAGES.notFound }));

  if (web) {
    await app.register(webRoutes, {
      mode: web,
      getLoadContext: () => ({ services: { blogs: services.blogs }, publicUrl: config.PUBLIC_URL }),
    });
  }
  return app;
}
