import zlib from 'node:zlib';

// The settings for a body compressed once and sent many times: the build's files
// (scripts/precompress.ts) and the server-rendered pages the page cache keeps (ssr-responses.ts).
// One place, so a kept page and a prerendered page are always compressed alike.

/** Brotli at quality 10, told the body's size. */
export const keptBrotli = (body: Buffer): zlib.BrotliOptions => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/** zlib's best gzip (the build gives scripts and styles zopfli's instead: same format, a little smaller, far slower). */
export const KEPT_GZIP: zlib.ZlibOptions = { level: 9 };
