import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { adminApiRoutes } from './console/routes';
import { calendarRoutes } from './batches/calendar';
import { registerConsolePageHeaders } from './console/guard';
import { contentRoutes } from './blogs/routes';
import { healthRoutes } from './health';
import { FORM_POSTS } from './leads/form-posts';
import { leadRoutes } from './leads/routes';
import { openApiRoute, registerRouteSchemas } from './openapi';
import { seoRoutes } from './web/seo';
import { uploadedImageRoutes } from './uploads/routes';
import { vitalsRoutes } from './vitals/routes';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import {
  MESSAGES,
  loggableError,
  registerErrorHandler,
  sayingError,
} from './plugins/error-handler';
import { registerJsonDepthLimit } from './plugins/json-depth';
import { serverLimits } from './plugins/limits';
import { registerNotFoundLimit } from './plugins/not-found-limit';
import { registerRequestIdHeader, requestIdOptions } from './plugins/request-id';
import { registerSameOriginCheck } from './plugins/same-origin';
import { clientKey, createRateLimitStores, type RateLimitStores } from './plugins/rate-limit-store';
import { resolveAppSecret } from './secret';
import { createServices, type Services } from './services';
import { createAdminServices, type AdminServices } from './console/console-services';
import { ApiFailureSchema } from '../schemas/envelope';
import { VITALS_PATH } from '../shared/vitals';
import type { Clock } from './console/clock';
import { createBatchAdmin, type BatchAdmin } from './batches/batch-admin';
import { onTeachingDayChange } from './batches/day-change';
import { createContentAdmin, type ContentAdmin } from './blogs/posts-console';
import { keepPagesCurrent } from './web/change-notices';
import { FormPages } from './web/form-pages';
import { pageBatches } from './web/page-batches';
import { webRoutes } from './web/index';
import { PageStore } from './web/page-store';
import { registerSecurityHeaders } from './web/security-headers';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Serve the website too (false in API-only integration tests). */
  web?: 'production' | 'development' | false;
  logger?: FastifyServerOptions['logger'];
  /** Called after a lead is committed, so the notification worker can deliver it at once. */
  onLeadStored?: () => void;
  /** The staff console's clock (tests move it to expire sessions). */
  clock?: Clock;
  /** Fastify's limit on a plugin's start: loading the built site is slow on a busy machine. */
  pluginTimeout?: number;
  /** Told of each route as it is added (the test that every route declares its schema walks them). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp({
  config,
  database,
  web = false,
  logger,
  onLeadStored,
  clock,
  pluginTimeout,
  onRoute,
}: AppDeps) {
  const app = Fastify({
    logger: withRedactedLogs(logger ?? { level: config.LOG_LEVEL }),
    ...serverLimits(config),
    ...requestIdOptions(config.TRUST_PROXY),
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    // Fastify's default (10 s) failed the start while the machine was busy importing the site's build.
    pluginTimeout: pluginTimeout ?? 120_000,
    // Errors Fastify raises before routing (a malformed URL) get the API's JSON shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({
        success: false,
        message: error.code === 'FST_ERR_BAD_URL' ? 'The address is malformed.' : 'Bad request.',
      });
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  const services = createServices(database.db, clock);

  drainConnectionsOnClose(app);
  const https = config.PUBLIC_URL.startsWith('https://');
  const admin = createAdminServices(database.db, {
    clock,
    https,
    onNotify: onLeadStored,
    spamRetentionDays: config.SPAM_RETENTION_DAYS,
    backups: { dir: config.backupDir, everyMs: config.BACKUP_EVERY },
  });
  // The forms' posts without scripts are answered with their pages, drawn by the site once it is loaded.
  const formPages = new FormPages(https);
  const pageStore =
    web && config.SSR_CACHE_MAX_ENTRIES > 0 && config.SSR_CACHE_MAX_BYTES > 0
      ? new PageStore({
          maxEntries: config.SSR_CACHE_MAX_ENTRIES,
          maxBytes: config.SSR_CACHE_MAX_BYTES,
          maxVariants: config.SSR_CACHE_MAX_VARIANTS,
          header: config.SSR_CACHE_HEADER,
          https,
        })
      : undefined;
  // This process's own changes reach its pages at once; the database's notice (below) brings them, and everyone else's, too.
  const content = createContentAdmin(database.db, {
    audit: admin.audit,
    clock: admin.clock,
    onBlogChange: () => pageStore?.changed('blogs'),
  });
  const batchAdmin = createBatchAdmin(database.db, {
    audit: admin.audit,
    clock: admin.clock,
    onChange: () => pageStore?.changed('batches'),
  });
  registerErrorHandler(app);
  await registerRouteSchemas(app);
  registerRequestIdHeader(app);
  const rateLimits = createRateLimitStores(config, database.db, app.log, admin.clock);
  app.addHook('onClose', (_instance, done) => {
    rateLimits.close();
    done();
  });
  // Whatever no route claims (the website's catch-all claims every page) answers in the API's shape.
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ success: false, message: MESSAGES.notFound }),
  );
  registerSecurityHeaders(app, { https, hstsMaxAgeSeconds: config.HSTS_MAX_AGE_SECONDS });
  registerConsolePageHeaders(app);
  registerNotFoundLimit(app, {
    store: rateLimits.limiter('404'),
    max: config.RATE_LIMIT_NOT_FOUND_MAX,
    windowMs: config.RATE_LIMIT_NOT_FOUND_WINDOW_MS,
  });
  await app.register(fastifyCookie);
  // Encapsulated: the API's limits and checks apply to its routes only, not to pages and assets.
  await app.register(apiRoutes, {
    config,
    database,
    services,
    secret: resolveAppSecret(config),
    onLeadStored,
    admin,
    content,
    batchAdmin,
    rateLimits,
    formPages,
  });
  await app.register(seoRoutes, { services, publicUrl: config.PUBLIC_URL });
  await app.register(calendarRoutes, {
    batches: services.batches,
    publicUrl: config.PUBLIC_URL,
    pageStore,
  });
  await app.register(uploadedImageRoutes, { images: services.uploadedImages });

  if (pageStore) {
    const listener = await keepPagesCurrent(database, pageStore);
    app.addHook('onClose', () => listener.stop());
    // A batch stops being upcoming at its centre's midnight, with no row changing.
    const stopDays = onTeachingDayChange(() => pageStore.changed('batches'));
    app.addHook('onClose', async () => stopDays());
  }
  if (web) {
    const batchesForPages = pageBatches(services);
    await app.register(webRoutes, {
      mode: web,
      publicUrl: config.PUBLIC_URL,
      https,
      pageStore,
      formPages,
      pageContext: () => ({
        services: { blogs: services.blogs, batches: batchesForPages },
        publicUrl: config.PUBLIC_URL,
      }),
      staffOf: (request) => admin.sessions.authenticate(request.cookies[admin.cookieName]),
    });
  }
  return app;
}

interface ApiOptions {
  config: Config;
  database: DatabaseHandle;
  services: Services;
  secret: string;
  onLeadStored?: () => void;
  admin: AdminServices;
  content: ContentAdmin;
  batchAdmin: BatchAdmin;
  rateLimits: RateLimitStores;
  formPages: FormPages;
}

/** Everything under /api: rate limited per client, refusing cross-site writes, JSON in and out. */
async function apiRoutes(
  api: FastifyInstance,
  {
    config,
    database,
    services,
    secret,
    onLeadStored,
    admin,
    content,
    batchAdmin,
    rateLimits,
    formPages,
  }: ApiOptions,
) {
  await api.register(fastifyRateLimit, {
    global: true,
    store: rateLimits.pluginStore('api'),
    keyGenerator: clientKey,
    max: config.RATE_LIMIT_API_MAX,
    timeWindow: config.RATE_LIMIT_API_WINDOW_MS,
    errorResponseBuilder: () => sayingError('tooManyRequests', 429),
  });
  registerSameOriginCheck(api, config.PUBLIC_URL, {
    beacons: new Set([VITALS_PATH]),
    formPosts: new Set(FORM_POSTS.keys()),
  });
  registerJsonDepthLimit(api, config.JSON_MAX_DEPTH);
  await api.register(openApiRoute);
  await api.register(healthRoutes, { database });
  await api.register(leadRoutes, { services, config, secret, onLeadStored, formPages });
  await api.register(contentRoutes, { services });
  await api.register(vitalsRoutes, { vitals: services.vitals, config });
  await api.register(adminApiRoutes, {
    admin,
    secure: config.PUBLIC_URL.startsWith('https://'),
    content,
    batchAdmin,
    uploadMaxBytes: config.UPLOAD_MAX_BYTES,
  });
  // Unknown API paths answer JSON, never the website's 404 page.
  api.all(
    '/api/*',
    { schema: { hide: true, response: { 404: ApiFailureSchema } } },
    async (_request, reply) =>
      reply.status(404).send({ success: false, message: MESSAGES.notFound }),
  );
}

/**
 * On close, in-flight requests finish, and each keep-alive connection is closed as soon as it falls
 * idle; otherwise a client holding a connection open keeps the process alive for the keep-alive timeout.
 */
function drainConnectionsOnClose(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    timer = setInterval(() => app.server.closeIdleConnections(), 50);
    timer.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}

/**
 * Every `{ err }` a log line carries, from any module, goes through loggableError: a failed query's
 * values never reach the log. A request is logged by its path alone: a query string can carry a
 * person (the console's search for a name, an email or a phone).
 */
function withRedactedLogs(logger: NonNullable<AppDeps['logger']>): AppDeps['logger'] {
  if (typeof logger !== 'object') return logger;
  return {
    ...logger,
    serializers: { err: loggableError, req: loggableRequest, ...logger.serializers },
  };
}

function loggableRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}
