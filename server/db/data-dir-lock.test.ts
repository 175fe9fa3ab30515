import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_FILE, lockDataDir, type LockHolder } from './data-dir-lock';

// Real processes, since the lock is between processes: tests/support/hold-data-dir.ts takes it in another one.

interface Other {
  pid: number;
  /** Tries to take the lock now; resolves with what happened. */
  go(): Promise<{ held?: LockHolder; refused?: string }>;
  /** Ends its standard input: a holder releases the lock and exits. */
  end(): Promise<unknown>;
  kill(): Promise<unknown>;
}

async function otherProcess(dir: string): Promise<Other> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/support/hold-data-dir.ts', dir],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  expect((await lines.next()).value).toBe('ready');
  return {
    pid: child.pid!,
    async go() {
      child.stdin!.write('go\n');
      return JSON.parse((await lines.next()).value as string) as { held?: LockHolder };
    },
    end: () => (child.stdin!.end(), exited),
    kill: () => (child.kill('SIGKILL'), exited),
  };
}

let dir: string;
const lockFile = () => path.join(dir, LOCK_FILE);
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A lock as a process long gone left it: its pid now belongs to nobody. */
function deadLock(): LockHolder {
  const gone = spawnSync(process.execPath, ['-e', '']).pid;
  const holder = {
    pid: gone,
    command: 'npm start',
    server: true,
    since: '2026-01-01T00:00:00.000Z',
    host: os.hostname(),
    started: '1',
    token: 'left-behind',
  };
  fs.writeFileSync(lockFile(), JSON.stringify(holder));
  return holder;
}

describe('the DATA_DIR lock', { timeout: 60_000 }, () => {
  it('turns a second process away at once, naming the one that holds it, and leaves its lock as it was', async () => {
    const holder = await otherProcess(dir);
    const { held } = await holder.go();
    expect(held?.pid).toBe(holder.pid);
    const before = fs.readFileSync(lockFile(), 'utf8');

    const refusal = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUse);
    expect((refusal as DataDirInUse).holder.pid).toBe(holder.pid);
    expect((refusal as Error).message).toContain(`(pid ${holder.pid}, since ${held!.since})`);
    expect((refusal as Error).message).toContain('Wait for it to finish, then try again.');
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(before);

    await holder.end();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('is taken over from a process killed with SIGKILL', async () => {
    const holder = await otherProcess(dir);
    await holder.go();
    await holder.kill();
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: holder.pid });

    const lock = await lockDataDir(dir);
    expect(lock.holder.pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('is taken over when its pid now belongs to a process that started at another time', async () => {
    fs.writeFileSync(
      lockFile(),
      JSON.stringify({ ...deadLock(), pid: process.ppid, started: 'another time' }),
    );
    const lock = await lockDataDir(dir);
    expect(lock.holder.pid).toBe(process.pid);
    lock.release();
  });

  it('held by a process on another machine, is refused with how to free it if that process is gone', async () => {
    fs.writeFileSync(lockFile(), JSON.stringify({ ...deadLock(), host: 'elsewhere' }));
    const refusal = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUse);
    expect((refusal as Error).message).toContain('on elsewhere');
    expect((refusal as Error).message).toContain(
      `If no process on elsewhere uses it any more, delete ${lockFile()}.`,
    );
  });

  it('is refused to a second open in the same process, however the folder is named', async () => {
    const lock = await lockDataDir(dir);
    const link = `${dir}-link`;
    fs.symlinkSync(dir, link);
    try {
      for (const name of [dir, link, path.relative(process.cwd(), dir)])
        await expect(lockDataDir(name)).rejects.toBeInstanceOf(DataDirInUse);
    } finally {
      fs.rmSync(link);
    }
    expect(fs.existsSync(lockFile())).toBe(true);
    lock.release();
  });

  it('is removed only by its own holder: a lock that is not its own stays', async () => {
    const lock = await lockDataDir(dir);
    const someoneElse = JSON.stringify({ ...lock.holder, token: 'someone else' });
    fs.writeFileSync(lockFile(), someoneElse);
    lock.release();
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(someoneElse);
  });

  it('goes to exactly one of several processes that find the same dead lock at once', async () => {
    for (let round = 0; round < 2; round++) {
      deadLock();
      const others = await Promise.all(Array.from({ length: 5 }, () => otherProcess(dir)));
      const results = await Promise.all(others.map((other) => other.go()));
      const winners = results.filter((r) => r.held);
      expect(winners).toHaveLength(1);
      for (const loser of results.filter((r) => r.refused))
        expect(loser.refused).toContain(`pid ${winners[0]!.held!.pid}`);
      expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({
        pid: winners[0]!.held!.pid,
      });
      await Promise.all(others.map((other) => other.end()));
      expect(fs.readdirSync(dir)).toEqual([]);
    }
  });
});
