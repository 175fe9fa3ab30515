import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KEPT_GZIP, keptBrotli } from './kept-compression';

// Server-rendered public pages (home, the blog list, posts, the not-found page) and React Router's
// route manifest (`/__manifest`, lazy route discovery) are rendered whole, then revalidated by ETag
// and compressed here. The CSP nonce makes every rendering's bytes differ, so the ETag is taken over
// the body with the nonce written out: two renderings of the same content share it (ADR 0004).

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bodies smaller than this are sent as they are: compression would save less than its own headers. */
const MIN_COMPRESS_BYTES = 512;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml))/;
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** A weak validator: equal for renderings whose bytes differ only in the nonce. */
export function renderingEtag(body: Buffer, nonce: string): string {
  const normalised = body.toString('utf8').replaceAll(nonce, '');
  return `W/"${crypto.createHash('sha256').update(normalised).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): the W/ prefix is ignored, lists and `*` match. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The request as React Router should see it: without Accept-Encoding, so app/entry.server.tsx leaves the body plain for us. */
export function plainRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'accept-encoding' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, { method: request.method, headers, signal });
}

/** A body compressed once and kept, to be sent to every visitor whose browser accepts it. */
export interface KeptEncodings {
  brotli?: Buffer;
  gzip?: Buffer;
}

async function compress(body: Buffer, acceptEncoding: string, kept: KeptEncodings = {}): Promise<[encoding: string, body: Buffer] | undefined> {
  // Quality 5 is the usual on-the-fly setting: most of brotli's gain, a millisecond for a page.
  if (/\bbr\b/.test(acceptEncoding)) return ['br', kept.brotli ?? (await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }))];
  if (/\bgzip\b/.test(acceptEncoding)) return ['gzip', kept.gzip ?? (await gzip(body, { level: 6 }))];
  return undefined;
}

/** Both encodings at the settings the build gives prerendered pages: worth it for a body sent many times. */
export async function compressForKeeping(body: Buffer): Promise<Required<KeptEncodings>> {
  const [br, gz] = await Promise.all([
    brotli(body, keptBrotli(body)),
    gzip(body, KEPT_GZIP),
  ]);
  return { brotli: br, gzip: gz };
}

/** A whole rendering, read from React Router's response (server/ssr-cache.ts keeps some of them). */
export interface Rendering {
  status: number;
  /** Response headers, Set-Cookie and Content-Length aside. */
  headers: [string, string][];
  cookies: string[];
  type: string;
  body: Buffer;
  /** The nonce the body was rendered with. */
  nonce: string;
  /** Present for a 200 HTML page. */
  etag: string | undefined;
}

/** Sends React Router's (whole, uncompressed) response through Fastify; `keep` sees the rendering first. */
export async function sendRendered(request: FastifyRequest, reply: FastifyReply, response: Response, nonce: string, keep?: (rendering: Rendering) => void) {
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value]);
  }
  const cookies = response.headers.getSetCookie();
  const body: Buffer = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const etag = response.status === 200 && type.startsWith('text/html') && request.method === 'GET' ? renderingEtag(body, nonce) : undefined;
  keep?.({ status: response.status, headers, cookies, type, body, nonce, etag });
  for (const [name, value] of headers) reply.header(name, value);
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return sendRenderedBody(request, reply, { status: response.status, type, body, etag, encoded: response.headers.has('content-encoding') });
}

/** ETag and 304 for a 200 page, compression for any text; the rendering's own headers are already on the reply. */
export async function sendRenderedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  { status, type, body, etag, encoded = false, kept }: { status: number; type: string; body: Buffer; etag: string | undefined; encoded?: boolean; kept?: KeptEncodings },
) {
  reply.status(status);
  if (etag) {
    reply.header('etag', etag).header('cache-control', REVALIDATE);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      // A 304's headers replace the cached copy's: a new nonce in the CSP would no longer match the
      // nonce inside the cached body (and the base policy would block its scripts), so none is sent.
      reply.raw.removeHeader('content-security-policy');
      reply.removeHeader('content-security-policy');
      return reply.status(304).send();
    }
  }
  if (COMPRESSIBLE_TYPE.test(type) && body.length >= MIN_COMPRESS_BYTES && !encoded) {
    reply.header('vary', 'accept-encoding');
    const compressed = await compress(body, String(request.headers['accept-encoding'] ?? ''), kept);
    if (compressed) {
      reply.header('content-encoding', compressed[0]);
      return reply.send(compressed[1]);
    }
  }
  return reply.send(body);
}
