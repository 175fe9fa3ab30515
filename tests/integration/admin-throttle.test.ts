import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../../server/services/admin/sign-in';
import { buildAdminTestApp, client, createStaffAccount, STAFF_PASSWORD, type AdminTestApp } from '../setup/admin-fixtures';

let t: AdminTestApp;
beforeAll(async () => {
  t = await buildAdminTestApp();
  await createStaffAccount(t, 'staff', 'target@academy.example');
  await createStaffAccount(t, 'staff', 'bystander@academy.example');
});
afterAll(() => t.close());

const attempt = (email: string, password: string, ip: string) => client(t.app, {}, ip).post('/api/admin/sign-in', { email, password });

describe('failed sign-in throttling', () => {
  it('locks an account after repeated failures, from any address, until the window passes', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) expect((await attempt('target@academy.example', 'wrong password', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    const locked = await attempt('target@academy.example', STAFF_PASSWORD, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-ins. Please wait 15 minutes and try again.');
    // An unknown account is throttled the same way, so the lock tells nothing about who exists.
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) await attempt('ghost@academy.example', 'wrong password', `10.0.2.${i + 1}`);
    expect((await attempt('ghost@academy.example', 'wrong password', '10.0.3.1')).statusCode).toBe(429);

    expect((await attempt('bystander@academy.example', STAFF_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    t.advance(SIGN_IN_LIMITS.windowMs + 1000);
    expect((await attempt('target@academy.example', STAFF_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('locks an address that tries many accounts', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++) expect((await attempt(`guess${i}@academy.example`, 'wrong password', '192.0.2.7')).statusCode).toBe(401);
    expect((await attempt('bystander@academy.example', STAFF_PASSWORD, '192.0.2.7')).statusCode).toBe(429);
    expect((await attempt('bystander@academy.example', STAFF_PASSWORD, '192.0.2.8')).statusCode).toBe(200);
  });
});
