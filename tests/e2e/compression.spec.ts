import http from 'node:http';
import zlib from 'node:zlib';
import { E2E_BASE_URL } from '../../playwright.config';
import { expect, test } from './fixtures';

/** The raw response (Playwright's and Node's clients would decode it). */
function rawGet(path: string, encoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${E2E_BASE_URL}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

// Client navigations fetch a page's data (React Router single fetch): compressed like the pages, and
// a prerendered page's data revalidated like its HTML (same name across deploys).

for (const [encoding, decode] of [
  ['br', zlib.brotliDecompressSync],
  ['gzip', zlib.gunzipSync],
] as const) {
  test(`server-rendered page data is sent ${encoding}-compressed`, async () => {
    for (const url of ['/_root.data']) {
      const response = await rawGet(url, encoding);
      expect(response.status, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe(encoding);
      expect(response.headers['vary'], url).toMatch(/accept-encoding/i);
      // The body decodes to React Router's stream (a JSON-like array), not to bytes of another kind.
      expect(decode(response.body).toString('utf8'), url).toMatch(/^\[/);
    }
  });
}

test('a prerendered page\'s data has the same type whichever encoding is sent', async () => {
  const types = [];
  for (const encoding of ['br', 'gzip', 'identity']) {
    const response = await rawGet('/courses.data', encoding);
    expect(response.status, encoding).toBe(200);
    expect(response.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
    types.push(response.headers['content-type']);
  }
  expect(types).toEqual(['text/x-script', 'text/x-script', 'text/x-script']);
});

test('a prerendered page and its data are revalidated on each visit; hashed assets are immutable', async ({ request }) => {
  const page = await request.get('/courses');
  const data = await request.get('/courses.data');
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(data.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const script = /"(\/assets\/entry\.client-[\w-]+\.js)"/.exec(await page.text())![1]!;
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
