import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { build, type Manifest } from 'vite';
import type { Assets, renderPages } from './pages';

// Builds candidate (b): the islands' browser code and the stylesheet with Vite, then the pages with
// React's renderToString, written as static HTML under dist/ for bench/islands/serve.ts.

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'dist');
fs.rmSync(out, { recursive: true, force: true });

// react-router's package exports its development build to bundlers (vite.config.ts says why): the browser gets the production one.
const routerDist = path.join(here, '../../../node_modules/react-router/dist/production');

await build({
  configFile: false,
  root: here,
  logLevel: 'error',
  plugins: [tailwindcss()],
  resolve: { alias: [{ find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') }] },
  build: {
    outDir: path.join(out, 'client'),
    manifest: true,
    assetsInlineLimit: 0,
    modulePreload: false,
    rolldownOptions: { input: { client: path.join(here, 'client.ts'), style: path.join(here, '../common/site.css') } },
  },
});
await build({
  configFile: false,
  root: here,
  logLevel: 'error',
  build: { ssr: path.join(here, 'pages.tsx'), outDir: path.join(out, 'server'), rolldownOptions: { output: { entryFileNames: 'pages.mjs' } } },
  ssr: { noExternal: ['lucide-react'] },
});

const manifest = JSON.parse(fs.readFileSync(path.join(out, 'client/.vite/manifest.json'), 'utf8')) as Manifest;
const entry = (name: string) => Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === name)!;
const style = entry('style');
const assets: Assets = {
  client: `/${entry('client').file}`,
  css: `/${style.file}`,
  font: `/${(style.assets ?? Object.values(manifest).map((c) => c.file)).find((file) => file.endsWith('.woff2'))}`,
};
const { renderPages: render } = (await import(pathToFileURL(path.join(out, 'server/pages.mjs')).href)) as { renderPages: typeof renderPages };
for (const page of render(assets)) {
  const file = path.join(out, 'client', page.path, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, page.html);
}
console.log(`react-roots: built ${Object.keys(manifest).length} chunks and 3 pages in ${out}/client`);
