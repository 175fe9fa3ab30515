import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { NO_CONTENT_POLICY } from './csp';

// The headers every response carries, written by helmet, and the no-content policy (JSON, files),
// which a page replaces with its own (./csp.ts). Helmet's policy is not used: its nonces would add a
// style nonce, which switches off the 'unsafe-inline' styles React writes, and the not-found limit
// writes the same policy on its refusals.
// helmet itself, made once: @fastify/helmet builds helmet's middleware again for every request (its
// directives parsed each time), a cost every page and API answer paid.

export interface SecurityOptions {
  /** The site is served over HTTPS (PUBLIC_URL): send HSTS and upgrade requests. */
  https: boolean;
  hstsMaxAgeSeconds: number;
}

/** Not a helmet header. */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** Sets the headers on the raw response, so they reach even replies written outside Fastify (Astro's dev server). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { https, hstsMaxAgeSeconds }: SecurityOptions,
) {
  const setHeaders = helmet({
    // Set below, as it is written once for every response that is not a page.
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity:
      https && hstsMaxAgeSeconds > 0
        ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: true }
        : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    reply.raw.setHeader('content-security-policy', NO_CONTENT_POLICY);
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
