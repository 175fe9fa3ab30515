import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  accreditations,
  auditLog,
  blogs,
  contactEnquiries,
  jobs,
  leadNotes,
  staffSessions,
  staffUsers,
} from '../../../server/db/schema';
import { validEnquiry } from '../../support/lead-fixtures';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../server/console/sessions';
import {
  buildAdminTestApp,
  client,
  consoleWithAccounts,
  createStaffAccount,
  signedIn,
  STAFF_PASSWORD,
  type Client,
} from '../../support/admin-fixtures';

const MINUTE = 60_000;
const t = consoleWithAccounts();

// Every console route, with who may use it.
const ROUTES: { method: 'GET' | 'POST'; url: string; body?: object; role: 'staff' | 'admin' }[] = [
  { method: 'GET', url: '/api/admin/me', role: 'staff' },
  { method: 'POST', url: '/api/admin/sign-out', role: 'staff' },
  { method: 'GET', url: '/api/admin/leads', role: 'staff' },
  { method: 'POST', url: '/api/admin/leads.csv', role: 'staff' },
  { method: 'GET', url: '/api/admin/leads/contact/1', role: 'staff' },
  {
    method: 'POST',
    url: '/api/admin/leads/contact/1/status',
    body: { status: 'contacted', version: 1 },
    role: 'staff',
  },
  {
    method: 'POST',
    url: '/api/admin/leads/contact/1/notes',
    body: { body: 'Called back', version: 1 },
    role: 'staff',
  },
  {
    method: 'POST',
    url: '/api/admin/leads/contact/1/erase',
    body: { version: 1 },
    role: 'admin',
  },
  { method: 'POST', url: '/api/admin/leads/contact/1/deliveries/1/retry', role: 'staff' },
  { method: 'GET', url: '/api/admin/staff', role: 'admin' },
  {
    method: 'POST',
    url: '/api/admin/staff',
    body: {
      email: 'new@academy.example',
      name: 'New',
      role: 'staff',
      password: 'another long password',
    },
    role: 'admin',
  },
  { method: 'POST', url: '/api/admin/staff/999/sessions/end', role: 'admin' },
  {
    method: 'POST',
    url: '/api/admin/staff/999/disabled',
    body: { disabled: true, version: 1 },
    role: 'admin',
  },
  {
    method: 'POST',
    url: '/api/admin/staff/999/role',
    body: { role: 'admin', version: 1 },
    role: 'admin',
  },
  {
    method: 'POST',
    url: '/api/admin/staff/999/password',
    body: { password: 'another long password', version: 1 },
    role: 'admin',
  },
  { method: 'GET', url: '/api/admin/audit', role: 'admin' },
  { method: 'GET', url: '/api/admin/dashboard', role: 'staff' },
];
const call = (c: Client, r: (typeof ROUTES)[number]) =>
  r.method === 'GET' ? c.get(r.url) : c.post(r.url, r.body);

