import { Writable } from 'node:stream';
import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Batch } from '../../../shared/batches';
import { NOT_A_FORM } from '../../../server/leads/form-posts';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { contactEnquiries, registrations } from '../../../server/db/schema';
import { FORGED_MESSAGE } from '../../../server/plugins/same-origin';
import { client, consoleWithAccounts } from '../../support/admin-fixtures';
import { batchDraft } from '../../support/batch-fixtures';
import {
  leadCounts,
  resetLeadTables,
  validEnquiry,
  validRegistration,
} from '../../support/lead-fixtures';
import { buildTestApp } from '../../support/test-app';

// A form sent by a browser that runs no scripts: its entries form-encoded, posted to the form's own
// page (/contacts, /register). The page takes it with the JSON API's own route, so it is stored as the
// same entries sent as JSON are, and refused as they are. A server without the site (as here) answers
// in the API's JSON; the page drawn with the answer is proved in the browser (tests/e2e/forms-without-scripts.spec.ts).

const t = consoleWithAccounts();
beforeEach(() => resetLeadTables(t.database));

const SITE = 'http://localhost:3000';
const nothingStored = { enquiries: 0, registrations: 0, jobs: 0 };

type Entries = Record<string, string | number | string[]>;
/** A form's fields as the browser encodes them: a list as one entry per ticked value. */
const encoded = (entries: Entries) =>
  new URLSearchParams(
    Object.entries(entries).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [String(value)]).map((one) => [name, one]),
    ),
  ).toString();

/** What Chromium says of a form it posts from this site's page: where from. */
const fromTheSite = (url: string) => ({
  origin: SITE,
  'sec-fetch-site': 'same-origin',
  referer: `${SITE}${url}`,
});

