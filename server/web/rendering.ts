import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, COMPRESSIBLE_TYPE, compressNow, MIN_COMPRESS_BYTES } from './compression';
import { hashPolicy } from './csp';

// A response rendered whole (an Astro page), read into memory so that the page store can keep it, and
// sent through Fastify when it is not kept.

export interface Rendering {
  status: number;
  /** Response headers, Set-Cookie and Content-Length aside. */
  headers: [string, string][];
  cookies: string[];
  type: string;
  body: Buffer;
}

/**
 * The request as Astro takes it (a Fetch API Request), without its body; the body
 * they render is compressed here, not there. `method`: GET draws a page as for a visit.
 */
export function fetchRequest(
  request: FastifyRequest,
  signal: AbortSignal,
  method = request.method,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method,
    headers,
    signal,
  });
}

export async function readRendering(response: Response): Promise<Rendering> {
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value]);
  }
  return {
    status: response.status,
    headers,
    cookies: response.headers.getSetCookie(),
    type: response.headers.get('content-type') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Sends a rendering for this visitor only, compressed on the fly, under a policy naming its scripts by hash. */
export async function sendRendering(
  request: FastifyRequest,
  reply: FastifyReply,
  rendering: Rendering,
  https: boolean,
) {
  return reply.send(await renderingPayload(request, reply, rendering, https));
}

/** What sendRendering sends: the rendering's status and headers set on the reply, and its body as this visitor takes it. */
export async function renderingPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  rendering: Rendering,
  https: boolean,
): Promise<Buffer> {
  for (const [name, value] of rendering.headers) reply.header(name, value);
  if (rendering.type.startsWith('text/html')) {
    reply.raw.removeHeader('content-security-policy');
    reply.header('content-security-policy', hashPolicy(rendering.body.toString('utf8'), https));
  }
  if (rendering.cookies.length > 0) reply.header('set-cookie', rendering.cookies);
  reply.status(rendering.status);
  const encoded = rendering.headers.some(([name]) => name === 'content-encoding');
  if (
    encoded ||
    !COMPRESSIBLE_TYPE.test(rendering.type) ||
    rendering.body.length < MIN_COMPRESS_BYTES
  )
    return rendering.body;
  reply.header('vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return rendering.body;
  reply.header('content-encoding', encoding);
  return compressNow(rendering.body, encoding);
}
