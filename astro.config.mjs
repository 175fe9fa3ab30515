import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

// The public pages moved to Astro islands (ADR 0010, 0013): app/pages/*.astro with app/layouts/,
// drawn from the same app/components/ and content/ as the React Router pages. Static output, written
// into React Router's build/client after it (npm run build), where server/web/ serves it like any
// prerendered page.
export default defineConfig({
  srcDir: './app',
  outDir: './build/client',
  integrations: [react()],
  build: { format: 'directory', assets: 'assets' },
  // Links and canonicals have no trailing slash, as on the React Router pages.
  trailingSlash: 'never',
  vite: {
    plugins: [tailwindcss()],
    // One React for the renderer and the product's components (Astro's Vite resolves from its own folder).
    resolve: { dedupe: ['react', 'react-dom'] },
    build: {
      // React Router's output is in build/client: Astro adds to it, never empties it.
      emptyOutDir: false,
      // Fonts and scripts as files: the CSP names no inline module, and a file is cached across pages.
      assetsInlineLimit: 0,
    },
    // Astro brings zod 3 into its own node_modules; the product's contract is written for zod 4.
    // Bundled, the import resolves from the contract's file, to the product's copy. lucide-react is
    // bundled too, so the server-side render loads only the icons it draws (as in vite.config.ts).
    ssr: { noExternal: ['zod', 'lucide-react'] },
  },
});
