import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import {
  COMPRESSIBLE_FILE,
  MIN_COMPRESS_BYTES,
  ONCE_BROTLI,
  ONCE_GZIP,
} from '../server/web/compression';

// After the site build: write .br and .gz beside every text file of build/client, once, at the
// highest settings, so the server never compresses a page or an asset per request or at start-up.
// Scripts and styles get zopfli's gzip (a few per cent smaller than zlib's best, same format): the
// page's JavaScript budget is counted in these very files (tests/support/first-load-js.ts), and they are
// what a gzip-only client receives. Every script or style gets its .gz however small, when that is
// smaller than the file, so the count and the bytes served agree.

const ROOT = path.resolve('build/client');
const CODE = /\.(js|css)$/;
// One zopfli pass: more passes shrank the React chunk by almost nothing for twice the time.
const ZOPFLI = { numiterations: 1 };

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE_FILE.test(entry.name)) yield full;
  }
}

const brotliCompress = promisify(zlib.brotliCompress);

/** Writes the file's .br and .gz; null when the file is too small to bother. */
async function precompress(file: string): Promise<{ raw: number; brotli: number } | null> {
  const body = fs.readFileSync(file);
  const code = CODE.test(file);
  if (body.length < MIN_COMPRESS_BYTES && !code) return null;
  // Brotli runs on libuv's thread pool, zopfli (WebAssembly) on this thread: side by side, on two cores.
  const [br, gz] = await Promise.all([
    brotliCompress(body, ONCE_BROTLI(body)),
    code ? gzipAsync(body, ZOPFLI) : Promise.resolve(zlib.gzipSync(body, ONCE_GZIP)),
  ]);
  if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  return { raw: body.length, brotli: br.length };
}

const started = performance.now();
let count = 0;
let raw = 0;
let brotli = 0;
for (const done of await Promise.all([...files(ROOT)].map(precompress))) {
  if (!done) continue;
  count++;
  raw += done.raw;
  brotli += done.brotli;
}
console.log(
  `precompress: ${count} files, ${(raw / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
