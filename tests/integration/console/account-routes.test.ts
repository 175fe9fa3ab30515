import { desc, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffAccount } from '../../../schemas/admin';
import { auditLog } from '../../../server/db/schema';
import {
  client,
  consoleWithAccounts,
  createStaffAccount,
  signedIn,
  STAFF_PASSWORD,
  type Client,
  versionOf,
} from '../../support/admin-fixtures';

const t = consoleWithAccounts();
beforeEach(() => t.database.db.execute(sql`truncate audit_log restart identity`));

const NEW_PASSWORD = 'a brand new long password';
// `:id` is the staff account's; every change leaves it as it was, so the routes can run in any order.
const ROUTES: { method: 'GET' | 'POST'; url: string; body?: object }[] = [
  { method: 'GET', url: '/api/admin/staff' },
  {
    method: 'POST',
    url: '/api/admin/staff',
    body: {
      email: 'made@academy.example',
      name: 'Made',
      role: 'staff',
      password: 'another long password',
    },
  },
  { method: 'POST', url: '/api/admin/staff/:id/role', body: { role: 'staff' } },
  { method: 'POST', url: '/api/admin/staff/:id/disabled', body: { disabled: false } },
  { method: 'POST', url: '/api/admin/staff/:id/sessions/end' },
  { method: 'POST', url: '/api/admin/staff/:id/password', body: { password: STAFF_PASSWORD } },
];
const call = async (c: Client, r: (typeof ROUTES)[number]) => {
  const url = r.url.replace(':id', String(t.staffId));
  if (r.method === 'GET') return c.get(url);
  return c.post(url, { ...r.body, version: await versionOf(t.database, 'staff_users', t.staffId) });
};
const accounts = async (admin: Client) =>
  (await admin.get('/api/admin/staff')).json().staff as StaffAccount[];
