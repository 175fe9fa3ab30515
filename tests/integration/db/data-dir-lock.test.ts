import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../../server/db/data-dir-lock';
import { contactEnquiries } from '../../../server/db/schema';
import { listBackups } from '../../../server/backup/runner';
import { validEnquiry } from '../../support/lead-fixtures';
import {
  serverDatabase,
  spawnServer,
  untilReady,
  type RealServer,
  type ServerDatabase,
} from '../../support/real-server';
import { testDatabaseKind } from '../../support/test-database';

// The README's first steps with real processes: `npm start`, then in a second terminal the commands it names.
// The embedded database has one writer: a second server, or a command that would open its files, is turned
// away (or goes through the running server) and changes nothing. On PostgreSQL several processes are normal.

const pglite = testDatabaseKind() === 'pglite';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-one-writer-'));
const dataDir = path.join(root, 'data');
const ADMIN = { email: 'first.admin@academy.example', password: 'the first admin password' };
let database: ServerDatabase;
let server: RealServer;

/** Starts the server as a careless shell would, with umask 000 (a child process inherits it). */
async function startServer(): Promise<RealServer> {
  const umask = process.umask(0);
  try {
    return await spawnServer({ ...database.env, LOG_LEVEL: 'warn' });
  } finally {
    process.umask(umask);
  }
}

/** Runs node with `args` on this DATA_DIR, as the README's commands run. */
function run(
  args: string[],
  input = '',
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...database.env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
}

/** One of the README's commands, as `npm run` runs it (through tsx). */
const command = (script: string, args: string[] = [], input = '') =>
  run(['--import', 'tsx', script, ...args], input);

const signIn = (url: string) =>
  fetch(`${url}/api/admin/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
    body: JSON.stringify(ADMIN),
  });

/** Every file and folder under `dir` with its size, time and mode: what "nothing changed" compares. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true }) as string[]).sort().map((name) => {
      const stat = fs.lstatSync(path.join(dir, name));
      return [name, `${stat.size} ${stat.mtimeMs} ${(stat.mode & 0o7777).toString(8)}`];
    }),
  );
}

/** Files and folders under DATA_DIR that another user of the machine could read or change. */
const openToOthers = () =>
  (fs.readdirSync(dataDir, { recursive: true }) as string[]).filter(
    (name) => fs.lstatSync(path.join(dataDir, name)).mode & 0o077,
  );

beforeAll(async () => {
  database = await serverDatabase(dataDir);
  server = await startServer();
  await untilReady(server);
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await database?.dispose();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('one writer per embedded database', { timeout: 240_000 }, () => {
  it(
    pglite
      ? 'a second server (or npm start) on the same DATA_DIR is refused at once, naming the first, and changes nothing; the first serves on'
      : 'on PostgreSQL a second server on the same database starts beside the first',
    async () => {
      const before = snapshot(dataDir);
      const second = await spawnServer({ ...database.env, LOG_LEVEL: 'warn' });
      if (pglite) {
        expect(await second.exited).toBe(1);
        const holder = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as {
          since: string;
        };
        const refusal = `DATA_DIR ${dataDir} is in use by the server (pid ${server.child.pid}, since ${holder.since}): the embedded database takes one process at a time. Stop that server first, or give this process another DATA_DIR.`;
        expect(second.output().trim()).toBe(refusal);
        // `npm start` says so before it would build (and replace the files the first one serves).
        const started = await run(['scripts/start.mjs']);
        expect([started.status, started.stderr.trim(), started.stdout]).toEqual([1, refusal, '']);
        // Its exit removed nothing of the first's: the lock with its control channel is as it was.
        expect(snapshot(dataDir)).toEqual(before);
      } else {
        await untilReady(second);
        expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      }
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    },
  );

  it('admin:create while the server runs makes an account the server signs in with at once', async () => {
    const created = await command(
      'scripts/admin-create.ts',
      ['--email', ADMIN.email, '--name', 'First Admin', '--role', 'admin'],
      `${ADMIN.password}\n`,
    );
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain(`Created admin account ${ADMIN.email} (id `);
    if (pglite)
      expect(created.stdout).toContain(
        `The server (pid ${server.child.pid}) holds the embedded database: creating the account through it.`,
      );
    expect((await signIn(server.url)).status).toBe(200);
  });

  it('db:backup and vitals:report work while the server runs', async () => {
    const lead = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validEnquiry()),
    });
    expect(lead.status).toBe(200);
    const backup = await command('scripts/db-backup.ts');
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(listBackups(path.join(dataDir, 'backups'))).toHaveLength(1);
    if (pglite) expect(backup.stdout).toContain(`The server (pid ${server.child.pid}) holds`);

    const report = await command('scripts/vitals-report.ts', ['--days', '7']);
    expect(report.stderr).toBe('');
    expect(report.status).toBe(0);
    expect(report.stdout).toContain('Real-user vitals, p75 per route, last 7 days');
  });

  it(
    pglite
      ? 'db:migrate and db:restore while the server runs refuse, naming it, and change nothing'
      : 'on PostgreSQL db:migrate runs while the server runs',
    async () => {
      const before = snapshot(dataDir);
      const migrated = await command('server/db/migrate-cli.ts');
      if (!pglite) {
        expect([migrated.status, migrated.stdout]).toEqual([0, 'Migrations applied (postgres).\n']);
        return;
      }
      const [file] = listBackups(path.join(dataDir, 'backups'));
      const restored = await command('scripts/db-restore.ts', [
        path.join(dataDir, 'backups', file!),
        '--force',
      ]);
      for (const refused of [migrated, restored]) {
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain(
          `DATA_DIR ${dataDir} is in use by the server (pid ${server.child.pid}, since `,
        );
        expect(refused.stderr).toContain('Stop that server first');
        expect(refused.stderr).toContain('Nothing was changed.');
      }
      expect(snapshot(dataDir)).toEqual(before);
    },
  );

  it('keeps every file under DATA_DIR to its user though the server runs with umask 000', async () => {
    // PGlite's relation cache files are made 0644 by a umask of its own while it runs: inside 0700 folders.
    const mail = path.join(dataDir, 'mail');
    for (let wait = 0; wait < 300 && !fs.existsSync(mail); wait++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fs.readdirSync(mail)).toHaveLength(1);
    expect(openToOthers().filter((name) => !name.endsWith('pg_internal.init'))).toEqual([]);
  });

  it('a server killed with SIGKILL does not block the next start; the account survives it', async () => {
    server.child.kill('SIGKILL');
    await server.exited;
    server = await startServer();
    await untilReady(server);
    expect((await signIn(server.url)).status).toBe(200);
    const check = await database.open().catch((error: Error) => error);
    if (pglite) expect((check as Error).message).toContain(`pid ${server.child.pid}`);
    else await (check as Awaited<ReturnType<ServerDatabase['open']>>).close();

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    expect(openToOthers()).toEqual([]);
    const stored = await database.open();
    const [leads] = await stored.db.select({ n: count() }).from(contactEnquiries);
    await stored.close();
    expect(leads!.n).toBeGreaterThan(0);
  });
});
