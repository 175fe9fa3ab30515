import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// The headers every response carries, and the Content-Security-Policy of pages. Pages allow only
// their own inline scripts: by nonce when rendered for one visitor, by hash when one copy serves
// everyone (prerendered pages, and server-rendered pages kept by server/ssr-cache.ts).

export interface SecurityOptions {
  /** The site is served over HTTPS (PUBLIC_URL): send HSTS and upgrade requests. */
  https: boolean;
  hstsMaxAgeSeconds: number;
}

const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** Where the contacts page's map embed comes from: the only third-party content a page loads. */
export const MAP_FRAME_SOURCES = ['https://www.google.com', 'https://maps.google.com'];

export function baseSecurityHeaders({ https, hstsMaxAgeSeconds }: SecurityOptions): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'origin-agent-cluster': '?1',
    // Anything that is not a page (JSON, files) may do nothing at all.
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    ...(https && hstsMaxAgeSeconds > 0 ? { 'strict-transport-security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains` } : {}),
  };
}

/** The policy of an HTML page; `scriptSources` are its nonce or hashes, quoted. */
export function pageContentSecurityPolicy(scriptSources: string[], { https }: Pick<SecurityOptions, 'https'>): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${MAP_FRAME_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Hashes of a page's inline scripts (React Router's context and module bootstrap), for its CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(match[1]!)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(match[2]!).digest('base64')}'`);
  }
  return [...hashes];
}

/** Sets the base headers on the raw response, so they reach even replies handed to React Router. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  const headers = Object.entries(baseSecurityHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
