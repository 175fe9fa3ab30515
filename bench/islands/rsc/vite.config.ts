import { unstable_reactRouterRSC as reactRouterRSC } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import rsc from '@vitejs/plugin-rsc';
import { defineConfig } from 'vite';

// React Router 7's React Server Components framework mode (unstable in 7.18), as its docs set it up.
export default defineConfig({
  plugins: [tailwindcss(), reactRouterRSC(), react(), rsc()],
  resolve: { dedupe: ['react', 'react-dom', 'react-router'] },
  build: { assetsInlineLimit: 0 },
  // React Router and React are the product's (../../../node_modules), not this folder's: left external,
  // Node would load their default build, which lacks the React Server entry points. Bundled, each
  // environment takes the build its conditions pick.
  environments: { rsc: { resolve: { noExternal: true } }, ssr: { resolve: { noExternal: true } } },
});
