import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

// The same site with every script taken out of its pages: a proxy on loopback that passes every
// response through unchanged except HTML, from which it removes the executable <script> elements
// and the modulepreload links (JSON-LD stays: it runs nothing), re-compressed as it came. Lighthouse
// on it, in the same run as on the site itself, says what the scripts cost (issue 19).

/** `html` without what a browser would run or fetch as script. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

const decoders: Record<string, (buffer: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
};
const encoders: Record<string, (buffer: Buffer) => Buffer> = {
  br: (b) => zlib.brotliCompressSync(b),
  gzip: (b) => zlib.gzipSync(b, { level: 9 }),
  deflate: zlib.deflateSync,
};

export async function startNoScriptProxy(
  origin: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const target = new URL(origin);
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
      },
      (reply) => {
        const type = String(reply.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          response.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          const encoding = String(reply.headers['content-encoding'] ?? '');
          const raw = Buffer.concat(chunks);
          const html = withoutScripts((decoders[encoding]?.(raw) ?? raw).toString('utf8'));
          const body = encoders[encoding]?.(Buffer.from(html)) ?? Buffer.from(html);
          const headers = { ...reply.headers, 'content-length': String(body.length) };
          delete headers.etag;
          response.writeHead(reply.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
