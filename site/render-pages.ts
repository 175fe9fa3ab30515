import type { SSRManifest } from 'astro';
import { App } from 'astro/app';
import type { AstroPages } from '../shared/page-locals';
import { langOfPath, pathIn } from '../shared/lang';

// The server side of the Astro pages that read the database (ADR 0014). Astro's build bundles this
// file as its adapter's entry (astro.config.mjs); server/web/ imports the result and hands it each
// public request that no prerendered page answers, then keeps the Response it gets
// (server/web/page-store.ts). @astrojs/node would write the page straight to the socket, where it
// could not be kept.

export function createExports(manifest: SSRManifest): { pages: AstroPages } {
  const app = new App(manifest);
  // The not-found page in the language of the address asked for.
  const notFound = (request: Request) =>
    app.match(
      new Request(new URL(pathIn(langOfPath(new URL(request.url).pathname), '/404'), request.url)),
    );
  return {
    pages: {
      // Pages only: the API is Fastify's, and Astro's own endpoints (its image service, server
      // islands) answer as a path no page has, with the not-found page.
      render: async (request, locals) => {
        const route = app.match(request);
        const response = await app.render(request, {
          locals,
          routeData: route?.type === 'page' ? route : notFound(request),
        });
        // Astro names no charset; its pages are UTF-8, and are sent as the prerendered ones are.
        if (response.headers.get('content-type') === 'text/html')
          response.headers.set('content-type', 'text/html; charset=utf-8');
        return response;
      },
    },
  };
}
