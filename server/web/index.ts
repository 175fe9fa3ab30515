import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppContext, AstroPages, PageLocals, PageSource } from '../../contract/load-context';
import { CONSOLE_PAGE } from '../api/admin/guard';
import { PAGE_FILE } from '../plugins/not-found-limit';
import { newNonce, noncePolicy } from './csp';
import { sendKept } from './kept-page';
import { askedPage, declaredQuery, type AskedPage } from './page-key';
import type { PageStore, RenderedPage } from './page-store';
import { loadPrerenderedPages, warnIfBuiltForAnotherAddress } from './prerendered';
import { recordingServices, type Read } from './reads';
import { fetchRequest, readRendering, sendRendering } from './rendering';

// Serving the site, in one place: prerendered pages and kept pages from memory, built assets from
// disk, every other public page rendered whole by Astro (and kept), and the staff console rendered by
// React Router for its visitor alone, all sent through Fastify (ADR 0011, 0014).

export const BUILD_DIR = path.resolve('build');
const CLIENT_DIR = path.join(BUILD_DIR, 'client');
/** React Router's server build: the staff console. */
const SERVER_ENTRY = path.join(BUILD_DIR, 'server', 'index.js');
/** The Astro pages rendered per request (app/server-entry.ts, ADR 0014). */
const ASTRO_ENTRY = path.join(BUILD_DIR, 'astro', 'entry.mjs');

export interface WebOptions {
  mode: 'production' | 'development';
  getLoadContext: (nonce: string | undefined) => AppContext;
  /** PUBLIC_URL: prerendered pages built for another address are reported at start (absent: not checked). */
  publicUrl?: string;
  https: boolean;
  /** Server-rendered public pages kept as rendered; absent: every page rendered per request. */
  pageStore?: PageStore;
}

// The request's CSP nonce reaches React Router's load context through async context, not the request.
const requestNonce = new AsyncLocalStorage<string>();

export async function webRoutes(app: FastifyInstance, options: WebOptions) {
  if (options.mode === 'development') return devRoutes(app, options);
  if (!fs.existsSync(SERVER_ENTRY))
    throw new Error(`The site is not built (${SERVER_ENTRY} is missing): run npm run build.`);

  const build = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
  const astro = ((await import(pathToFileURL(ASTRO_ENTRY).href)) as { pages: AstroPages }).pages;
  const pages = loadPrerenderedPages(CLIENT_DIR, options.https);
  if (options.publicUrl) warnIfBuiltForAnotherAddress(app, pages, options.publicUrl);
  for (const [urlPath, page] of pages)
    app.get(urlPath, (request, reply) => sendKept(request, reply, page));

  await app.register(fastifyStatic, {
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
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      // The browser's PDF viewer cannot run under the no-content policy meant for data files.
      if (filePath.endsWith('.pdf')) reply.raw.removeHeader('content-security-policy');
    },
  });

  const consoleHandler = createRequestHandler(build, 'production');
  await app.register(async (scope) =>
    pageCatchAll(scope, async (request, reply) => {
      if (CONSOLE_PAGE.test(request.url)) {
        const nonce = pageNonce(reply, options.https);
        const response = await consoleHandler(
          askedBy(request, reply),
          options.getLoadContext(nonce),
        );
        return sendRendering(request, reply, await readRendering(response, nonce), options.https);
      }
      // A missing picture, script or style (the build's files are served above): a short answer, not a page.
      if (PAGE_FILE.test(request.url.split('?', 1)[0]!))
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
      // Any other path is a public page, Astro's (its 404 page where no page answers). It names its
      // inline scripts by hash (it has no nonce), declares what it reads as it renders, and sees only
      // its path and the query parameters it declares (./page-key.ts). A kept page is answered before
      // anything is made for a rendering.
      const render = async (asked: AskedPage): Promise<RenderedPage> => {
        const reads = new Set<Read>();
        const declared = new Set<PageSource>();
        const params = new Set<string>();
        const context = options.getLoadContext(undefined);
        const locals: PageLocals = {
          services: recordingServices(context.services, (read) => reads.add(read)),
          publicUrl: context.publicUrl,
          declare: (...sources) => sources.forEach((source) => declared.add(source)),
          query: (...names) => {
            names.forEach((name) => params.add(name));
            return declaredQuery(asked.query, names);
          },
        };
        const page = new Request(`${new URL(context.publicUrl).origin}${asked.path}`, {
          signal: goneSignal(reply),
        });
        return {
          rendering: await readRendering(await astro.render(page, locals)),
          reads,
          declared,
          params,
        };
      };
      if (!options.pageStore)
        return sendRendering(
          request,
          reply,
          (await render(askedPage(request.url))).rendering,
          options.https,
        );
      return options.pageStore.respond(request, reply, render);
    }),
  );
}

