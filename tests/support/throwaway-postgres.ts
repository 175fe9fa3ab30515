import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

// A PostgreSQL 15 cluster in a temporary folder, for tests and benchmarks. initdb and postgres refuse
// to run as root, so as root every command runs as the `postgres` OS user.

export interface ThrowawayPostgres {
  /** Connection URL of the `postgres` database as superuser. */
  url: string;
  port: number;
  urlFor(database: string): string;
  /** Stops the server, keeping its data (to simulate an outage). */
  stop(): void;
  /** Starts it again after stop(). */
  start(): void;
  /** Stops the server and removes its folder. */
  destroy(): void;
}

const isRoot = process.getuid?.() === 0;

function run(command: string, args: string[]) {
  const [cmd, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`,
    );
  }
}

/** `durable`: keep fsync and synchronous commit on, for tests that crash the server and count what survived. */
export async function startThrowawayPostgres({
  durable = false,
}: { durable?: boolean } = {}): Promise<ThrowawayPostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(root, uid, gid);
  }
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const speed = durable ? '' : ' -c fsync=off -c full_page_writes=off -c synchronous_commit=off';
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${root}${speed} -c max_connections=200`;
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  start();
  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let destroyed = false;
  return {
    url: urlFor('postgres'),
    port,
    urlFor,
    stop,
    start,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
