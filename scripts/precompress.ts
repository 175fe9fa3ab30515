import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// After the site build: write .br and .gz beside every text file of build/client, once, at the
// highest settings, so the server never compresses a page or an asset per request or at start-up.

const ROOT = path.resolve('build/client');
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const started = performance.now();
let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(ROOT)) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  count++;
  raw += body.length;
  brotli += br.length;
}
console.log(`precompress: ${count} files, ${(raw / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli, ${((performance.now() - started) / 1000).toFixed(1)} s`);
