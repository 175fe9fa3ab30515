import type { FastifyInstance, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const FORGED_MESSAGE = 'This request was refused because it did not come from this website.';

/**
 * Refuses state-changing requests that a browser sent from another site: the Fetch Metadata
 * header, the Origin header, and the spec's cookie-to-header token (XSRF-TOKEN echoed as
 * X-XSRF-TOKEN) must all agree. Clients that are not browsers send none of these and are judged
 * on the request alone, as the spec's API allows.
 */
export function isForged(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) return true;
  const cookie = request.cookies[XSRF_COOKIE];
  if (cookie && request.headers[XSRF_HEADER] !== cookie) return true;
  return false;
}

export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (isForged(request, publicOrigin)) return reply.status(403).send({ success: false, message: FORGED_MESSAGE });
  });
}
