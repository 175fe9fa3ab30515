import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWellFormed } from '../../shared/well-formed';
import { rowsOf } from '../../server/db/rows';
import {
  client,
  consoleWithAccounts,
  STAFF_PASSWORD,
  type Client,
} from '../support/admin-fixtures';
import { batchDraft } from '../support/batch-fixtures';
import { leadCounts, validEnquiry, validRegistration } from '../support/lead-fixtures';
import { buildTestApp, type TestApp } from '../support/test-app';

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

// Every string input of every route, public and console, given invalid text: half of a surrogate
// pair (which PostgreSQL's JSON refuses: it answered 500, and a blog title was saved without its
// audit entry) or control characters. Broken text is refused with a 400 in the API's shape and
// stores nothing; a lead's attribution, which the visitor never typed, is repaired and the lead
// kept; control characters are cleaned. Never a 5xx.
describe('invalid text in every route', { timeout: 600_000 }, () => {
  const SECRET = 'fuzz-secret-fuzz-secret-fuzz-secret-0001';
  const c = consoleWithAccounts({ APP_SECRET: SECRET, RATE_LIMIT_VITALS_MAX: '100000' });
  const TEXT_RUNS = Number(process.env.FUZZ_TEXT_RUNS ?? 40);
  const ids = { lead: 0, blog: 0, accreditation: 0, batch: 0 };
  let staff: Client;
  let admin: Client;

  beforeAll(async () => {
    staff = await c.asStaff();
    admin = await c.asAdmin();
    await client(c.app).post('/api/contact', validEnquiry());
    ids.lead = rowsOf<{ id: number }>(
      await c.database.db.execute(sql`select max(id) as id from contact_enquiries`),
    )[0]!.id;
    ids.blog = (await staff.post('/api/admin/blogs', blogDraft)).json().blog.id;
    ids.accreditation = (
      await staff.post('/api/admin/accreditations', accreditation)
    ).json().accreditation.id;
    ids.batch = (await staff.post('/api/admin/batches', batchDraft())).json().batch.id;
  });

  const blogDraft = {
    title: 'A post',
    content: '<p>Text</p>',
    featured_image: '/images/blogs/default.webp',
    lang: 'en',
  };
  const accreditation = { title: 'An accreditation', imagepath: '/images/accreditations/cpd.webp' };
  const attribution = {
    page: 'https://academy.example/contacts',
    first: { utm_source: 'google', utm_campaign: 'spring', landing_page: '/contacts' },
    last: { referrer: 'https://news.example/' },
  };
  /** Each route that takes text, who may call it, and a valid body whose every string is fuzzed. */
  type Who = 'anyone' | 'beacon' | 'staff' | 'admin';
  const routes: [url: string, who: Who, body: () => object][] = [
    ['/api/contact', 'anyone', () => ({ ...validEnquiry(), attribution, fax: '', form_token: '' })],
    ['/api/register', 'anyone', () => ({ ...validRegistration(), attribution })],
    [
      '/api/vitals',
      'beacon',
      () => ({ route: '/courses', metrics: [{ name: 'LCP', value: 900 }] }),
    ],
    ['/api/admin/sign-in', 'anyone', () => ({ email: 'nobody@academy.example', password: 'x' })],
    ['/api/admin/leads.csv', 'staff', () => leadFilter],
    ['/api/admin/leads/contact/{lead}/notes', 'staff', () => ({ body: 'Called back.' })],
    ['/api/admin/leads/contact/{lead}/status', 'staff', () => ({ status: 'contacted' })],
    ['/api/admin/blogs', 'staff', () => blogDraft],
    ['/api/admin/blogs/{blog}', 'staff', () => blogDraft],
    ['/api/admin/blogs/preview', 'staff', () => ({ content: blogDraft.content })],
    ['/api/admin/accreditations', 'staff', () => accreditation],
    ['/api/admin/accreditations/{accreditation}', 'staff', () => accreditation],
    [
      '/api/admin/accreditations/{accreditation}/move',
      'staff',
      () => ({ direction: 'down', order: [] }),
    ],
    ['/api/admin/batches', 'staff', () => batchDraft()],
    ['/api/admin/batches/{batch}', 'staff', () => ({ batch: batchDraft(), version: 1 })],
    [
      '/api/admin/staff',
      'admin',
      () => ({
        email: 'fuzz@academy.example',
        name: 'Fuzz',
        role: 'staff',
        password: 'x'.repeat(12),
      }),
    ],
    ['/api/admin/staff/{staff}/role', 'admin', () => ({ role: 'staff' })],
    ['/api/admin/staff/{staff}/password', 'admin', () => ({ password: STAFF_PASSWORD })],
  ];
  const leadFilter = {
    q: 'anjali',
    form: 'contact',
    status: 'new',
    course: 'Core Facilities Management Courses',
    source: 'google',
    from: '2026-01-01',
    to: '2026-12-31',
    spam: '',
  };

  const urlOf = (path: string) =>
    path.replace(/\{(\w+)\}/g, (_m, key: string) =>
      String(key === 'staff' ? c.staffId : ids[key as keyof typeof ids]),
    );
  /** A beacon is sent as the browser sends one: same-origin, no anti-forgery header. */
  const beacon = {
    post: (url: string, payload: object) =>
      c.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
      }),
  };
  const caller = (who: Who) =>
    who === 'staff' ? staff : who === 'admin' ? admin : who === 'beacon' ? beacon : client(c.app);

  /** The path of every string in a body, e.g. ['attribution', 'first', 'utm_source']. */
  const stringPaths = (value: unknown, path: string[] = []): string[][] =>
    typeof value === 'string'
      ? [path]
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...path, key]))
        : [];
  const withValue = (body: unknown, path: string[], value: string): unknown => {
    if (path.length === 0) return value;
    const [key, ...rest] = path;
    const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
      string,
      unknown
    >;
    copy[key!] = withValue(copy[key!], rest, value);
    return copy;
  };
  const valueAt = (body: unknown, path: string[]) =>
    path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], body) as string;

  const HALVES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uD83D', '\uDE00'];
  const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'];
  /** A valid value with bad text put in, or any string at all (which may hold halves of pairs). */
  const badText = (valid: string) =>
    fc.oneof(
      fc
        .tuple(
          fc.nat(valid.length),
          fc.array(fc.constantFrom(...HALVES, ...CONTROLS), { minLength: 1, maxLength: 3 }),
        )
        .map(([at, bad]) => `${valid.slice(0, at)}${bad.join('')}${valid.slice(at)}`),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );

  /** Every table a request could write, as text (sessions left out: every signed-in request refreshes its own). */
  async function everything() {
    const tables = rowsOf<{ name: string }>(
      await c.database.db.execute(
        sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('staff_sessions', 'rate_limits', '__drizzle_migrations') order by 1`,
      ),
    );
    const rows = await Promise.all(
      tables.map(
        async ({ name }) =>
          rowsOf<{ rows: string | null }>(
            await c.database.db.execute(
              sql`select string_agg(x::text, '|' order by x::text) as rows from ${sql.identifier(name)} x`,
            ),
          )[0]!.rows,
      ),
    );
    return Object.fromEntries(tables.map(({ name }, i) => [name, rows[i]]));
  }

  for (const [path, who, body] of routes) {
    it(`POST ${path}: broken text is a 400 that stores nothing, control characters never a 5xx`, async () => {
      const valid = body();
      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...stringPaths(valid))
            .chain((at) => badText(valueAt(valid, at)).map((text) => ({ at, text }))),
          async ({ at, text }) => {
            const repaired = at[0] === 'attribution';
            const before = isWellFormed(text) || repaired ? undefined : await everything();
            const response = await caller(who).post(
              urlOf(path),
              withValue(valid, at, text) as object,
            );
            const answer = `${at.join('.')}=${JSON.stringify(text)}: ${response.statusCode} ${response.body}`;
            expect(response.statusCode, answer).toBeLessThan(500);
            if (response.statusCode >= 400)
              expect(isRejection(response.statusCode, response.json()), answer).toBe(true);
            if (repaired) expect(response.statusCode, answer).toBe(200);
            if (before) {
              expect(response.statusCode, answer).toBe(400);
              expect(response.json().errors, answer).toBeDefined();
              expect(await everything(), answer).toEqual(before);
            }
          },
        ),
        { numRuns: TEXT_RUNS },
      );
    });
  }

  it('query strings and path segments holding broken or control bytes never cause a 5xx', async () => {
    const bytes = fc.constantFrom(
      '%00',
      '%01',
      '%1B',
      '%7F',
      '%C2%85',
      '%ED%A0%BD',
      '%ED%B8%80',
      '%F0%9F',
      '%C0%80',
      '%FF',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/admin/leads?q=',
          '/api/admin/leads?course=',
          '/api/admin/leads?source=',
          '/api/admin/leads?from=',
          '/api/admin/batches?course=',
          '/api/admin/batches?month=',
          '/api/admin/leads/contact/',
          '/api/admin/blogs/',
          '/api/blogs?page=',
          '/api/blogs/',
          '/api/batches/',
        ),
        fc.array(fc.oneof(bytes, fc.constantFrom('a', '1', '-')), { minLength: 1, maxLength: 4 }),
        async (prefix, parts) => {
          const response = await staff.get(`${prefix}${parts.join('')}`);
          expect(response.statusCode, `${prefix}${parts.join('')}: ${response.body}`).toBeLessThan(
            500,
          );
        },
      ),
      { numRuns: TEXT_RUNS * 5 },
    );
  });
});
