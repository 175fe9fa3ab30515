import http from 'node:http';
import zlib from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ACCOUNTS } from '../support/e2e-servers.mjs';
import { E2E_BASE_URL } from '../../playwright.config';
import { expect, test } from './fixtures';

/** The raw response (Playwright's and Node's clients would decode it). */
function rawGet(path: string, encoding: string, cookie = '') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(
          `${E2E_BASE_URL}${path}`,
          { headers: { 'accept-encoding': encoding, cookie } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        )
        .on('error', reject);
    },
  );
}

/** A signed-in console session's cookies (the account tests/support/e2e-server.mjs makes). */
async function consoleSession(request: APIRequestContext): Promise<string> {
  const xsrf = 'e2e-compression';
  const response = await request.post('/api/admin/sign-in', {
    data: { email: E2E_ACCOUNTS.admin.email, password: E2E_ACCOUNTS.admin.password },
    headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
  });
  expect(response.status()).toBe(200);
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .join('; ');
}

// The staff console's client navigations fetch its pages' data from the console's API, compressed
// like the pages: here the Batches page's list.

for (const [encoding, decode] of [
  ['br', zlib.brotliDecompressSync],
  ['gzip', zlib.gunzipSync],
] as const) {
  test(`the console's page data is sent ${encoding}-compressed`, async ({ request }) => {
    const response = await rawGet('/api/admin/batches', encoding, await consoleSession(request));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    // The body decodes to the API's JSON answer, not to bytes of another kind.
    expect(decode(response.body).toString('utf8')).toMatch(/^\{"success":true,"batches":\[/);
  });
}

test('a prerendered page is revalidated on each visit; hashed assets are immutable', async ({
  request,
}) => {
  const page = await request.get('/about');
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const script = /"(\/assets\/Site\.astro[\w.-]+\.js)"/.exec(await page.text())![1]!;
  expect((await request.get(script)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
});

// A kept page (/blogs), a prerendered one (/about), another copy of a kept page (the list's next
// page) and the console's page data alike: the encoding is the one the client accepts most, and none it refuses.
for (const [acceptEncoding, expected] of [
  ['br;q=0', undefined],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=1, br;q=0.5', 'gzip'],
  ['gzip;q=0.5, br', 'br'],
  ['identity', undefined],
  ['gzip;q=0, *', 'br'],
] as const) {
  test(`Accept-Encoding: ${acceptEncoding} gets ${expected ?? 'no encoding'}`, async ({
    request,
  }) => {
    const cookie = await consoleSession(request);
    for (const [path, cookies] of [
      ['/blogs', ''],
      ['/about', ''],
      [`/blogs?page=${acceptEncoding.length}`, ''],
      ['/api/admin/batches', cookie],
    ] as const) {
      const response = await rawGet(path, acceptEncoding, cookies);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBe(expected);
      const body = !expected
        ? response.body
        : expected === 'br'
          ? zlib.brotliDecompressSync(response.body)
          : zlib.gunzipSync(response.body);
      expect(body.length, path).toBeGreaterThan(1024);
    }
  });
}
