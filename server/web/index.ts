import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CONSOLE_ROOT, isConsolePath } from '../../shared/console-paths';
import { FORM_POSTS } from '../leads/form-posts';
import type { AppServices, AstroPages, PageLocals, PageSource } from '../../shared/page-locals';
import { PAGE_FILE } from '../plugins/not-found-limit';
import { consoleShellRoutes, shellFor, SIGN_IN_SHELL, type StaffOf } from './console-shell';
import type { FormPageRenderer, FormPages } from './form-pages';
import { PAGE_SCHEMA, sendKept } from './kept-page';
import { askedPage, declaredQuery, type AskedPage } from './page-key';
import type { PageStore, RenderedPage } from './page-store';
import { loadPrerenderedPages, warnIfBuiltForAnotherAddress } from './prerendered';
import { recordingServices, type Read } from './reads';
import { fetchRequest, readRendering, sendRendering } from './rendering';

// Serving the site, in one place: prerendered pages and kept pages from memory, built assets from
// disk, every other public page rendered whole by Astro (and kept), and the staff console's shell
// for every path under /admin, all sent through Fastify (ADR 0011, 0014, 0020).

const BUILD_DIR = path.resolve('build');
const CLIENT_DIR = path.join(BUILD_DIR, 'client');
/** The Astro pages rendered per request (site/render-pages.ts, ADR 0014). */
export const ASTRO_ENTRY = path.join(BUILD_DIR, 'astro', 'entry.mjs');

export interface WebOptions {
  mode: 'production' | 'development';
  /** What a page rendered per request reads, and the canonical origin its links name. */
  pageContext: () => { services: AppServices; publicUrl: string };
  /** Who is signed in to the console: its shell answers 401 with the sign-in form to anyone else. */
  staffOf: StaffOf;
  /** PUBLIC_URL: prerendered pages built for another address are reported at start (absent: not checked). */
  publicUrl?: string;
  https: boolean;
  /** Server-rendered public pages kept as rendered; absent: every page rendered per request. */
  pageStore?: PageStore;
  /** Where the forms' posts get their pages drawn (./form-pages.ts). */
  formPages?: FormPages;
}

