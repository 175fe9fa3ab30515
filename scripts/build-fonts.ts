// Builds the site's one web font: Inter (variable, from @fontsource-variable/inter) cut down to the
// characters and weights the site uses, written to app/fonts/ for the stylesheet (app/app.css) and
// the preload (app/root.tsx) to take in. Run before the site build and the dev server.
//
// Fontsource's Latin file is 47 KB and every page preloads it, so it sits on the critical path of
// the first paint. Basic Latin, Latin-1 (names such as Zoë or José in a post) and the punctuation and
// symbols the site writes, at weights 400–800 (font-normal … font-extrabold), come to about 29 KB.
// Characters outside it (a post in another script) fall back, per character, to the metric-matched
// Arial face in app.css. Skipped when the source and the settings have not changed.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FONT_TEXT, FONT_WEIGHTS } from '../app/fonts/subset';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const SOURCE = path.join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const OUT = path.join(ROOT, 'app/fonts/inter-subset.woff2');
const STAMP = `${OUT}.stamp`;

const source = fs.readFileSync(SOURCE);
const stamp = crypto.createHash('sha256').update(source).update(FONT_TEXT).update(JSON.stringify(FONT_WEIGHTS)).digest('hex');
if (fs.existsSync(OUT) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === stamp) {
  console.log('build-fonts: up to date');
} else {
  const started = performance.now();
  const subset = await subsetFont(source, FONT_TEXT, { targetFormat: 'woff2', variationAxes: { wght: FONT_WEIGHTS } });
  fs.writeFileSync(OUT, subset);
  fs.writeFileSync(STAMP, stamp);
  console.log(`build-fonts: Inter ${(source.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB in ${Math.round(performance.now() - started)} ms`);
}
