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
  build: { assetsInlineLimit: 0 },
}));
