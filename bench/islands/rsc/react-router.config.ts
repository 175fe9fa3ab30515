import type { Config } from '@react-router/dev/config';

// The three pages are written at build time, as the product prerenders its content pages.
export default {
  ssr: true,
  prerender: ['/', '/diploma-mastery-fm', '/contacts'],
  // Files only, no server to answer the router's lazy manifest requests: the page carries its routes.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