const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('who may manage staff accounts', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.url}: 401 anonymous, 403 staff, allowed for admin`, async () => {
      const anonymous = await call(client(t.app), route);
      expect(anonymous.statusCode).toBe(401);
      const staff = await call(await t.asStaff(), route);
      expect(staff.statusCode).toBe(403);
      expect(staff.json()).toEqual({ success: false, message: 'Your account may not do this.' });
      const admin = await call(await t.asAdmin(), route);
      expect([200, 201]).toContain(admin.statusCode);
      expect(admin.headers['cache-control']).toBe('no-store');
    });
  }
});

describe('accounts', () => {
  it('lists email, name, role, created, disabled and the live session count', async () => {
    const admin = await t.asAdmin();
    await admin.post(`/api/admin/staff/${t.staffId}/sessions/end`);
    await t.asStaff();
    await t.asStaff();
    const listed = (await accounts(admin)).find((a) => a.id === t.staffId)!;
    expect(listed).toMatchObject({
      email: 'staff@academy.example',
      name: 'Staff Person',
      role: 'staff',
      disabled: false,
      activeSessions: 2,
    });
    expect(Date.parse(listed.createdAt)).not.toBeNaN();
    // Sessions idle past 30 minutes no longer count.
    t.advance(31 * 60_000);
    const again = await t.asAdmin();
    expect((await accounts(again)).find((a) => a.id === t.staffId)!.activeSessions).toBe(0);
  });

  it('creates an account with the rules of admin:create, audited', async () => {
    const admin = await t.asAdmin();
    const short = await admin.post('/api/admin/staff', {
      email: 'short@academy.example',
      name: 'Short',
      role: 'staff',
      password: 'too short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: 'Use at least 12 characters.' });
    const created = await admin.post('/api/admin/staff', {
      email: ' Priya@Academy.example ',
      name: 'Priya Nair',
      role: 'staff',
      password: 'priya long password',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().staff).toMatchObject({
      email: 'priya@academy.example',
      name: 'Priya Nair',
      role: 'staff',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'staff_created',
      actorId: t.adminId,
      target: `staff:${created.json().staff.id}`,
    });
    const duplicate = await admin.post('/api/admin/staff', {
      email: 'priya@academy.example',
      name: 'Again',
      role: 'admin',
      password: 'priya long password',
    });
    expect(duplicate.statusCode).toBe(409);
    await signedIn(t.app, 'priya@academy.example', 'priya long password');
  });

  it('changes a role, audited, and the new role applies at once', async () => {
    const admin = await t.asAdmin();
    const staff = await t.asStaff();
    expect((await staff.get('/api/admin/audit')).statusCode).toBe(403);
    expect(
      (
        await admin.post(`/api/admin/staff/${t.staffId}/role`, {
          role: 'admin',
          version: await versionOf(t.database, 'staff_users', t.staffId),
        })
      ).json(),
    ).toEqual({ success: true, role: 'admin' });
    expect(await lastAudit()).toMatchObject({
      action: 'staff_role_changed',
      target: `staff:${t.staffId}`,
      details: { role: 'admin' },
    });
    expect((await staff.get('/api/admin/audit')).statusCode).toBe(200);
    expect(
      (
        await admin.post(`/api/admin/staff/${t.staffId}/role`, {
          role: 'staff',
          version: await versionOf(t.database, 'staff_users', t.staffId),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await admin.post(`/api/admin/staff/${t.staffId}/role`, {
          role: 'owner',
          version: await versionOf(t.database, 'staff_users', t.staffId),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await admin.post('/api/admin/staff/99999/role', { role: 'staff', version: 1 })).statusCode,
    ).toBe(404);
  });

  it('disables and enables an account: disabled ends its sessions and refuses sign-in', async () => {
    const admin = await t.asAdmin();
    const staff = await t.asStaff();
    expect(
      (
        await admin.post(`/api/admin/staff/${t.staffId}/disabled`, {
          disabled: true,
          version: await versionOf(t.database, 'staff_users', t.staffId),
        })
      ).statusCode,
    ).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'staff_disabled',
      target: `staff:${t.staffId}`,
    });
    expect((await staff.get('/api/admin/me')).statusCode).toBe(401);
    // The right password learns why; a wrong one is told only what any wrong password is told.
    const refused = await client(t.app).post('/api/admin/sign-in', {
      email: 'staff@academy.example',
      password: STAFF_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'This account is disabled. Ask an administrator to enable it.',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'sign_in_refused_disabled',
      target: `staff:${t.staffId}`,
    });
    const guessed = await client(t.app).post('/api/admin/sign-in', {
      email: 'staff@academy.example',
      password: `${STAFF_PASSWORD}x`,
    });
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json().message).toBe('The email or password is not right.');
    expect((await accounts(admin)).find((a) => a.id === t.staffId)).toMatchObject({
      disabled: true,
      activeSessions: 0,
    });
    expect(
      (
        await admin.post(`/api/admin/staff/${t.staffId}/disabled`, {
          disabled: false,
          version: await versionOf(t.database, 'staff_users', t.staffId),
        })
      ).statusCode,
    ).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'staff_enabled',
      target: `staff:${t.staffId}`,
    });
    await t.asStaff();
  });

  it('ends every session of a user, audited with how many', async () => {
    const admin = await t.asAdmin();
    await admin.post(`/api/admin/staff/${t.staffId}/sessions/end`);
    const one = await t.asStaff();
    await t.asStaff();
    expect((await admin.post(`/api/admin/staff/${t.staffId}/sessions/end`)).json()).toEqual({
      success: true,
      ended: 2,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'sessions_ended',
      target: `staff:${t.staffId}`,
      details: { ended: 2 },
    });
    expect((await one.get('/api/admin/me')).statusCode).toBe(401);
  });

  it('resets a password: the old one stops working, sessions end, audited without the password', async () => {
    const admin = await t.asAdmin();
    const staff = await t.asStaff();
    expect(
      (
        await admin.post(`/api/admin/staff/${t.staffId}/password`, {
          password: 'short',
          version: await versionOf(t.database, 'staff_users', t.staffId),
        })
      ).statusCode,
    ).toBe(400);
    const reset = await admin.post(`/api/admin/staff/${t.staffId}/password`, {
      password: NEW_PASSWORD,
      version: await versionOf(t.database, 'staff_users', t.staffId),
    });
    expect(reset.json()).toMatchObject({ success: true });
    expect(reset.json().sessionsEnded).toBeGreaterThanOrEqual(1);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'staff_password_reset', target: `staff:${t.staffId}` });
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
    expect((await staff.get('/api/admin/me')).statusCode).toBe(401);
    expect(
      (
        await client(t.app, {}, '10.1.1.1').post('/api/admin/sign-in', {
          email: 'staff@academy.example',
          password: STAFF_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    await signedIn(t.app, 'staff@academy.example', NEW_PASSWORD);
    await admin.post(`/api/admin/staff/${t.staffId}/password`, {
      password: STAFF_PASSWORD,
      version: await versionOf(t.database, 'staff_users', t.staffId),
    });
  });
});

describe('the last admin', () => {
  it('cannot be demoted or disabled, by themselves or anyone; with a second admin they can', async () => {
    const admin = await t.asAdmin();
    const message =
      'The console needs at least one enabled admin. Make another account an admin first.';
    for (const [url, body] of [
      [`/api/admin/staff/${t.adminId}/role`, { role: 'staff' }],
      [`/api/admin/staff/${t.adminId}/disabled`, { disabled: true }],
    ] as const) {
      const version = await versionOf(t.database, 'staff_users', t.adminId);
      const refused = await admin.post(url, { ...body, version });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, message });
    }
    expect((await admin.get('/api/admin/me')).json().staff).toMatchObject({ role: 'admin' });

    const second = await createStaffAccount(t, 'admin', 'second-admin@academy.example');
    expect(
      (
        await admin.post(`/api/admin/staff/${t.adminId}/role`, {
          role: 'staff',
          version: await versionOf(t.database, 'staff_users', t.adminId),
        })
      ).statusCode,
    ).toBe(200);
    const other = await signedIn(t.app, 'second-admin@academy.example');
    // Now the second admin is the last one.
    expect(
      (
        await other.post(`/api/admin/staff/${second.id}/disabled`, {
          disabled: true,
          version: await versionOf(t.database, 'staff_users', second.id),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await other.post(`/api/admin/staff/${t.adminId}/role`, {
          role: 'admin',
          version: await versionOf(t.database, 'staff_users', t.adminId),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await other.post(`/api/admin/staff/${second.id}/disabled`, {
          disabled: true,
          version: await versionOf(t.database, 'staff_users', second.id),
        })
      ).statusCode,
    ).toBe(200);
  });
});
