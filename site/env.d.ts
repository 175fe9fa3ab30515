import type { PageLocals } from '../shared/page-locals';

// Astro.locals in a page rendered per request: what server/web/ hands it (shared/page-locals.ts).
declare global {
  namespace App {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Locals extends PageLocals {}
  }
}

// The product's own client directive (astro.config.mjs, site/islands/page-scripts/after-paint.ts).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:after-paint'?: boolean;
  }
}