/** A form posted as a browser without scripts posts it; by default from this site's own page. */
const postForm = (
  url: string,
  entries: Entries,
  headers: Record<string, string> = fromTheSite(url),
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: encoded(entries),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

/** A form's hidden fields as its page draws them: the honeypot and the batch, empty. */
const hidden = { fax: '', batch: '' };

async function scheduled(): Promise<Batch> {
  const response = await (await t.asStaff()).post('/api/admin/batches', batchDraft());
  expect(response.statusCode, response.body).toBe(201);
  return response.json().batch;
}

/** Stored rows, oldest first, without what the database fills itself. */
const asEntered = <R extends { id: number; createdAt: Date }>(rows: R[]) =>
  rows.map(({ id: _id, createdAt: _at, ...row }) => row);
const enquiriesStored = async () =>
  asEntered(await t.database.db.select().from(contactEnquiries).orderBy(asc(contactEnquiries.id)));
const registrationsStored = async () =>
  asEntered(await t.database.db.select().from(registrations).orderBy(asc(registrations.id)));

describe('a form posted to its page without scripts', () => {
  it('stores an enquiry as the same entries sent as JSON are stored, with the page it came from', async () => {
    const json = await client(t.app).post('/api/contact', validEnquiry());
    const form = await postForm('/contacts', { ...validEnquiry(), ...hidden });
    expect(form.statusCode).toBe(200);
    // The same answer, each with the reference of its own lead.
    expect(form.json()).toEqual({ ...json.json(), reference: 'E-2' });
    expect(json.json()).toMatchObject({ reference: 'E-1' });
    const [viaJson, viaForm] = await enquiriesStored();
    expect(viaForm).toEqual({ ...viaJson, attribution: { page: `${SITE}/contacts` } });
    expect(await leadCounts(t.database)).toEqual({ enquiries: 2, registrations: 0, jobs: 2 });
  });

  it('stores a registration with its ticked courses, its answers and the batch its page carried, as JSON would', async () => {
    const batch = await scheduled();
    const registration = { ...validRegistration(), batch: batch.id };
    await client(t.app).post('/api/register', registration);
    const form = await postForm('/register', { ...registration, fax: '' });
    expect(form.statusCode, form.body).toBe(200);
    const [viaJson, viaForm] = await registrationsStored();
    expect(viaForm).toEqual({ ...viaJson, attribution: { page: `${SITE}/register` } });
    expect(viaForm).toMatchObject({
      courses: ['Certified Facility Manager (CFM)', 'Other'],
      degree: 'Yes',
      batch: batch.id,
    });
  });

  it('takes both forms posted to their Arabic pages (/ar/contacts, /ar/register) as the English ones', async () => {
    const enquiry = await postForm('/ar/contacts', { ...validEnquiry(), ...hidden });
    expect(enquiry.statusCode, enquiry.body).toBe(200);
    const registration = await postForm('/ar/register', { ...validRegistration(), ...hidden });
    expect(registration.statusCode, registration.body).toBe(200);
    expect((await enquiriesStored())[0]).toMatchObject({
      email: validEnquiry().email,
      attribution: { page: `${SITE}/ar/contacts` },
    });
    expect(await registrationsStored()).toHaveLength(1);
  });

  it('takes an enquiry posted to a course page (/pmp-certification, /ar/pmp-certification), in that page’s language', async () => {
    const english = await postForm('/pmp-certification', { ...validEnquiry(), ...hidden });
    expect(english.statusCode, english.body).toBe(200);
    const arabic = await postForm('/ar/pmp-certification', {
      ...validEnquiry(),
      ...hidden,
      email: 'not-an-email',
    });
    expect(arabic.statusCode).toBe(400);
    expect(JSON.stringify(arabic.json())).toMatch(/\p{Script=Arabic}/u);
    expect(await enquiriesStored()).toMatchObject([
      { attribution: { page: `${SITE}/pmp-certification` } },
    ]);
  });

  it('stores one ticked course as a list of one, and no course as none', async () => {
    const { courses: _courses, ...rest } = validRegistration();
    await postForm('/register', { ...rest, ...hidden, courses: 'Other' });
    await postForm('/register', { ...rest, ...hidden });
    expect((await registrationsStored()).map((row) => row.courses)).toEqual([['Other'], []]);
  });

  it('refuses what the schema refuses, at each field in its words, storing nothing', async () => {
    const enquiry = await postForm('/contacts', {
      ...validEnquiry(),
      ...hidden,
      email: 'not-an-email',
      course: 'Underwater Basket Weaving',
      batch: 'seven',
    });
    expect(enquiry.statusCode).toBe(400);
    expect(enquiry.json()).toMatchObject({
      success: false,
      message: 'Please check the highlighted fields and try again.',
      errors: {
        email: 'Enter a valid email.',
        course: 'Please choose a course.',
        batch: expect.any(String),
      },
    });
    const registration = await postForm('/register', {
      ...validRegistration(),
      ...hidden,
      first_name: '   ',
      website: 'ftp://files.example',
    });
    expect(registration.statusCode).toBe(400);
    expect(registration.json().errors).toEqual({
      first_name: 'First name is required.',
      website: 'Enter a full web address starting with http:// or https://.',
    });
    expect(await leadCounts(t.database)).toEqual(nothingStored);
  });

  it('refuses a batch that may not be chosen, as the JSON route does', async () => {
    const response = await postForm('/contacts', { ...validEnquiry(), fax: '', batch: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      batch: expect.stringContaining('not on our timetable'),
    });
    expect(await leadCounts(t.database)).toEqual(nothingStored);
  });

  it('tells a filled honeypot success and holds it as suspected spam, telling no one', async () => {
    const response = await postForm('/contacts', {
      ...validEnquiry(),
      ...hidden,
      fax: 'http://spam.example',
    });
    expect(response.json()).toEqual({
      success: true,
      message: 'Your message has been sent successfully!',
      reference: expect.stringMatching(/^E-\d+$/),
    });
    expect(await leadCounts(t.database)).toEqual({ ...nothingStored, enquiries: 1 });
    expect(
      await t.database.db.select({ spam: contactEnquiries.spamReason }).from(contactEnquiries),
    ).toEqual([{ spam: 'honeypot' }]);
  });

  it('reads only form-encoded bodies: JSON sent to the page is refused, storing nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/contacts',
      payload: validEnquiry(),
      headers: { origin: SITE, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: NOT_A_FORM });
    expect(await leadCounts(t.database)).toEqual(nothingStored);
  });

  it('is no part of the API: its pages are not in the API’s description', async () => {
    const { paths } = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(paths)).toContain('/api/contact');
    expect(Object.keys(paths)).not.toContain('/contacts');
    expect(Object.keys(paths)).not.toContain('/register');
  });

  it('answers 413 for a body over the limit, storing nothing', async () => {
    const response = await postForm('/contacts', {
      ...validEnquiry(),
      ...hidden,
      description: 'x'.repeat(40_000),
    });
    expect(response.statusCode).toBe(413);
    expect(await leadCounts(t.database)).toEqual(nothingStored);
  });
});

