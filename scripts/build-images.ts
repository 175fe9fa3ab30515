// Builds every picture the site references into public/images/<group>/ (Vite copies public/
// into the build). Run: node --import tsx scripts/build-images.ts
//
// The list of images comes from the content data (scripts/images/manifest.ts); each one is a
// photograph from images/<group>/ if the academy supplied one, else a generated illustration.
// Unchanged images are skipped via public/images/.cache.json, so repeat runs take a moment.

import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_GROUPS } from '../shared/content/images';
import { hashInputs, loadCache, saveCache, type Cache } from './images/cache';
import { buildManifest, type ImageSpec } from './images/manifest';
import { forEachLimited } from './images/pool';
import { ENCODING, RENDER_VERSION, outputsExist, renderImage } from './images/render';
import { loadSource, unmatchedSupplied } from './images/source';
import { assignVariants } from './images/themes';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT = join(ROOT, 'public', 'images');
const CACHE_FILE = join(OUT, '.cache.json');
const CONCURRENCY = 2;

async function main(): Promise<void> {
  const started = performance.now();
  const specs = assignVariants(buildManifest());
  for (const stray of await unmatchedSupplied(ROOT, specs)) {
    console.warn(
      `build-images: warning: ${stray} matches no image the site uses (check the file name)`,
    );
  }
  const old = await loadCache(CACHE_FILE);
  // Rebuilt from scratch each run, so entries for removed images drop out.
  const cache: Cache = {};
  const failures: string[] = [];
  let written = 0;
  let skipped = 0;
  let supplied = 0;

  await forEachLimited(specs, CONCURRENCY, async (spec: ImageSpec) => {
    const key = `${spec.group}/${spec.name}`;
    let from = 'generated illustration';
    try {
      const source = await loadSource(ROOT, spec);
      if (source.from) from = source.from;
      if (source.kind === 'supplied') supplied++;
      const settings = JSON.stringify({
        v: RENDER_VERSION,
        size: IMAGE_GROUPS[spec.group],
        ENCODING,
      });
      const hash = hashInputs(settings, source.bytes);
      const dir = join(OUT, spec.group);
      if (old[key] === hash && outputsExist(dir, spec)) {
        skipped++;
      } else {
        // Await first, then add: `written += await ...` would read `written` before the await
        // and lose counts from the other job running concurrently.
        const count = await renderImage(spec, source, dir);
        written += count;
      }
      cache[key] = hash;
    } catch (error) {
      failures.push(
        `${key} (from ${from}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });

  await saveCache(CACHE_FILE, cache);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `build-images: ${specs.length} images (${supplied} supplied, ${specs.length - supplied} generated), ` +
      `${written} files written, ${skipped} skipped as up to date, ${seconds}s`,
  );
  if (failures.length) {
    console.error(`build-images: ${failures.length} image(s) failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`build-images: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
