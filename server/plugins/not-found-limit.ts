import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey, countHits, type RateLimitStore } from './rate-limit-store';
import { NO_CONTENT_POLICY } from '../web/csp';

export const NOT_FOUND_LIMIT_MESSAGE =
  'Too many requests for addresses that do not exist. Please wait a minute and try again.';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests</title></head><body><h1>Too many requests</h1><p>${NOT_FOUND_LIMIT_MESSAGE}</p></body></html>`;

/**
 * Files a page refers to (pictures, fonts, scripts, styles, media, brochures), by their names. A
 * missing one is a broken link on a page, not a scan: it is not counted, and the site answers it
 * with a short 404 rather than the not-found page (server/web/).
 */
export const PAGE_FILE =
  /\.(avif|webp|png|jpe?g|gif|svg|ico|bmp|css|m?js|map|woff2?|ttf|otf|eot|mp4|webm|mp3|pdf)$/i;

export interface NotFoundLimitOptions {
  /** The not-found limiter's own counters (keys are kept apart from other limiters' by the store). */
  store: RateLimitStore;
  max: number;
  windowMs: number;
}

/**
 * Slows scanners: a client whose requests for unknown addresses ended in 404 `max` times within the
 * window gets 429 instead of each further 404 until the window passes. Only requests that no
 * specific route claims count (the API's and the site's catch-alls, and the not-found handler), and
 * only their 404s are refused: a real page is answered as ever, known routes and assets cost nothing
 * extra, a page's missing pictures cost its readers nothing, and no other client is touched. Pages
 * answered through a hijacked reply (the development server's) are neither counted nor refused.
 */
export function registerNotFoundLimit(
  app: FastifyInstance,
  { store, max, windowMs }: NotFoundLimitOptions,
) {
  const counted = (request: FastifyRequest) =>
    (request.is404 || request.routeOptions.url?.endsWith('*') === true) &&
    !PAGE_FILE.test(request.url.split('?', 1)[0]!);

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 404 || !counted(request)) return payload;
    const key = clientKey(request);
    const { current, ttl } = await countHits(store, 'read', key, windowMs, max);
    if (current < max) {
      await countHits(store, 'incr', key, windowMs, max);
      return payload;
    }
    request.log.info({ notFoundCount: current }, 'not-found limit reached');
    // The answer it replaces may have been a kept page, compressed, with a validator and a policy.
    for (const name of ['content-encoding', 'etag', 'content-disposition'])
      reply.removeHeader(name);
    reply
      .status(429)
      .header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))))
      .header('cache-control', 'no-store');
    if (request.url.startsWith('/api/') || request.url === '/api') {
      reply.header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({ success: false, message: NOT_FOUND_LIMIT_MESSAGE });
    }
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', NO_CONTENT_POLICY);
    return PAGE;
  });
}
