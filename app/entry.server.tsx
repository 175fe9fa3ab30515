import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { hydrateAfterFirstPaint } from './lib/hydrate-after-paint.server';
import { NonceContext } from './lib/nonce';
import { isConsolePath } from './lib/console-path';

export const streamTimeout = 5_000;

/** The whole page, rewritten once React has written all of it (every page is sent whole; see below). */
function rewrittenWhole(rewrite: (html: string) => string): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, rewrite(Buffer.concat(chunks).toString('utf8')));
    },
  });
}

// React Router's default Node entry, plus: the CSP nonce from the server (on every inline script),
// a public page's code fetched after its first paint (prerendered pages too: the build renders them here),
// and a charset on the content type. The server compresses what this renders (server/web/compression.ts).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // While prerendering at build there is no server context: the server hashes those scripts instead.
  const nonce = (loadContext as Partial<AppLoadContext> | undefined)?.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // Every page is sent whole (prerendered, or rendered in full before it is sent), so no part
        // of it should come late. React 19 otherwise "outlines" a finished Suspense boundary once the
        // page passes 12.8 KB: its content follows later in the document and is swapped in by a
        // script, after the browser has painted it empty. The header (28 KB of menus) was painted
        // empty and then pushed the page down by 64 px on every load (CLS 0.078).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The staff console is no visitor's first page, and staff type into it at once: it hydrates as soon as it can.
          const consolePage = isConsolePath(new URL(request.url).pathname);
          const output: NodeJS.ReadableStream = consolePage ? body : body.pipe(rewrittenWhole(hydrateAfterFirstPaint));
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(output as PassThrough), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
