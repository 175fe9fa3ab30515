import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey, countHits, type RateLimitStore } from './rate-limit-store';

export const NOT_FOUND_LIMIT_MESSAGE =
  'Too many requests for addresses that do not exist. Please wait a minute and try again.';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests</title></head><body><h1>Too many requests</h1><p>${NOT_FOUND_LIMIT_MESSAGE}</p></body></html>`;

export interface NotFoundLimitOptions {
  /** The not-found limiter's own counters (keys are kept apart from other limiters' by the store). */
  store: RateLimitStore;
  max: number;
  windowMs: number;
}

/**
 * Slows scanners: a client whose requests ended in 404 more than `max` times within the window is
 * refused further requests for unknown addresses until the window passes. Only requests that no
 * specific route claims are checked (the API's and the site's catch-alls, and the not-found
 * handler), so known pages, assets and API calls cost nothing extra and no other client is touched.
 */
export function registerNotFoundLimit(
  app: FastifyInstance,
  { store, max, windowMs }: NotFoundLimitOptions,
) {
  const keyOf = clientKey;
  const unclaimed = (request: FastifyRequest) =>
    request.is404 || request.routeOptions.url?.endsWith('*') === true;

  app.addHook('onRequest', async (request, reply) => {
    if (!unclaimed(request)) return;
    const { current, ttl } = await countHits(store, 'read', keyOf(request), windowMs, max);
    if (current < max) return;
    request.log.info({ notFoundCount: current }, 'not-found limit reached');
    reply.status(429).header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))));
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.send({ success: false, message: NOT_FOUND_LIMIT_MESSAGE });
    }
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(PAGE);
  });

  // The website answers through a hijacked reply, so the status is read from the raw response.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.raw.statusCode === 404) await countHits(store, 'incr', keyOf(request), windowMs, max);
  });
}