export async function webRoutes(app: FastifyInstance, options: WebOptions) {
  // Page routes declare their answers as zod schemas, as the API's do (server/openapi.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.mode === 'development') return devRoutes(app, options);
  if (!fs.existsSync(ASTRO_ENTRY))
    throw new Error(`The site is not built (${ASTRO_ENTRY} is missing): run npm run build.`);

  const astro = ((await import(pathToFileURL(ASTRO_ENTRY).href)) as { pages: AstroPages }).pages;
  const pages = loadPrerenderedPages(CLIENT_DIR, options.https);
  if (options.publicUrl) warnIfBuiltForAnotherAddress(app, pages, options.publicUrl);
  const consoleShell = pages.get(CONSOLE_ROOT);
  const signInShell = pages.get(SIGN_IN_SHELL);
  if (!consoleShell || !signInShell)
    throw new Error(`The staff console is not built (${CONSOLE_ROOT}): run npm run build.`);
  consoleShellRoutes(app, {
    shells: { console: consoleShell, signIn: signInShell },
    staffOf: options.staffOf,
  });
  for (const [urlPath, page] of pages)
    if (!isConsolePath(urlPath))
      app.get(urlPath, { schema: PAGE_SCHEMA }, (request, reply) => sendKept(request, reply, page));

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

  // A form posted without scripts: its page drawn as for a visit, with the post's outcome in its
  // locals (asked as a GET: the post is read and judged already, and Astro's own check of posted forms
  // would compare Origin with the address Fastify sees, not PUBLIC_URL).
  options.formPages?.attach(async (request, reply, post) =>
    readRendering(
      await astro.render(askedBy(request, reply, 'GET'), {
        ...pageLocals(options, request.url),
        formPost: post,
      }),
    ),
  );

  await app.register(async (scope) =>
    pageCatchAll(scope, async (request, reply) => {
      // A missing picture, script or style (the build's files are served above): a short answer, not a page.
      if (PAGE_FILE.test(request.url.split('?', 1)[0]!))
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
      // Any other path is a public page, Astro's (its 404 page where no page answers). It names its
      // inline scripts by hash, declares what it reads as it renders, and sees only its path and the
      // query parameters it declares (./page-key.ts). A kept page is answered before anything is made
      // for a rendering.
      const render = async (asked: AskedPage): Promise<RenderedPage> => {
        const reads = new Set<Read>();
        const declared = new Set<PageSource>();
        const params = new Set<string>();
        const context = options.pageContext();
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

/** The request as Astro takes it, with a signal that tells it the visitor has gone. */
function askedBy(request: FastifyRequest, reply: FastifyReply, method?: string): Request {
  return fetchRequest(request, goneSignal(reply), method);
}

function goneSignal(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => gone.abort());
  return gone.signal;
}

/** A page's locals when it is rendered for one request, not kept: the services as they are, and the query parameters of `url` it asks for. */
function pageLocals(options: WebOptions, url: string): PageLocals {
  const context = options.pageContext();
  const { query } = askedPage(url);
  return {
    services: context.services,
    publicUrl: context.publicUrl,
    declare: () => {},
    query: (...names) => declaredQuery(query, names),
  };
}

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** A form's own page takes its posts too (server/leads/form-posts.ts: the POST route is there). */
const FORM_PAGE_PATHS = new Set<string>(FORM_POSTS.keys());
const allowedAt = (url: string) =>
  FORM_PAGE_PATHS.has(url.split('?')[0]!) ? 'GET, HEAD, POST' : 'GET, HEAD';

/** Every remaining GET or HEAD. */
function pageCatchAll(scope: FastifyInstance, handle: PageHandler) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  scope.all('/*', { schema: PAGE_SCHEMA }, async (request, reply) => {
    // Any other method is answered here, not handed to a renderer.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('allow', allowedAt(request.url));
      return request.method === 'OPTIONS'
        ? reply.status(204).send()
        : reply.status(405).type('text/plain; charset=utf-8').send('Method Not Allowed');
    }
    return handle(request, reply);
  });
}

/**
 * Development: Astro's dev server (its JavaScript API, in this process, so its pages get this
 * server's services as their locals) renders every page, the console's shell too, and serves its
 * own modules and live reload.
 */
async function devRoutes(app: FastifyInstance, options: WebOptions) {
  const { dev } = await import('astro');
  const astro = await dev({
    root: process.cwd(),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0 },
  });
  app.addHook('onClose', () => astro.stop());
  await app.register(async (scope) =>
    pageCatchAll(scope, async (request, reply) => {
      reply.hijack();
      // Astro's dev pages carry Vite's inline scripts: no page policy in development (helmet's
      // no-content one, set for every response, is taken off).
      reply.raw.removeHeader('content-security-policy');
      // Every console path gets its shell, which the browser keeps at its own address.
      if (isConsolePath(request.url))
        request.raw.url =
          (await shellFor(request, options.staffOf)).shell === 'signIn'
            ? SIGN_IN_SHELL
            : CONSOLE_ROOT;
      Reflect.set(request.raw, Symbol.for('astro.locals'), pageLocals(options, request.url));
      astro.handle(request.raw, reply.raw);
    }),
  );
  // Astro's dev server writes its pages to a socket: a form's page is asked of it through Fastify's
  // own request injector, as a visit, and read whole.
  const { default: inject } = await import('light-my-request');
  const renderFormPage: FormPageRenderer = async (request, _reply, post) => {
    const answer = await inject(
      (req, res) => {
        Reflect.set(req, Symbol.for('astro.locals'), {
          ...pageLocals(options, request.url),
          formPost: post,
        });
        astro.handle(req, res);
      },
      { method: 'GET', url: request.url, headers: { host: request.host, accept: 'text/html' } },
    );
    const type = String(answer.headers['content-type'] ?? '');
    return {
      status: answer.statusCode,
      headers: [['content-type', type]],
      cookies: [],
      type,
      body: answer.rawPayload,
    };
  };
  // Pages change as they are edited: none is kept.
  options.formPages?.attach(renderFormPage, false);
}
