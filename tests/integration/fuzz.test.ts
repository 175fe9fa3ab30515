import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCounts, validEnquiry, validRegistration } from '../setup/lead-fixtures';
import { buildTestApp, type TestApp } from '../setup/test-app';

// Thousands of generated bad requests against every API route: never a 5xx, always JSON with
// success false, and nothing stored.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// 5 properties × 600 runs: 3,000 generated requests per database.
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const junk = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

const notText = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** A valid payload with one field replaced by junk, removed, or joined by junk keys. */
function corrupted(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc
      .record({ key: fc.constantFrom(...keys), value: junk })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
    fc
      .constantFrom(...keys)
      .map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
    fc.dictionary(fc.string(), junk, { maxKeys: 4 }),
    fc.oneof(
      junk,
      fc.string().map((s) => `{${s}`),
    ),
  );
}

const isRejection = (status: number, body: unknown) =>
  status >= 400 &&
  status < 500 &&
  (body as { success?: unknown }).success === false &&
  typeof (body as { message?: unknown }).message === 'string';

async function send(
  method: 'POST' | 'GET',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('fuzzing the API', { timeout: 180_000 }, () => {
  for (const [url, valid] of [
    ['/api/contact', validEnquiry()],
    ['/api/register', validRegistration()],
  ] as const) {
    it(`${url} rejects every corrupted body with a JSON 4xx and stores nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(corrupted(valid), async (payload) => {
          const { status, body } = await send('POST', url, payload);
          // A corruption can leave a valid lead (e.g. an optional field removed): then it is stored, and that is right.
          if (status === 200) return;
          expect(isRejection(status, body), JSON.stringify({ status, body })).toBe(true);
        }),
        { numRuns: RUNS },
      );
      const stored = await leadCounts(t.database);
      expect(stored.jobs).toBe(stored.enquiries + stored.registrations);
    });
  }

  it('the invalid bodies among them stored nothing', async () => {
    const before = await leadCounts(t.database);
    await fc.assert(
      fc.asyncProperty(
        fc.record({ key: fc.constantFrom('name', 'email', 'course', 'track'), value: notText }),
        async ({ key, value }) => {
          const { status } = await send('POST', '/api/contact', {
            ...validEnquiry(),
            [key]: value,
          });
          expect(status).toBe(400);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await leadCounts(t.database)).toEqual(before);
  });

  it('odd headers never cause a 5xx', async () => {
    const header = fc.record({
      name: fc.constantFrom(
        'content-type',
        'origin',
        'sec-fetch-site',
        'x-xsrf-token',
        'cookie',
        'accept',
        'content-encoding',
      ),
      value: fc
        .string({ maxLength: 200 })
        .filter((v) => !/[\r\n\0]/.test(v) && /^[\x20-\x7e]*$/.test(v)),
    });
    await fc.assert(
      fc.asyncProperty(header, async ({ name, value }) => {
        const { status, body } = await send('POST', '/api/contact', validEnquiry(), {
          [name]: value,
        });
        expect(
          status < 500 && (body as { success?: unknown }).success !== undefined,
          JSON.stringify({ name, value, status, body }),
        ).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('odd paths and queries under /api answer JSON, never a 5xx', async () => {
    // A bare dot segment is resolved away by every client ('/api/..' is '/'), so it never reaches the API.
    const segment = fc
      .stringMatching(/^[\w.~%-]{0,20}$/)
      .filter((tail) => tail !== '.' && tail !== '..');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/blogs/',
          '/api/blogs?page=',
          '/api/blogs?limit=',
          '/api/',
          '/api/public/',
        ),
        segment,
        async (prefix, tail) => {
          const { status, body } = await send('GET', `${prefix}${tail}`);
          expect(status).toBeLessThan(500);
          expect(typeof (body as { success?: unknown }).success).toBe('boolean');
        },
      ),
      { numRuns: RUNS },
    );
  });
});
