import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { auditLog, rateLimits } from '../../../server/db/schema';
import { SIGN_IN_LIMITS } from '../../../server/console/sign-in';
import {
  buildAdminTestApp,
  client,
  createStaffAccount,
  STAFF_PASSWORD,
  type AdminTestApp,
} from '../../support/admin-fixtures';

let t: AdminTestApp;
beforeAll(async () => {
  t = await buildAdminTestApp();
  await createStaffAccount(t, 'staff', 'target@academy.example');
  await createStaffAccount(t, 'staff', 'bystander@academy.example');
});
afterAll(() => t.close());

const attempt = (email: string, password: string, ip: string) =>
  client(t.app, {}, ip).post('/api/admin/sign-in', { email, password });

describe('failed sign-in throttling', () => {
  it('locks an account after repeated failures, from any address, until the window passes', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++)
      expect(
        (await attempt('target@academy.example', 'wrong password', `10.0.0.${i + 1}`)).statusCode,
      ).toBe(401);
    const locked = await attempt('target@academy.example', STAFF_PASSWORD, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed sign-ins. Please wait 15 minutes and try again.',
    );
    // An unknown account is throttled the same way, so the lock tells nothing about who exists.
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++)
      await attempt('ghost@academy.example', 'wrong password', `10.0.2.${i + 1}`);
    expect((await attempt('ghost@academy.example', 'wrong password', '10.0.3.1')).statusCode).toBe(
      429,
    );

    expect(
      (await attempt('bystander@academy.example', STAFF_PASSWORD, '10.0.1.1')).statusCode,
    ).toBe(200);
    t.advance(SIGN_IN_LIMITS.windowMs + 1000);
    expect((await attempt('target@academy.example', STAFF_PASSWORD, '10.0.1.1')).statusCode).toBe(
      200,
    );
  });

  it('locks an address that tries many accounts', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++)
      expect(
        (await attempt(`guess${i}@academy.example`, 'wrong password', '192.0.2.7')).statusCode,
      ).toBe(401);
    expect(
      (await attempt('bystander@academy.example', STAFF_PASSWORD, '192.0.2.7')).statusCode,
    ).toBe(429);
    expect(
      (await attempt('bystander@academy.example', STAFF_PASSWORD, '192.0.2.8')).statusCode,
    ).toBe(200);
  });

  it('a throttled attempt stores nothing but its count: no audit entry, no row per email tried', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++)
      await attempt(`flood${i}@academy.example`, 'wrong password', '192.0.2.9');
    const stored = async () => {
      const [limits] = await t.database.db.select({ n: count() }).from(rateLimits);
      const [audited] = await t.database.db.select({ n: count() }).from(auditLog);
      return { limits: limits!.n, audited: audited!.n };
    };
    const before = await stored();
    for (let i = 0; i < 30; i++)
      expect(
        (await attempt(`new${i}@academy.example`, 'wrong password', '192.0.2.9')).statusCode,
      ).toBe(429);
    expect(await stored()).toEqual(before);
  });
});

describe('the counters a refused sign-in leaves', () => {
  const rows = async () =>
    (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);

  it('are none: an address past its limit trying ever new accounts, or a locked account tried from ever new addresses, adds no row', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++)
      await attempt(`fill-${i}@academy.example`, 'wrong password', '192.0.2.50');
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++)
      await attempt('locked@academy.example', 'wrong password', `198.51.100.${i + 1}`);
    const before = await rows();
    for (let i = 0; i < 30; i++) {
      expect(
        (await attempt(`spray-${i}@academy.example`, 'wrong password', '192.0.2.50')).statusCode,
      ).toBe(429);
      expect(
        (await attempt('locked@academy.example', 'wrong password', `203.0.113.${100 + i}`))
          .statusCode,
      ).toBe(429);
    }
    expect((await rows()).sort()).toEqual(before.sort());
  });
});

describe('a burst of parallel guesses', () => {
  /** How many of the burst's answers had each status, e.g. { 401: 5, 429: 7 }. */
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

  it('gets at most the limit of password checks per account, even split over two server processes on one database', async () => {
    // A second server on the same database: the count is shared through the database, not held in a process.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '.tmp/test-data',
      RATE_LIMIT_API_MAX: '100000',
    });
    const other = await buildApp({ config, database: t.database, clock: t.clock });
    try {
      const N = 12;
      const burst = Array.from({ length: N }, (_, i) =>
        client(i % 2 ? other : t.app, {}, `10.9.0.${i + 1}`).post('/api/admin/sign-in', {
          email: 'burst@academy.example',
          password: `guess ${i}`,
        }),
      );
      const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
      expect(tally(statuses)).toEqual({
        401: SIGN_IN_LIMITS.perAccount,
        429: N - SIGN_IN_LIMITS.perAccount,
      });
    } finally {
      await other.close();
    }
  });

  it('gets at most the limit of password checks per client address across accounts', async () => {
    const N = SIGN_IN_LIMITS.perIp + 10;
    const burst = Array.from({ length: N }, (_, i) =>
      attempt(`spray${i}@academy.example`, 'wrong password', '198.51.100.9'),
    );
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(tally(statuses)).toEqual({ 401: SIGN_IN_LIMITS.perIp, 429: N - SIGN_IN_LIMITS.perIp });
  });

  it('lets the owner in after a few mistakes, and a success gives back only its own attempt', async () => {
    const owner = 'owner@academy.example';
    await createStaffAccount(t, 'staff', owner);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount - 1; i++)
      expect((await attempt(owner, 'typo', '203.0.113.5')).statusCode).toBe(401);
    expect((await attempt(owner, STAFF_PASSWORD, '203.0.113.5')).statusCode).toBe(200);
    // The earlier mistakes still count: one more wrong guess reaches the limit, the next is refused.
    expect((await attempt(owner, 'typo', '203.0.113.6')).statusCode).toBe(401);
    expect((await attempt(owner, STAFF_PASSWORD, '203.0.113.6')).statusCode).toBe(429);
  });
});