describe('who may use which console route', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.url}: 401 anonymous, ${route.role === 'admin' ? '403' : 'allowed'} for staff, allowed for admin`, async () => {
      const anonymous = await call(client(t.app), route);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: 'Please sign in.' });
      expect(anonymous.headers['cache-control']).toBe('no-store');
      expect(anonymous.headers['x-robots-tag']).toBe('noindex, nofollow');

      const staff = await call(await t.asStaff(), route);
      if (route.role === 'admin') expect(staff.statusCode).toBe(403);
      else expect([200, 404]).toContain(staff.statusCode);

      const admin = await call(await t.asAdmin(), route);
      expect([200, 201, 404]).toContain(admin.statusCode);
      expect(admin.headers['cache-control']).toBe('no-store');
      expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow');
    });
  }

  it('refuses a change without the echoed XSRF token, or from another site, even when signed in', async () => {
    const admin = await t.asAdmin();
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/admin/leads/contact/1/status',
      cookies: admin.jar,
      payload: { status: 'closed' },
    });
    expect(noHeader.statusCode).toBe(403);
    const { 'XSRF-TOKEN': _x, ...noCookie } = admin.jar;
    const noXsrfCookie = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sign-out',
      cookies: noCookie,
      headers: { 'x-xsrf-token': 'anything' },
    });
    expect(noXsrfCookie.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sign-out',
      cookies: admin.jar,
      headers: { 'x-xsrf-token': admin.jar['XSRF-TOKEN']!, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await admin.get('/api/admin/me')).statusCode).toBe(200);
  });

  it('no console GET writes anything (only the session it comes with is refreshed)', async () => {
    expect((await client(t.app).post('/api/contact', validEnquiry())).statusCode).toBe(200);
    const [lead] = await t.database.db
      .select()
      .from(contactEnquiries)
      .orderBy(desc(contactEnquiries.id))
      .limit(1);
    const tables = [auditLog, contactEnquiries, leadNotes, jobs, blogs, accreditations, staffUsers];
    const snapshot = () => Promise.all(tables.map((table) => t.database.db.select().from(table)));
    const admin = await t.asAdmin();
    const before = await snapshot();
    const gets = [
      ...ROUTES.filter((r) => r.method === 'GET').map((r) => r.url),
      `/api/admin/leads/contact/${lead!.id}`,
      '/api/admin/leads?q=a',
      '/api/admin/blogs',
      '/api/admin/blogs/1',
      '/api/admin/accreditations',
    ];
    for (const url of gets) expect((await admin.get(url)).statusCode, url).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  // The probe's forgery attempts, each with a valid session: every one refused, and nothing changed.
  const FORGERIES: [
    string,
    (jar: Record<string, string>, url: string) => Partial<InjectOptions>,
  ][] = [
    [
      'another origin',
      (jar) => ({
        cookies: jar,
        headers: { 'x-xsrf-token': jar['XSRF-TOKEN']!, origin: 'https://evil.example' },
      }),
    ],
    [
      'a sibling site (Sec-Fetch-Site: same-site)',
      (jar) => ({
        cookies: jar,
        headers: { 'x-xsrf-token': jar['XSRF-TOKEN']!, 'sec-fetch-site': 'same-site' },
      }),
    ],
    [
      'a header that does not match the cookie',
      (jar) => ({ cookies: jar, headers: { 'x-xsrf-token': 'guessed-token' } }),
    ],
    [
      'the token in the query string instead of the header',
      (jar, url) => ({ cookies: jar, url: `${url}?x-xsrf-token=${jar['XSRF-TOKEN']!}` }),
    ],
    [
      'an HTML form post (urlencoded, no header)',
      (jar) => ({
        cookies: jar,
        payload: 'status=closed&version=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ],
    [
      'a text/plain form post (no header)',
      (jar) => ({
        cookies: jar,
        payload: '{"status":"closed","version":1}',
        headers: { 'content-type': 'text/plain' },
      }),
    ],
    [
      'a method override on a GET',
      (jar) => ({
        cookies: jar,
        method: 'GET' as const,
        headers: { 'x-http-method-override': 'POST' },
      }),
    ],
  ];
  for (const [name, forge] of FORGERIES) {
    it(`refuses a forged change: ${name}`, async () => {
      expect((await client(t.app).post('/api/contact', validEnquiry())).statusCode).toBe(200);
      const [lead] = await t.database.db
        .select()
        .from(contactEnquiries)
        .orderBy(desc(contactEnquiries.id))
        .limit(1);
      const url = `/api/admin/leads/contact/${lead!.id}/status`;
      const admin = await t.asAdmin();
      // The same request with the echoed token is allowed: the forgery alone makes the difference.
      const before = await t.database.db.select().from(auditLog);
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { status: 'closed', version: 1 },
        ...forge(admin.jar, url),
      });
      expect([403, 404, 415]).toContain(response.statusCode);
      expect(response.json().success).toBe(false);
      expect(await t.database.db.select().from(auditLog)).toEqual(before);
      const [after] = await t.database.db
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.id, lead!.id));
      expect(after!.status).toBe('new');
      expect((await admin.post(url, { status: 'closed', version: 1 })).statusCode).toBe(200);
    });
  }
});

describe('sign-in', () => {
  it('answers an unknown account and a wrong password alike, and sets no session', async () => {
    const unknown = await client(t.app).post('/api/admin/sign-in', {
      email: 'nobody@academy.example',
      password: STAFF_PASSWORD,
    });
    const wrong = await client(t.app).post('/api/admin/sign-in', {
      email: 'staff@academy.example',
      password: 'not the password',
    });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'The email or password is not right.',
      });
      expect(response.cookies.filter((c) => c.value !== '')).toEqual([]);
    }
  });

  it('sets an HttpOnly, SameSite=Strict session cookie holding a 256-bit token whose hash alone is stored', async () => {
    const response = await client(t.app).post('/api/admin/sign-in', {
      email: 'STAFF@academy.example',
      password: STAFF_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      staff: { email: 'staff@academy.example', role: 'staff' },
    });
    const cookie = response.cookies.find((c) => c.name === 'academy_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
    const ids = (await t.database.db.select({ id: staffSessions.id }).from(staffSessions)).map(
      (s) => s.id,
    );
    expect(ids).not.toContain(cookie.value);
    expect(ids).toContain(crypto.createHash('sha256').update(cookie.value).digest('hex'));
  });

  it('gives a new token at every sign-in and ends the one the browser had', async () => {
    const first = await t.asStaff();
    const response = await first.post('/api/admin/sign-in', {
      email: 'staff@academy.example',
      password: STAFF_PASSWORD,
    });
    const second = response.cookies.find((c) => c.name === 'academy_staff')!.value;
    expect(second).not.toBe(first.jar.academy_staff);
    expect((await first.get('/api/admin/me')).statusCode).toBe(401);
    expect((await client(t.app, { academy_staff: second }).get('/api/admin/me')).statusCode).toBe(
      200,
    );
  });

  it('refuses a disabled account', async () => {
    const other = await createStaffAccount(t, 'staff', 'leaver@academy.example');
    const admin = await t.asAdmin();
    const leaver = await signedIn(t.app, 'leaver@academy.example');
    expect(
      (await admin.post(`/api/admin/staff/${other.id}/disabled`, { disabled: true, version: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await leaver.get('/api/admin/me')).statusCode).toBe(401);
    expect(
      (
        await client(t.app).post('/api/admin/sign-in', {
          email: 'leaver@academy.example',
          password: STAFF_PASSWORD,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('https', () => {
  it('names the cookie __Host- and marks it Secure when PUBLIC_URL is https', async () => {
    const secure = await buildAdminTestApp({ PUBLIC_URL: 'https://academy.example' });
    try {
      await createStaffAccount(secure, 'staff');
      const response = await client(secure.app).post('/api/admin/sign-in', {
        email: 'staff@academy.example',
        password: STAFF_PASSWORD,
      });
      const cookie = response.cookies.find((c) => c.name === '__Host-academy_staff');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie).not.toHaveProperty('domain');
    } finally {
      await secure.close();
    }
  });
});

describe('session lifetime', () => {
  it('ends after 30 idle minutes, and activity keeps it alive', async () => {
    const staff = await t.asStaff();
    t.advance(SESSION_IDLE_MS - MINUTE);
    expect((await staff.get('/api/admin/me')).statusCode).toBe(200);
    t.advance(SESSION_IDLE_MS - MINUTE);
    expect((await staff.get('/api/admin/me')).statusCode).toBe(200);
    t.advance(SESSION_IDLE_MS + MINUTE);
    expect((await staff.get('/api/admin/me')).statusCode).toBe(401);
  });

  it('ends after 12 hours however active', async () => {
    const staff = await t.asStaff();
    for (let spent = 0; spent + 20 * MINUTE < SESSION_ABSOLUTE_MS; spent += 20 * MINUTE) {
      t.advance(20 * MINUTE);
      expect((await staff.get('/api/admin/me')).statusCode).toBe(200);
    }
    // The loop stopped at 11 h 40 min; this passes the 12-hour mark although the session was just used.
    t.advance(21 * MINUTE);
    expect((await staff.get('/api/admin/me')).statusCode).toBe(401);
  });

  it('ends on the server at sign-out', async () => {
    const staff = await t.asStaff();
    const token = staff.jar.academy_staff!;
    expect((await staff.post('/api/admin/sign-out')).statusCode).toBe(200);
    expect((await client(t.app, { academy_staff: token }).get('/api/admin/me')).statusCode).toBe(
      401,
    );
  });

  it('lets an admin end every session of a user', async () => {
    const [laptop, phone] = [await t.asStaff(), await t.asStaff()];
    const admin = await t.asAdmin();
    const response = await admin.post(`/api/admin/staff/${t.staffId}/sessions/end`);
    expect(response.json().ended).toBeGreaterThanOrEqual(2);
    expect((await laptop.get('/api/admin/me')).statusCode).toBe(401);
    expect((await phone.get('/api/admin/me')).statusCode).toBe(401);
    expect((await admin.get('/api/admin/me')).statusCode).toBe(200);
    expect(t.adminId).not.toBe(t.staffId);
  });
});
