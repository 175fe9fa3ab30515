import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Every page, one build (ADR 0010, 0013, 0014, 0020): the public pages, Astro pages with React
// islands (site/pages/*.astro with site/layouts/, drawn from site/components/, site/islands/ and
// shared/content/), and the staff console's shell (site/pages/admin/), one island with the console
// (console/). Pages that read no database are prerendered into build/client, where server/web/ serves
// them from memory; a page with `prerender = false` is rendered by the server through this adapter's
// entry, site/render-pages.ts, built into build/astro/.
const pageStoreAdapter = {
  name: 'academy-page-store',
  hooks: {
    'astro:config:done': ({ setAdapter }) =>
      setAdapter({
        name: 'academy-page-store',
        serverEntrypoint: fileURLToPath(new URL('./site/render-pages.ts', import.meta.url)),
        exports: ['pages'],
        supportedAstroFeatures: {
          staticOutput: 'stable',
          hybridOutput: 'stable',
          serverOutput: 'stable',
          sharpImageService: 'stable',
        },
      }),
  },
};

// react-router's package exports only its development build (remix-run/react-router#14102): its dev
// warnings would ship to the browser with the console. The browser build takes the production one.
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = {
  name: 'academy-react-router-production',
  config: (_config, { command, isSsrBuild }) =>
    command === 'build' && !isSsrBuild
      ? {
          resolve: {
            alias: [
              { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
              { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
            ],
          },
        }
      : undefined,
};

// A dependency that imports React as a namespace and reads it by a computed key (react-router's
// `React[USE_OPTIMISTIC]`, recharts' `React['useId'.toString()]`) makes Rollup build React's whole
// namespace object into the React chunk that every island loads. React is CommonJS: its default
// export is the same object, read the same way, and costs nothing to import.
const REACT_NAMESPACE_IMPORT = /import\s*\*\s*as\s+([\w$]+)\s+from\s*(['"])(react|react-dom)\2/g;
const reactDefaultImports = {
  name: 'academy-react-default-imports',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/node_modules/')) return undefined;
    const plain = code.replace(REACT_NAMESPACE_IMPORT, 'import $1 from $2$3$2');
    return plain === code ? undefined : plain;
  },
};

const SITE_SCRIPT_PARTS = [
  '/site/layouts/Site.astro?astro&type=script',
  '/site/islands/page-scripts/site-chrome.ts',
  '/site/islands/lib/attribution.ts',
  '/site/islands/lib/after-load.ts',
  '/shared/content/site.ts',
  'vite/preload-helper',
];

// The languages' helpers and the codes' <bdi>, which nearly every island reads, travel with React,
// which every island loads: left to Rollup they went with the first manual chunk that imports them
// (the forms'), and every island downloaded the forms.
const LANG_PARTS = ['/shared/lang.ts', '/shared/code-runs.ts', '/site/islands/ui/with-codes.tsx'];

const LEAD_FORM_PARTS = [
  /\/site\/islands\/forms\/(?!enquiry-form|registration-form|company-form)/,
  /\/shared\/(lead-fields|lead-texts|form-posts)\.ts/,
];

// React is one file for every island and the console: left to itself, Rollup files its small shims
// with whichever manual chunk imports them first.
const REACT_PARTS = [
  '/node_modules/react/',
  '/node_modules/react-dom/',
  '/node_modules/scheduler/',
];

// Islands above the fold hydrate once the page is on screen (site/islands/page-scripts/after-paint.ts).
const afterPaintDirective = {
  name: 'academy-after-paint',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({
        name: 'after-paint',
        entrypoint: fileURLToPath(
          new URL('./site/islands/page-scripts/after-paint.ts', import.meta.url),
        ),
      }),
  },
};

export default defineConfig({
  srcDir: './site',
  outDir: './build',
  integrations: [react(), afterPaintDirective],
  adapter: pageStoreAdapter,
  build: { format: 'directory', assets: 'assets', client: './client', server: './astro' },
  // Links and canonicals have no trailing slash.
  trailingSlash: 'never',
  // English at the site's own addresses, Arabic under /ar (shared/lang.ts): a page's language is its
  // route's, `Astro.currentLocale`.
  i18n: { locales: ['en', 'ar'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  // The dev server runs inside the product's (server/web/index.ts): no toolbar of its own.
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), reactRouterProduction, reactDefaultImports],
    // Its live reload on a port of its own (the product's server does not pass WebSocket upgrades on).
    server: { hmr: { port: 24679 } },
    // One React for the renderer and the product's components (Astro's Vite resolves from its own folder).
    resolve: { dedupe: ['react', 'react-dom'] },
    build: {
      // Fonts and scripts as files: the CSP names no inline module, and a file is cached across pages.
      assetsInlineLimit: 0,
      rollupOptions: {
        output: {
          // The one script every page names (Site.astro) is one file with the small modules it shares
          // with islands: split out, they were a second round of requests before the first paint.
          // The two forms' shared code is one file too: the console imports the fields and their texts,
          // and without this they were three more chunks on every page with a form.
          manualChunks: (id) =>
            SITE_SCRIPT_PARTS.some((part) => id.includes(part))
              ? 'site-chrome'
              : LEAD_FORM_PARTS.some((part) => part.test(id))
                ? 'lead-form'
                : [...REACT_PARTS, ...LANG_PARTS].some((part) => id.includes(part))
                  ? 'react'
                  : undefined,
        },
      },
    },
    // Astro brings zod 3 into its own node_modules; the product's contract is written for zod 4.
    // Bundled, the import resolves from the contract's file, to the product's copy. lucide-react is
    // bundled too, so the server-side render loads only the icons it draws.
    // cookie likewise: Astro's server runtime needs its own major, nested under astro/, while the built
    // server file resolves a bare import from the top of node_modules.
    ssr: { noExternal: ['zod', 'lucide-react', 'cookie'] },
  },
});
