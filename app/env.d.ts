import type { PageLocals } from '../contract/load-context';

// Astro.locals in a page rendered per request: what server/web/ hands it (contract/load-context.ts).
declare global {
  namespace App {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Locals extends PageLocals {}
  }
}

// The product's own client directive (astro.config.mjs, app/islands/after-paint.ts).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:after-paint'?: boolean;
  }
}
