import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// react-router's package exports only its development build (remix-run/react-router#14102): its dev
// warnings would ship to every visitor. The browser bundle takes the production build instead.
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

// The small modules the root route and the page chunks of every public page share would each be a
// chunk of a few hundred bytes (gzip starts afresh per file, and imports between chunks cost names):
// one chunk holds them. Only modules every public page loads first anyway are named here, by path:
// a broader rule pulls lazy code (forms, zod, the header's components) into first loads.
const FIRST_LOAD_MODULES = [
  'content/site.ts',
  'content/images.ts',
  'app/lib/meta.ts',
  'app/lib/attribution.ts',
  'app/lib/use-record-visit.ts',
  'app/lib/vitals.ts',
  'app/lib/vitals-route.ts',
  'contract/utm-keys.ts',
  'app/components/ui/json-ld.tsx',
  'app/components/layout/server-html.tsx',
  'app/components/layout/use-kept-links.ts',
  'app/components/layout/current-link.ts',
  'app/components/layout/chat-href.ts',
  'app/components/forms/form-token.ts',
];
const FIRST_LOAD_GROUP = {
  name: 'first-load',
  // react-dom's small index (flushSync, portals) loads with React's client on every page anyway; left
  // to itself it was a chunk of its own, imported by the client entry and the console's editors.
  test: (id: string) => /vite\/preload-helper|rolldown\/runtime|\/react-dom\/(index|cjs\/react-dom\.production)\.js$/.test(id) || FIRST_LOAD_MODULES.some((file) => id.replaceAll('\\', '/').endsWith(`/${file}`)),
};

// The small parts public pages share (page heroes, headings, pictures, icons, the pages' table)
// were a chunk each, a few hundred bytes: /about loaded 20 scripts. Over a phone's HTTP/1.1, six at a
// time, every extra request costs a round trip more than its bytes: they go in one chunk. None of
// them is in a course page's first load (js-budget.spec.ts fails if one is).
const PAGE_KIT = /\/node_modules\/lucide-react\/|\/app\/components\/ui\/|\/app\/components\/layout\/page-hero\.tsx$|\/app\/components\/pages\/general-page-hero\.tsx$|\/app\/components\/blog\/blog-(card|image|date)\.tsx$|\/content\/(pages|accessibility-page)\.ts$|\/content\/courses\/catalogue-filters\.ts$|\/app\/lib\/(route-meta|breadcrumb-json-ld|long-date)\.ts$/;
const PAGE_KIT_GROUP = { name: 'page-kit', test: (id: string) => PAGE_KIT.test(id.replaceAll('\\', '/')) };

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // In development Astro's dev server runs beside this one (server/web/index.ts): this one's modules
  // live under a prefix of their own, so that the two never answer for the same address.
  base: command === 'serve' ? '/__rr/' : '/',
  // The server bundle takes in the icons it draws: imported from node_modules, lucide-react loads all
  // of its icons into the server process (ADR 0008).
  ssr: { noExternal: ['lucide-react'] },
  // Only the browser build: the server and the dev server share one copy with @react-router/node.
  resolve: command !== 'build' || isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
        ],
      },
  build: {
    assetsInlineLimit: 0,
    // No list of a lazy chunk's imports to preload beside each import() (on a course page: the root's,
    // the course route's and the enquiry block's). Those imports are mostly the
    // first-load chunk, already here; the browser fetches the others when the lazy chunk arrives
    // (one round trip later). React Router preloads route modules itself; CSS is still loaded.
    modulePreload: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ ...FIRST_LOAD_GROUP, priority: 2 }, { ...PAGE_KIT_GROUP, priority: 1 }] } } },
  },
}));
