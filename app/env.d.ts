import type { PageLocals } from '../contract/load-context';

// Astro.locals in a page rendered per request: what server/web/ hands it (contract/load-context.ts).
declare global {
  namespace App {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Locals extends PageLocals {}
  }
}
