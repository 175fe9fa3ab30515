import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// React Router's build: the staff console (every public page is Astro's, astro.config.mjs).

// react-router's package exports only its development build (remix-run/react-router#14102): its dev
// warnings would ship to the browser. The browser bundle takes the production build instead.
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // In development Astro's dev server runs beside this one (server/web/index.ts): this one's modules
  // live under a prefix of their own, so that the two never answer for the same address.
  base: command === 'serve' ? '/__rr/' : '/',
  // The server bundle takes in the icons it draws: imported from node_modules, lucide-react loads all
  // of its icons into the server process (ADR 0008).
  ssr: { noExternal: ['lucide-react'] },
  // Only the browser build: the server and the dev server share one copy with @react-router/node.
  resolve:
    command !== 'build' || isSsrBuild
      ? {}
      : {
          alias: [
            { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
          ],
        },
  // Every asset a file: the console's policy allows fonts and scripts from 'self', not data: addresses.
  build: { assetsInlineLimit: 0 },
}));
