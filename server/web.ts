import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppContext } from '../contract/load-context';
import { CONSOLE_PAGE } from './api/admin/guard';
import { inlineScriptHashes, pageContentSecurityPolicy } from './plugins/security-headers';
import type { PageCache } from './ssr-cache';
import { plainRequest, sendRendered, type Rendering } from './ssr-responses';

/** The type React Router gives page data (single fetch). */
const PAGE_DATA_TYPE = 'text/x-script';

export const BUILD_DIR = path.resolve('build');
const CLIENT_DIR = path.join(BUILD_DIR, 'client');
const SERVER_ENTRY = path.join(BUILD_DIR, 'server', 'index.js');

export interface WebOptions {
  mode: 'production' | 'development';
  getLoadContext: (nonce: string | undefined) => AppContext;
  /** PUBLIC_URL: prerendered pages built for another address are reported at start (absent: not checked). */
  publicUrl?: string;
  https: boolean;
  /** Server-rendered public pages kept as rendered (server/ssr-cache.ts); absent: every page rendered per request. */
  pageCache?: PageCache;
}

// The request's CSP nonce reaches React Router's load context through async context, not the request.
const requestNonce = new AsyncLocalStorage<string>();
const contextFrom = (options: WebOptions) => () => options.getLoadContext(requestNonce.getStore());

/** Serves the site: prerendered pages from memory, built assets from disk, everything else through React Router SSR. */
export async function webRoutes(app: FastifyInstance, options: WebOptions) {
  if (options.mode === 'development') return devRoutes(app, options);
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`The site is not built (${SERVER_ENTRY} is missing): run npm run build.`);

  const build = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
  const pages = loadPrerenderedPages(CLIENT_DIR, options.https);
  if (options.publicUrl) warnIfBuiltForAnotherAddress(app, pages, options.publicUrl);
  for (const [urlPath, page] of pages) {
    app.get(urlPath, (request, reply) => sendPage(request, reply, page));
  }

  await app.register(async (scope) => {
    // @fastify/static types a precompressed file by its own name, and `x.data` has no known type:
    // its .br and .gz would go out as application/octet-stream, unlike the plain file.
    scope.addHook('onSend', async (request, reply) => {
      if (reply.statusCode === 200 && /\.data(?:\?|$)/.test(request.url)) reply.header('content-type', PAGE_DATA_TYPE);
    });
    await scope.register(fastifyStatic, {
      root: CLIENT_DIR,
      prefix: '/',
      wildcard: false,
      index: false,
      redirect: false,
      preCompressed: true,
      // Prerendered pages are answered from memory above; the static plugin serves the rest.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(CLIENT_DIR, 'assets') + path.sep);
        // A prerendered page's data (client navigations) changes with each deploy under the same
        // name, like the page itself: revalidated every time, and typed as React Router sends it.
        const pageData = /\.data(\.br|\.gz)?$/.test(filePath);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : pageData ? 'public, max-age=0, must-revalidate' : 'public, max-age=3600');
        // The browser's PDF viewer cannot run under the no-content policy meant for data files.
        if (filePath.endsWith('.pdf')) reply.raw.removeHeader('content-security-policy');
      },
    });
  });

  const render = createRequestHandler(build, 'production');
  await app.register(async (scope) =>
    ssrCatchAll(scope, createRequestListener({ build, getLoadContext: contextFrom(options), mode: 'production' }), options.https, (request, reply, nonce) => {
      const fresh = (keep?: (rendering: Rendering) => void) => {
        // The signal tells loaders the visitor has gone (as React Router's own listener does).
        const gone = new AbortController();
        reply.raw.once('close', () => gone.abort());
        return render(plainRequest(request, gone.signal), options.getLoadContext(nonce)).then((response) => sendRendered(request, reply, response, nonce, keep));
      };
      return options.pageCache ? options.pageCache.respond(request, reply, fresh) : fresh();
    }),
  );
}

/**
 * Public pages and the route manifest are rendered whole and answered through Fastify (ETag, 304,
 * compression: server/ssr-responses.ts). Page data (`.data`, streamed, compressed in
 * app/entry.server.tsx), the staff console (no-store) and form posts stream straight to the socket.
 */
