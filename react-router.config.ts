import type { Config } from '@react-router/dev/config';

// React Router renders the staff console only, per request (app/routes.ts): it prerenders nothing,
// Astro builds every public page.
export default {
  ssr: true,
  // The console's ten routes come with its first page: no route-manifest requests (/__manifest),
  // which, outside /admin, would be asked of Astro (server/web/index.ts).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
