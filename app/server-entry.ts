import type { SSRManifest } from 'astro';
import { App } from 'astro/app';
import type { AstroPages } from '../contract/load-context';

// The server side of the Astro pages that read the database (ADR 0014). Astro's build bundles this
// file as its adapter's entry (astro.config.mjs); server/web/ imports the result and hands it each
// request for a path Astro renders, then keeps the Response it gets (server/web/page-store.ts).
// @astrojs/node would write the page straight to the socket, where it could not be kept.

export function createExports(manifest: SSRManifest): { pages: AstroPages } {
  const app = new App(manifest);
  return {
    pages: {
      // Pages only: the API is Fastify's, and Astro's own endpoints (its image service) are not served.
      owns: (request) => app.match(request)?.type === 'page',
      render: (request, locals) => app.render(request, { locals }),
    },
  };
}