/** The request as a renderer takes it, with a signal that tells it the visitor has gone (as React Router's own listener does). */
function askedBy(request: FastifyRequest, reply: FastifyReply): Request {
  return fetchRequest(request, goneSignal(reply));
}

function goneSignal(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => gone.abort());
  return gone.signal;
}

/** A fresh CSP nonce for a page rendered for this request, named by the response's policy. */
function pageNonce(reply: FastifyReply, https: boolean): string {
  const nonce = newNonce();
  reply.raw.setHeader('content-security-policy', noncePolicy(nonce, https));
  return nonce;
}

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Every remaining GET or HEAD; pages have no actions (forms post JSON to /api). */
function pageCatchAll(scope: FastifyInstance, handle: PageHandler) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  scope.all('/*', async (request, reply) => {
    // Any other method is answered here, not handed to React Router (which logged a stack for each).
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('allow', 'GET, HEAD');
      return request.method === 'OPTIONS'
        ? reply.status(204).send()
        : reply.status(405).type('text/plain; charset=utf-8').send('Method Not Allowed');
    }
    return handle(request, reply);
  });
}

/** The prefix React Router's dev server serves its modules under (vite.config.ts), apart from Astro's. */
const REACT_ROUTER_DEV_BASE = '/__rr/';

/**
 * Development: two dev servers, each answering its own module requests. React Router's (Vite, in
 * middleware mode, its modules under /__rr/) renders the staff console; Astro's (its JavaScript API,
 * in this process, so its pages get this server's services as their locals) renders every public
 * page and serves its own modules and HMR.
 */
async function devRoutes(app: FastifyInstance, options: WebOptions) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  app.addHook('onClose', () => vite.close());
  const { dev } = await import('astro');
  const astro = await dev({
    root: process.cwd(),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0 },
  });
  app.addHook('onClose', () => astro.stop());
  const listener = createRequestListener({
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    getLoadContext: () => options.getLoadContext(requestNonce.getStore()),
    mode: 'development',
  });
  await app.register(async (scope) =>
    pageCatchAll(scope, async (request, reply) => {
      reply.hijack();
      if (request.url.startsWith(REACT_ROUTER_DEV_BASE) || CONSOLE_PAGE.test(request.url)) {
        const nonce = newNonce();
        // Vite's live reload talks over a WebSocket on a port of its own.
        reply.raw.setHeader(
          'content-security-policy',
          noncePolicy(nonce, options.https).replace("connect-src 'self'", "connect-src 'self' ws:"),
        );
        await requestNonce.run(
          nonce,
          () =>
            new Promise<void>((resolve) =>
              vite.middlewares(request.raw, reply.raw, () =>
                resolve(listener(request.raw, reply.raw)),
              ),
            ),
        );
        return;
      }
      // Astro's dev pages carry Vite's inline scripts: no page policy in development (helmet's
      // no-content one, set for every response, is taken off).
      reply.raw.removeHeader('content-security-policy');
      const context = options.getLoadContext(undefined);
      const locals: PageLocals = {
        services: context.services,
        publicUrl: context.publicUrl,
        declare: () => {},
        query: (...names) => declaredQuery(askedPage(request.url).query, names),
      };
      Reflect.set(request.raw, Symbol.for('astro.locals'), locals);
      astro.handle(request.raw, reply.raw);
    }),
  );
}
