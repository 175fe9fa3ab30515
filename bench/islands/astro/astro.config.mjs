import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

// Static output: every page is written at build time and served by bench/islands/serve.ts (Fastify).
export default defineConfig({
  integrations: [react()],
  build: { format: 'directory', assets: 'assets' },
  vite: {
    plugins: [tailwindcss()],
    // One React for the renderer, the product's components and React Router (the product's copy).
    resolve: { dedupe: ['react', 'react-dom', 'react-router'] },
    build: { assetsInlineLimit: 0 },
    // Astro brings zod 3 into its own node_modules; the product's contract is written for zod 4.
    // Bundled, the import resolves from the contract's file, to the product's copy.
    ssr: { noExternal: ['zod'] },
  },
});
