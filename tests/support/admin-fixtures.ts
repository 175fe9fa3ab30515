import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { StaffRole } from '../../schemas/admin';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createStaffService } from '../../server/console/staff';
import { createTestDatabase, type TestDatabase } from './test-database';

export const STAFF_PASSWORD = 'a long staff password';
const XSRF = 'test-xsrf-token';

/** The API on a fresh database with a clock the test moves, so sessions expire without sleeping. */
export async function buildAdminTestApp(env: Record<string, string> = {}) {
  const database: TestDatabase = await createTestDatabase();
  let now = Date.parse('2026-03-02T09:00:00Z');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    RATE_LIMIT_FORMS_MAX: '100000',
    RATE_LIMIT_API_MAX: '100000',
    ...env,
  });
  const clock = () => new Date(now);
  const app = await buildApp({ config, database, clock });
  await app.ready();
  return {
    app,
    database,
    /** The console's clock, for a second server on the same database. */
    clock,
    advance(ms: number) {
      now += ms;
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
export type AdminTestApp = Awaited<ReturnType<typeof buildAdminTestApp>>;

export async function createStaffAccount(
  t: Pick<AdminTestApp, 'database'>,
  role: StaffRole,
  email = `${role}@academy.example`,
) {
  return createStaffService(t.database.db).create({
    email,
    name: `${role[0]!.toUpperCase()}${role.slice(1)} Person`,
    role,
    password: STAFF_PASSWORD,
  });
}

/** A browser-like caller: the XSRF cookie echoed in its header, plus whatever cookies it was given. */
export function client(
  app: FastifyInstance,
  cookies: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) {
  const jar: Record<string, string> = { 'XSRF-TOKEN': XSRF, ...cookies };
  const send = (options: InjectOptions) =>
    app.inject({
      remoteAddress,
      ...options,
      cookies: jar,
      headers: { 'x-xsrf-token': XSRF, ...(options.headers ?? {}) },
    });
  return {
    jar,
    send,
    get: (url: string) => send({ method: 'GET', url }),
    post: (url: string, payload: object = {}) => send({ method: 'POST', url, payload }),
  };
}

export type Client = ReturnType<typeof client>;

/** Signs in through the API and returns a caller holding the session cookie. */
export async function signedIn(
  app: FastifyInstance,
  email: string,
  password = STAFF_PASSWORD,
  remoteAddress = '127.0.0.1',
): Promise<Client> {
  const response = await client(app, {}, remoteAddress).post('/api/admin/sign-in', {
    email,
    password,
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name.endsWith('academy_staff'))!;
  return client(app, { [cookie.name]: cookie.value }, remoteAddress);
}

/**
 * A test file's console: the API on a fresh database with one admin (admin@academy.example) and one
 * staff account (staff@academy.example), built before the file's tests and closed after them.
 */
export function consoleWithAccounts(env: Record<string, string> = {}) {
  let built: AdminTestApp | undefined;
  const ids = { admin: 0, staff: 0 };
  const ready = () => {
    if (!built) throw new Error('the console is built in beforeAll: use it inside a test or hook');
    return built;
  };
  beforeAll(async () => {
    built = await buildAdminTestApp(env);
    ids.admin = (await createStaffAccount(built, 'admin')).id;
    ids.staff = (await createStaffAccount(built, 'staff')).id;
  });
  afterAll(() => built?.close());
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    advance: (ms: number) => ready().advance(ms),
    /** The console's time now. */
    clock: () => ready().clock(),
    get adminId() {
      return ids.admin;
    },
    get staffId() {
      return ids.staff;
    },
    /** A caller signed in as the admin, or as the staff account. */
    asAdmin: () => signedIn(ready().app, 'admin@academy.example'),
    asStaff: () => signedIn(ready().app, 'staff@academy.example'),
  };
}
