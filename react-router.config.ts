import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './content/paths';

export default {
  ssr: true,
  // Every page whose content is known at build time is written out as HTML; blogs stay server-rendered.
  prerender: () => [...PRERENDERED_PATHS],
} satisfies Config;
