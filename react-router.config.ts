import type { Config } from '@react-router/dev/config';

// React Router renders the staff console only, per request (app/routes.ts): it prerenders nothing,
// Astro builds every public page.
export default {
  ssr: true,
} satisfies Config;
