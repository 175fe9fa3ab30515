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
  if (origin && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`)
    return true;
  const cookie = request.cookies[XSRF_COOKIE];
  if (cookie && request.headers[XSRF_HEADER] !== cookie) return true;
  return false;
}

/**
 * For beacon routes only: navigator.sendBeacon cannot set headers, so the XSRF echo can never be
 * present, while the cookie (path /) is sent whenever the visitor has opened a form. The browser's
 * own Sec-Fetch-Site or Origin must then show the request came from this site; one of them is required.
 * Safe because a beacon route only records anonymous measurements: nothing a forger could abuse.
 */
export function isForgedBeacon(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (!site && !origin) return true;
  if (site && site !== 'same-origin') return true;
  return Boolean(
    origin && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`,
  );
}

export function registerSameOriginCheck(
  app: FastifyInstance,
  publicUrl: string,
  beaconPaths: ReadonlySet<string> = new Set(),
) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return;
    const forged = beaconPaths.has(request.routeOptions.url ?? '')
      ? isForgedBeacon(request, publicOrigin)
      : isForged(request, publicOrigin);
    if (forged) return reply.status(403).send({ success: false, message: FORGED_MESSAGE });
  });
}
