import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileAnswer } from '../../schemas/envelope';
import { chooseEncoding, compressNow, type Encoded } from './compression';

// A page one copy of which serves every visitor: prerendered at build (./prerendered.ts) or rendered
// once and kept (./page-store.ts, which keeps the calendar feeds too). Both are sent here, alike:
// with a validator, by hash in their CSP, in the encoding the visitor accepts.

export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The schema of every page's route: it answers an HTML document, and is in no API document. */
export const PAGE_SCHEMA = {
  hide: true,
  response: { default: fileAnswer('text/html', 'An HTML page.') },
};

export interface KeptPage extends Partial<Encoded> {
  status: number;
  /** Headers the rendering gave besides these (content type first). */
  headers: [string, string][];
  body: Buffer;
  /** A page's Content-Security-Policy, the hashes of its inline scripts; none for a file (a calendar), which keeps the no-content policy. */
  csp?: string;
  etag: string;
}

/** A strong validator: the bytes of a kept page are the same for every visitor. */
export const etagOf = (body: Buffer) =>
  `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): the W/ prefix is ignored, lists and `*` match. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export async function sendKept(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
  for (const [name, value] of page.headers) reply.header(name, value);
  // The policy set for this request (the no-content one) gives way to a page's own.
  if (page.csp) reply.raw.removeHeader('content-security-policy');
  reply
    .status(page.status)
    .header('cache-control', REVALIDATE)
    .header('etag', page.etag)
    .header('vary', 'accept-encoding');
  // A 304's headers replace the cached copy's: the cached body keeps the policy it came with.
  if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag))
    return reply.status(304).send();
  if (page.csp) reply.header('content-security-policy', page.csp);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.body);
  // Until the copies compressed once are made (./page-store.ts), a kept page is compressed per request.
  const kept = encoding === 'br' ? page.brotli : page.gzip;
  return reply
    .header('content-encoding', encoding)
    .send(kept ?? (await compressNow(page.body, encoding)));
}
