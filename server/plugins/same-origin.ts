import type { FastifyInstance, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const FORGED_MESSAGE = 'This request was refused because it did not come from this website.';

/**
 * Whether the browser says the request was sent by another site or origin: its Fetch Metadata
 * (Sec-Fetch-Site) or its Origin header names one. Every browser in support sends one of them with
 * a cross-origin POST, and no page can make a browser leave them out or change them.
 */
export function isCrossOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  return Boolean(
    origin && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`,
  );
}

/**
 * Refuses state-changing requests that a browser sent from another site: the Fetch Metadata
 * header, the Origin header, and the spec's cookie-to-header token (XSRF-TOKEN echoed as
 * X-XSRF-TOKEN) must all agree. Clients that are not browsers send none of these and are judged
 * on the request alone, as the spec's API allows.
 */
export function isForged(request: FastifyRequest, publicOrigin: string): boolean {
  if (isCrossOrigin(request, publicOrigin)) return true;
  const cookie = request.cookies[XSRF_COOKIE];
  return Boolean(cookie && request.headers[XSRF_HEADER] !== cookie);
}

/**
 * For beacon routes only: navigator.sendBeacon cannot set headers, so the XSRF echo can never be
 * present, while the cookie (path /) is sent whenever the visitor has opened a form. The browser's
 * own Sec-Fetch-Site or Origin must then show the request came from this site; one of them is required.
 * Safe because a beacon route only records anonymous measurements: nothing a forger could abuse.
 */
export function isForgedBeacon(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (!site && !request.headers.origin) return true;
  return site === 'none' || isCrossOrigin(request, publicOrigin);
}

/** Routes judged otherwise than by isForged, by their path. */
export interface SameOriginExceptions {
  /** Beacons (isForgedBeacon). */
  beacons?: ReadonlySet<string>;
  /**
   * Forms posted without scripts (ADR 0017): a plain form cannot echo the cookie in a header, so
   * the browser's own word decides (isCrossOrigin). A visitor's cookie from an earlier visit with
   * scripts must not make their post look forged.
   */
  formPosts?: ReadonlySet<string>;
}

export function registerSameOriginCheck(
  app: FastifyInstance,
  publicUrl: string,
  { beacons = new Set(), formPosts = new Set() }: SameOriginExceptions = {},
) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return;
    const path = request.routeOptions.url ?? '';
    const forged = beacons.has(path)
      ? isForgedBeacon(request, publicOrigin)
      : formPosts.has(path)
        ? isCrossOrigin(request, publicOrigin)
        : isForged(request, publicOrigin);
    if (forged) return reply.status(403).send({ success: false, message: FORGED_MESSAGE });
  });
}
