import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// What `npm run build` makes the site from, and the file it makes last (the server-rendering bundle).
export const SITE_SOURCES = [
  'site',
  'console',
  'shared',
  'schemas',
  'public',
  'images',
  'astro.config.mjs',
  'package-lock.json',
];
export const SITE_BUILD = 'build/astro/entry.mjs';
export const PRERENDERED_DIR = 'build/client';

/** Files under `entry`, tests left out: they change no page. */
function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    if (!/\.test\.[cm]?[jt]sx?$/.test(entry)) yield entry;
    return;
  }
  for (const name of readdirSync(entry)) yield* files(path.join(entry, name));
}

/** The origin the prerendered pages name in their canonical links: PUBLIC_URL as it was at build time. */
export function builtForOrigin(dir = PRERENDERED_DIR) {
  for (const file of files(dir)) {
    if (!file.endsWith('index.html')) continue;
    const href = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
    if (href && URL.canParse(href)) return new URL(href).origin;
  }
  return undefined;
}

/**
 * Why the site must be built again before it is served, or undefined when the build is current: never built, a
 * source changed since, or built for another PUBLIC_URL (its canonical links, sitemap and JSON-LD would name that).
 */
export function siteBuildStale({
  publicUrl,
  sources = SITE_SOURCES,
  build = SITE_BUILD,
  prerendered = PRERENDERED_DIR,
}) {
  if (!existsSync(build)) return 'The site is not built yet';
  const builtAt = statSync(build).mtimeMs;
  for (const source of sources) {
    for (const file of files(source))
      if (statSync(file).mtimeMs > builtAt) return `${file} changed since the site was built`;
  }
  const builtFor = builtForOrigin(prerendered);
  const wanted = new URL(publicUrl).origin;
  if (builtFor && builtFor !== wanted)
    return `The site was built for ${builtFor}, but PUBLIC_URL is ${wanted}`;
  return undefined;
}
