import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueFormToken } from '../../../server/leads/form-guard';
import { contactEnquiries, registrations } from '../../../server/db/schema';
import { FORGED_MESSAGE } from '../../../server/plugins/same-origin';
import {
  leadCounts,
  resetLeadTables,
  validEnquiry,
  validRegistration,
} from '../../support/lead-fixtures';
import { buildTestApp, type TestApp } from '../../support/test-app';

const SECRET = 'test-secret-test-secret-test-secret-0001';
const nothingStored = { enquiries: 0, registrations: 0, jobs: 0 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ APP_SECRET: SECRET, FORM_MIN_FILL_MS: '3000' });
});
afterAll(() => t.close());
beforeEach(() => resetLeadTables(t.database));

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const spamOf = async () => [
  ...(await t.database.db
    .select({ spam: contactEnquiries.spamReason })
    .from(contactEnquiries)
    .orderBy(contactEnquiries.id)),
  ...(await t.database.db
    .select({ spam: registrations.spamReason })
    .from(registrations)
    .orderBy(registrations.id)),
];

describe('what the bot checks suspect is kept, held apart, and nobody told', () => {
  it('a filled honeypot is told it was received, and kept as suspected spam without a job', async () => {
    const response = await post('/api/contact', { ...validEnquiry(), fax: 'http://spam.example' });
    expect(response.json()).toEqual({
      success: true,
      message: 'Your message has been sent successfully!',
    });
    expect(await leadCounts(t.database)).toEqual({ enquiries: 1, registrations: 0, jobs: 0 });
    expect(await spamOf()).toEqual([{ spam: 'honeypot' }]);
  });

  it('a form sent faster than a person could type is kept as suspected spam (too-fast)', async () => {
    const response = await post('/api/register', {
      ...validRegistration(),
      form_token: issueFormToken(SECRET, Date.now() - 500),
    });
    expect(response.json()).toEqual({
      success: true,
      message: 'Registration submitted successfully!',
    });
    expect(await leadCounts(t.database)).toEqual({ enquiries: 0, registrations: 1, jobs: 0 });
    expect(await spamOf()).toEqual([{ spam: 'too-fast' }]);
  });

  it('a form filled at human speed is a lead, with its job', async () => {
    await post('/api/contact', {
      ...validEnquiry(),
      form_token: issueFormToken(SECRET, Date.now() - 8000),
    });
    expect(await leadCounts(t.database)).toEqual({ enquiries: 1, registrations: 0, jobs: 1 });
    expect(await spamOf()).toEqual([{ spam: null }]);
  });

  it('a token that is not ours, or none at all, is judged on the other checks alone', async () => {
    await post('/api/contact', {
      ...validEnquiry(),
      form_token: `${Date.now()}.${'x'.repeat(32)}`,
    });
    await post('/api/contact', validEnquiry());
    expect(await leadCounts(t.database)).toEqual({ enquiries: 2, registrations: 0, jobs: 2 });
  });

  it('issues a token and the anti-forgery cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/form-token' });
    expect(response.json()).toEqual({
      success: true,
      token: expect.stringMatching(/^\d{13}\.[\w-]{32}$/),
    });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('forgery', () => {
  const forged: [string, Record<string, string>][] = [
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['a cookie without its header', { cookie: 'XSRF-TOKEN=abc' }],
    ['a cookie with the wrong header', { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' }],
  ];
  for (const [what, headers] of forged) {
    it(`refuses ${what} with 403 JSON and stores nothing`, async () => {
      const response = await post('/api/contact', validEnquiry(), headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: FORGED_MESSAGE });
      expect(await leadCounts(t.database)).toEqual(nothingStored);
    });
  }

  it('accepts the site itself: same origin, cookie echoed', async () => {
    const response = await post('/api/contact', validEnquiry(), {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      cookie: 'XSRF-TOKEN=abc',
      'x-xsrf-token': 'abc',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('malformed requests get 400 and store nothing', () => {
  const cases: [string, { headers: Record<string, string>; payload: string }][] = [
    ['broken JSON', { headers: { 'content-type': 'application/json' }, payload: '{"name":' }],
    [
      'a form-encoded body',
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=a' },
    ],
    ['plain text', { headers: { 'content-type': 'text/plain' }, payload: 'hello' }],
    [
      'a __proto__ key',
      {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(validEnquiry()).replace('{', '{"__proto__":{"admin":true},'),
      },
    ],
    ['a JSON array', { headers: { 'content-type': 'application/json' }, payload: '[]' }],
    ['JSON null', { headers: { 'content-type': 'application/json' }, payload: 'null' }],
  ];
  for (const [what, request] of cases) {
    it(what, async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/contact', ...request });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
      expect(await leadCounts(t.database)).toEqual(nothingStored);
    });
  }

  it('a body over 32 KB answers 413', async () => {
    const response = await post('/api/contact', {
      ...validEnquiry(),
      description: 'x'.repeat(40_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request is too large.' });
    expect(await leadCounts(t.database)).toEqual(nothingStored);
  });
});

describe('attribution', () => {
  it('stores the page and first and last touches with the lead', async () => {
    const attribution = {
      page: 'http://localhost:3000/pmp-certification',
      first: { utm_source: 'google', utm_campaign: 'fm-2026', landing_page: '/diploma-mastery-fm' },
      last: { referrer: 'https://news.example/' },
    };
    await post('/api/contact', { ...validEnquiry(), attribution });
    await post('/api/register', { ...validRegistration(), attribution });
    const [enquiry] = await t.database.db.select().from(contactEnquiries);
    const [registration] = await t.database.db.select().from(registrations);
    expect(enquiry!.attribution).toEqual(attribution);
    expect(registration!.attribution).toEqual(attribution);
  });

  it('never rejects a lead for malformed attribution', async () => {
    const response = await post('/api/contact', {
      ...validEnquiry(),
      attribution: { page: 42, first: 'nonsense' },
    });
    expect(response.statusCode).toBe(200);
    const [enquiry] = await t.database.db.select().from(contactEnquiries);
    expect(enquiry!.attribution).toBeNull();
  });
});

describe('load', () => {
  it('stores exactly 200 leads and 200 jobs for 200 concurrent submissions', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('/api/contact', { ...validEnquiry(), name: `Lead ${i}` }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await leadCounts(t.database)).toEqual({ enquiries: 200, registrations: 0, jobs: 200 });
  });
});

describe('rate limits', () => {
  it('past the per-client form limit keeps sends as suspected spam, then past the ceiling answers 429 and keeps nothing', async () => {
    const limited = await buildTestApp(
      { RATE_LIMIT_FORMS_MAX: '3', RATE_LIMIT_FORMS_SPAM_MAX: '2' },
      t.database,
    );
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/contact',
              payload: validEnquiry(),
            })
          ).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const last = await limited.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: validRegistration(),
      });
      expect(last.statusCode).toBe(429);
      expect(last.headers['retry-after']).toMatch(/^\d+$/);
      expect(last.json()).toEqual({
        success: false,
        message: expect.stringMatching(/Too many submissions/),
      });
      expect(await leadCounts(t.database)).toEqual({ enquiries: 5, registrations: 0, jobs: 3 });
      expect((await spamOf()).map((row) => row.spam)).toEqual([null, null, null, 'rate', 'rate']);
    } finally {
      await limited.app.close();
    }
  });
});
