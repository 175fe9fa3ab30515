import { promisify } from 'node:util';
import zlib from 'node:zlib';
import pLimit from 'p-limit';

// The one compression policy: which bodies, which encoding a request gets, and at what settings.
// A body sent many times (the build's files, scripts/precompress.ts, and every kept page) is
// compressed once at the best settings; a body sent once (a page that is not kept, page data, the
// route manifest) is compressed at the usual on-the-fly settings.

// As many compressions at once as libuv's thread pool runs. A compression holds its encoder's tables
// (for brotli, megabytes) from its first step to its last, the steps of all those started interleave
// in the pool, and each thread's allocator keeps what it once held: a burst of distinct pages
// compressed together would leave the memory of as many encoders behind. Queued here, they wait
// holding nothing.
const atOnce = pLimit(Number(process.env.UV_THREADPOOL_SIZE) || 4);
const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);
const brotli = (body: Buffer, options: zlib.BrotliOptions) =>
  atOnce(() => brotliCompress(body, options));
const gzip = (body: Buffer, options: zlib.ZlibOptions) => atOnce(() => gzipCompress(body, options));

/** Bodies smaller than this are sent as they are: compression would save little more than its own headers. */
export const MIN_COMPRESS_BYTES = 1024;
/** Response types worth compressing. */
export const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json))/;
/** Build files worth compressing, by name. */
export const COMPRESSIBLE_FILE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/;

export type Encoding = 'br' | 'gzip';

/** A body with its brotli and gzip copies, made once. */
export interface Encoded {
  brotli: Buffer;
  gzip: Buffer;
}

/**
 * The encoding the client accepts most, by the q-values of its Accept-Encoding (RFC 9110 12.5.3):
 * q=0 refuses one, `*` stands for any it does not name, brotli wins a tie; none (the body as it is)
 * when it accepts neither.
 */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const item of [acceptEncoding ?? ''].flat().join(',').split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (coding) weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weight = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

/** Brotli at quality 10, told the body's size: for a body compressed once and sent many times. */
export const ONCE_BROTLI = (body: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
/** zlib's best gzip (the build gives scripts and styles zopfli's instead: same format, a little smaller, far slower). */
export const ONCE_GZIP: zlib.ZlibOptions = { level: 9 };

/** Both encodings at the settings for a body sent many times. */
export async function compressOnce(body: Buffer): Promise<Encoded> {
  const [br, gz] = await Promise.all([brotli(body, ONCE_BROTLI(body)), gzip(body, ONCE_GZIP)]);
  return { brotli: br, gzip: gz };
}

/** One encoding at the on-the-fly settings (brotli quality 5: most of its gain, a millisecond for a page). */
export function compressNow(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(body, { level: 6 });
}
