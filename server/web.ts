import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { AppContext } from '../contract/load-context';

export const BUILD_DIR = path.resolve('build');
const CLIENT_DIR = path.join(BUILD_DIR, 'client');
const SERVER_ENTRY = path.join(BUILD_DIR, 'server', 'index.js');

export interface WebOptions {
  mode: 'production' | 'development';
  getLoadContext: () => AppContext;
}

/** Serves the site: prerendered pages from memory, built assets from disk, everything else through React Router SSR. */
export async function webRoutes(app: FastifyInstance, options: WebOptions) {
  if (options.mode === 'development') return devRoutes(app, options);
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`The site is not built (${SERVER_ENTRY} is missing): run npm run build.`);

  const build = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
  const pages = loadPrerenderedPages(CLIENT_DIR);
  for (const [urlPath, page] of pages) {
    app.get(urlPath, (request, reply) => sendPage(request, reply, page));
  }

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
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  await app.register(async (scope) => ssrCatchAll(scope, createRequestListener({ build, getLoadContext: options.getLoadContext, mode: 'production' })));
}

interface PrerenderedPage {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  etag: string;
}

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

/** Reads every prerendered index.html once, with the .br/.gz the build wrote beside it (scripts/precompress.ts). */
function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
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
        });
      }
    }
  };
  walk(clientDir);
  return pages;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'public, max-age=0, must-revalidate').header('etag', page.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (page.brotli && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (page.gzip && /\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.body);
}

/** Hands every remaining request, body unread, to React Router's Node listener. */
function ssrCatchAll(scope: FastifyInstance, listener: (req: FastifyRequest['raw'], res: FastifyReply['raw']) => void | Promise<void>) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  scope.all('/*', async (request, reply) => {
    reply.hijack();
    await listener(request.raw, reply.raw);
  });
}

async function devRoutes(app: FastifyInstance, options: WebOptions) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  app.addHook('onClose', () => vite.close());
  const listener = createRequestListener({
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    getLoadContext: options.getLoadContext,
    mode: 'development',
  });
  // Vite answers its own requests (modules, HMR); React Router renders the rest.
  const devListener = (req: FastifyRequest['raw'], res: FastifyReply['raw']) =>
    new Promise<void>((resolve) => vite.middlewares(req, res, () => resolve(listener(req, res))));
  await app.register(async (scope) => ssrCatchAll(scope, devListener));
}
