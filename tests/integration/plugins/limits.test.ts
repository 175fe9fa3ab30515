import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOO_DEEP_MESSAGE } from '../../../server/plugins/json-depth';
import { leadCounts, resetLeadTables, validEnquiry } from '../../support/lead-fixtures';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Size and time limits, over real sockets where only a socket shows them (headers, timeouts).

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({
    MAX_HEADER_BYTES: '4096',
    JSON_MAX_DEPTH: '8',
    HEADERS_TIMEOUT_MS: '400',
    REQUEST_TIMEOUT_MS: '800',
    KEEP_ALIVE_TIMEOUT_MS: '300',
    CONNECTION_TIMEOUT_MS: '600',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());
beforeEach(() => resetLeadTables(t.database));

const nothingStored = { enquiries: 0, registrations: 0, jobs: 0 };

/** A raw connection: what it received and when the server closed it. */
function rawSocket(send: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  socket.write(send);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, closed };
}

/** The JSON body of a raw HTTP response. */
const jsonBody = (received: string) => JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4));

describe('headers', () => {
  it('refuses headers over MAX_HEADER_BYTES with 431, in the API failure shape', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const request = http.get(
          {
            port,
            host: '127.0.0.1',
            path: '/api/health',
            headers: { 'x-padding': 'p'.repeat(6000) },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode!, body: text }));
          },
        );
        request.on('error', reject);
      },
    );
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({
      success: false,
      message: 'The request headers are too large.',
    });
  });

  it('answers a request the HTTP parser cannot read with 400, in the API failure shape, and closes', async () => {
    const { closed } = rawSocket('GET /api/health HTTP/1.1\r\nHost without a colon\r\n\r\n');
    const received = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(jsonBody(received)).toEqual({ success: false, message: 'The request is malformed.' });
  });

  it('accepts ordinary headers', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      headers: { 'x-padding': 'p'.repeat(1000) },
    });
    expect(response.status).toBe(200);
  });
});

describe('JSON depth', () => {
  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('refuses a deeply nested body with 400 JSON, storing nothing', async () => {
    for (const payload of [
      '['.repeat(5000) + ']'.repeat(5000),
      JSON.stringify({
        ...validEnquiry(),
        attribution: { page: '/', first: JSON.parse('{"a":'.repeat(12) + '1' + '}'.repeat(12)) },
      }),
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: TOO_DEEP_MESSAGE });
    }
    expect(await leadCounts(t.database)).toEqual(nothingStored);
  });

  it('accepts a form nested as deep as the forms need', async () => {
    const attribution = {
      page: 'http://localhost:3000/',
      first: { utm_source: 'google' },
      last: { referrer: 'https://news.example/' },
    };
    const response = await post(JSON.stringify({ ...validEnquiry(), attribution }));
    expect(response.statusCode).toBe(200);
    expect((await leadCounts(t.database)).enquiries).toBe(1);
  });

  it('still refuses prototype pollution keys (Fastify’s own parser runs after the depth check)', async () => {
    const response = await post(
      JSON.stringify(validEnquiry()).replace('{', '{"__proto__":{"admin":true},'),
    );
    expect(response.statusCode).toBe(400);
    expect(await leadCounts(t.database)).toEqual(nothingStored);
  });
});

describe('timeouts', () => {
  it('closes a connection whose headers never finish (slow headers)', async () => {
    const { socket, closed } = rawSocket('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    // Keep trickling a byte now and then, as a slow-loris client does: the headers timeout still ends it.
    const trickle = setInterval(() => socket.writable && socket.write('a'), 100);
    const received = await closed;
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(jsonBody(received)).toEqual({
      success: false,
      message: 'The request took too long to arrive.',
    });
  });

  it('closes a connection that never sends anything', async () => {
    const { closed } = rawSocket('');
    // Closed silently, or told 408 first: either way the connection does not stay open.
    expect(await closed).toMatch(/^$|^HTTP\/1\.1 408/);
  });

  it('closes an idle keep-alive connection after its request', async () => {
    const { closed } = rawSocket(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n',
    );
    const received = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
  });
});