describe('forgery', () => {
  const forged: [string, Record<string, string>][] = [
    ['a cross-site post', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    [
      'a post from a sibling site',
      { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost:3000' },
    ],
    ['another origin, from a browser without Fetch Metadata', { origin: 'https://evil.example' }],
    ['an opaque origin (a sandboxed frame)', { origin: 'null' }],
  ];
  for (const [what, headers] of forged) {
    it(`refuses ${what} with 403 and stores nothing`, async () => {
      for (const [url, entries] of [
        ['/contacts', validEnquiry()],
        ['/register', validRegistration()],
      ] as const) {
        const response = await postForm(url, { ...entries, ...hidden }, headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ success: false, message: FORGED_MESSAGE });
      }
      expect(await leadCounts(t.database)).toEqual(nothingStored);
    });
  }

  it('takes a post from the site itself though the visitor holds the cookie from a visit with scripts, which a form cannot echo', async () => {
    const response = await postForm(
      '/contacts',
      { ...validEnquiry(), ...hidden },
      { ...fromTheSite('/contacts'), cookie: 'XSRF-TOKEN=abc' },
    );
    expect(response.statusCode).toBe(200);
    expect((await leadCounts(t.database)).enquiries).toBe(1);
  });

  it('judges a client that is no browser (no Origin, no Fetch Metadata) on the request alone, as the JSON API does', async () => {
    const response = await postForm('/contacts', { ...validEnquiry(), ...hidden }, {});
    expect(response.statusCode).toBe(200);
    expect(await enquiriesStored()).toMatchObject([{ attribution: null }]);
  });
});

describe('limits', () => {
  it('counts a form posted without scripts in the same per-client budget as the JSON route', async () => {
    // No sends held as spam past the budget: the third is refused at once.
    const limited = await buildTestApp(
      { RATE_LIMIT_FORMS_MAX: '2', RATE_LIMIT_FORMS_SPAM_MAX: '0' },
      t.database,
    );
    try {
      const statuses = [
        (await limited.app.inject({ method: 'POST', url: '/api/contact', payload: validEnquiry() }))
          .statusCode,
      ];
      for (let i = 0; i < 2; i++)
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/contacts',
              payload: encoded({ ...validEnquiry(), ...hidden }),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            })
          ).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
      expect((await leadCounts(t.database)).enquiries).toBe(2);
    } finally {
      await limited.app.close();
    }
  });
});

describe('the log', () => {
  it('holds none of the entries of a form posted without scripts, sent or refused', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '.tmp/test-data',
      RATE_LIMIT_FORMS_MAX: '100000',
    });
    const app = await buildApp({ config, database: t.database, logger: { level: 'info', stream } });
    try {
      const visitor = {
        ...validEnquiry(),
        ...hidden,
        name: 'Meera Private',
        phone: '+91 91111 22222',
      };
      for (const email of ['meera.private@example.com', 'meera.private@']) {
        const response = await app.inject({
          method: 'POST',
          url: '/contacts',
          payload: encoded({ ...visitor, email }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(response.statusCode).toBe(email.endsWith('@') ? 400 : 200);
      }
      expect(log).toContain('/contacts');
      for (const secret of ['Meera', 'meera.private', '91111', 'weekend batch'])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
