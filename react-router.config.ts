import type { Config } from '@react-router/dev/config';
import { ASTRO_PATHS, PRERENDERED_PATHS } from './content/paths';

export default {
  ssr: true,
  // Every page whose content is known at build time is written out as HTML; blogs stay server-rendered.
  // Astro writes its own pages (astro.config.mjs).
  prerender: () => PRERENDERED_PATHS.filter((path) => !ASTRO_PATHS.includes(path)),
} satisfies Config;
