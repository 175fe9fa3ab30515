import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// react-router's package exports only its development build (remix-run/react-router#14102): its dev
// warnings would ship to every visitor. The browser bundle takes the production build instead.
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
    rolldownOptions: isSsrBuild ? {} : {
      output: {
        codeSplitting: {
          // The app's own small modules that pages share (site facts, page parts, helpers) would
          // otherwise each be a chunk of a few hundred bytes: per file, gzip starts afresh and the
          // imports between them cost bytes too. Grouped by the set of pages that use them, with
          // the smallest groups merged into a neighbour, a page fetches a few chunks instead of a
          // dozen. Route modules and code loaded later (forms, menus' components) stay apart.
          groups: [
            {
              name: 'shared',
              test: (id: string) => /[\\/]app[\\/]/.test(id) && !/[\\/]app[\\/]routes[\\/]/.test(id),
              tags: ['$initial'],
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 3000,
            },
          ],
        },
      },
    },
  },
}));
