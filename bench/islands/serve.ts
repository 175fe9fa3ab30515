import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

// A candidate's built pages behind Fastify, as the product serves its prerendered ones: files from
// disk with their brotli and gzip copies (@fastify/static's preCompressed), a page's address mapped to
// its index.html. What a candidate does not build (pictures, favicon) comes from the product's build.

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|rsc|txt)$/;

/** Writes .br and .gz beside every compressible file under `dir` (as scripts/precompress.ts does for the product). */
export function precompress(dir: string) {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
}

/** Serves `roots`; the product's API (the enquiry form's token and posts) is passed on to `api`. */
export async function serve(roots: string[], api: string): Promise<{ url: string; stop(): Promise<void> }> {
  const app = Fastify({
    // /contacts -> /contacts/index.html; assets keep their names.
    rewriteUrl: (request) => {
      const url = new URL(request.url ?? '/', 'http://x');
      if (!path.extname(url.pathname)) url.pathname = `${url.pathname.replace(/\/$/, '')}/index.html`;
      return `${url.pathname}${url.search}`;
    },
  });
  await app.register(fastifyStatic, { root: roots, preCompressed: true, index: false });
  app.all('/api/*', async (request, reply) => {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const response = await fetch(`${api}${request.url}`, { method: request.method, headers: { 'content-type': 'application/json' }, body });
    return reply.code(response.status).type(response.headers.get('content-type') ?? 'application/json').send(Buffer.from(await response.arrayBuffer()));
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, stop: () => app.close() };
}