const rendersWhole = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !CONSOLE_PAGE.test(request.url) && !/\.data(?:\?|$)/.test(request.url);

type RenderWhole = (request: FastifyRequest, reply: FastifyReply, nonce: string) => Promise<unknown>;

interface PrerenderedPage {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  etag: string;
  csp: string;
}

/** The origin a prerendered page was built for (PUBLIC_URL at build time), from its canonical link. */
function builtForOrigin(html: string): string | undefined {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href && URL.canParse(href) ? new URL(href).origin : undefined;
}

/**
 * Prerendered pages take PUBLIC_URL at build time. Built for one address and served at another, their
 * canonical and share links would send search engines and visitors to the other one: said at start.
 */
function warnIfBuiltForAnotherAddress(app: FastifyInstance, pages: Map<string, PrerenderedPage>, publicUrl: string) {
  let builtFor: string | undefined;
  for (const page of pages.values()) if ((builtFor = builtForOrigin(page.body.toString('utf8')))) break;
  const publicOrigin = new URL(publicUrl).origin;
  if (builtFor && builtFor !== publicOrigin) {
    app.log.warn(
      `The prerendered pages were built for ${builtFor}, but PUBLIC_URL is ${publicOrigin}: their canonical, share and structured-data links name ${builtFor}. Build them again with PUBLIC_URL=${publicUrl} npm run build.`,
    );
  }
}

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

/** Reads every prerendered index.html once, with the .br/.gz the build wrote beside it (scripts/precompress.ts). */
function loadPrerenderedPages(clientDir: string, https: boolean): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name === 'index.html') {
        const rel = path.relative(clientDir, dir).split(path.sep).join('/');
        const body = fs.readFileSync(full);
        pages.set(`/${rel}`, {
          body,
          gzip: readIfExists(`${full}.gz`),
          brotli: readIfExists(`${full}.br`),
          etag: `"${body.length.toString(16)}-${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
          csp: pageContentSecurityPolicy(inlineScriptHashes(body.toString('utf8')), { https }),
        });
      }
    }
  };
  walk(clientDir);
  return pages;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding')
    .header('content-security-policy', page.csp);
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (page.brotli && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (page.gzip && /\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.body);
}

/** Hands every remaining request, body unread, to React Router's Node listener, with a fresh CSP nonce. */
function ssrCatchAll(
  scope: FastifyInstance,
  listener: (req: FastifyRequest['raw'], res: FastifyReply['raw']) => void | Promise<void>,
  https: boolean,
  renderWhole?: RenderWhole,
) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  scope.all('/*', async (request, reply) => {
    // Pages have no actions (forms post JSON to /api): any other method is answered here, not
    // handed to React Router (which logged a stack for each).
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('allow', 'GET, HEAD');
      return request.method === 'OPTIONS' ? reply.status(204).send() : reply.status(405).type('text/plain; charset=utf-8').send('Method Not Allowed');
    }
    // Hex: no character of it is ever escaped in HTML or script, so server/ssr-cache.ts finds every copy.
    const nonce = crypto.randomBytes(16).toString('hex');
    reply.raw.setHeader('content-security-policy', pageContentSecurityPolicy([`'nonce-${nonce}'`], { https }));
    if (renderWhole && rendersWhole(request)) return renderWhole(request, reply, nonce);
    reply.hijack();
    await requestNonce.run(nonce, () => listener(request.raw, reply.raw));
  });
}

async function devRoutes(app: FastifyInstance, options: WebOptions) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  app.addHook('onClose', () => vite.close());
  const listener = createRequestListener({
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    getLoadContext: contextFrom(options),
    mode: 'development',
  });
  // Vite answers its own requests (modules, HMR); React Router renders the rest.
  const devListener = (req: FastifyRequest['raw'], res: FastifyReply['raw']) =>
    new Promise<void>((resolve) => vite.middlewares(req, res, () => resolve(listener(req, res))));
  await app.register(async (scope) => ssrCatchAll(scope, devListener, options.https));
}
