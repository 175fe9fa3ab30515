import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { freePort } from './free-port';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { TEMPLATE_DATABASE, pgliteDump, testDatabaseKind } from './test-database';

// The real server process, as `npm start` runs it (the bundle, made for the suite by server-bundle.ts), API only
// so no site build is needed, for tests of what only a process shows: start-up failures, signals, process-level
// errors.

export interface RealServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

const quiet = { LOG_LEVEL: 'info', NODE_ENV: 'production', SERVE_SITE: 'false', HOST: '127.0.0.1' };

/**
 * Starts the process; `extraArgs` go before the entry (e.g. a preload module). `boundByPermissions`: when run as
 * root, the process is started without the capabilities that let root ignore file permissions (setpriv), so a
 * directory it may not write is one it cannot write; it stays root, so it still reads the project however the
 * checkout's folders are shared (another user could not reach a clone in a private temporary folder).
 */
export async function spawnServer(
  env: Record<string, string>,
  {
    extraArgs = [],
    boundByPermissions = false,
  }: { extraArgs?: string[]; boundByPermissions?: boolean } = {},
): Promise<RealServer> {
  const port = String(await freePort());
  const argv = [process.execPath, ...extraArgs, inject('serverBundle')];
  const asRoot = process.getuid?.() === 0;
  const [command, ...args] =
    boundByPermissions && asRoot
      ? ['setpriv', '--bounding-set', '-dac_override,-dac_read_search', '--', ...argv]
      : argv;
  const child = spawn(command!, args, {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...quiet,
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/** Waits until /api/health answers 200, or fails with what the process said. */
export async function untilReady(server: RealServer, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    const ok = await fetch(`${server.url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`the server did not become ready:\n${server.output()}`);
}

/** JSON log lines the process wrote (pino), skipping anything else. */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export interface ServerDatabase {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** Opens the database the process used (after it has exited, for PGlite). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/** A migrated, seeded database of the suite's kind for a real server process, in or beside `dataDir`. */
export async function serverDatabase(dataDir: string): Promise<ServerDatabase> {
  fs.mkdirSync(dataDir, { recursive: true });
  if (testDatabaseKind() === 'pglite') {
    await dataDirFromTemplate(dataDir);
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject('postgresUrl');
  const name = `p_${randomUUID().replaceAll('-', '')}`;
  const admin = await openDatabase({ url: adminUrl });
  await admin.db.execute(sql.raw(`create database ${name} template ${TEMPLATE_DATABASE}`));
  await admin.close();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: () => openDatabase({ url }),
    async dispose() {
      const cleanup = await openDatabase({ url: adminUrl });
      await cleanup.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await cleanup.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A DATA_DIR holding the suite's migrated, seeded PGlite database, so the process skips PGlite's slow first start. */
export async function dataDirFromTemplate(dataDir: string): Promise<string> {
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
    loadDataDir: pgliteDump(inject('pgliteTemplate')),
  });
  await pglite.close();
  return dataDir;
}
