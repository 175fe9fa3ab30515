import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logLines, serverDatabase, spawnServer, untilReady } from '../support/real-server';

// The real process: a data directory it cannot use stops start-up with one plain sentence, and
// process-level errors are logged, never silent; an uncaught exception ends in a graceful
// shutdown and a non-zero exit so the supervisor starts a fresh process.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-startup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Output lines that look like a stack trace. */
const stackLines = (output: string) => output.split('\n').filter((line) => /^\s+at /.test(line));

describe('start-up on a data directory it cannot use', { timeout: 90_000 }, () => {
  it('says so in one sentence when part of DATA_DIR is a file', async () => {
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, 'not a directory');
    const dataDir = path.join(file, 'data');
    const server = await spawnServer({ DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      `DATA_DIR ${dataDir} is not writable: part of the path is a file, not a directory.`,
    );
  });

  // Permissions do not bind root, so as root the server runs without the capabilities that ignore them;
  // either way the directory is one the server may not write.
  it('says so in one sentence when DATA_DIR is read-only to the server', async () => {
    const dataDir = path.join(root, 'read-only');
    fs.mkdirSync(dataDir, { mode: 0o555 });
    fs.chmodSync(dataDir, 0o555);
    const server = await spawnServer({ DATA_DIR: dataDir }, { boundByPermissions: true });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(`DATA_DIR ${dataDir} is not writable: permission denied.`);
    expect(stackLines(server.output())).toEqual([]);
  });
});

describe('process-level errors', { timeout: 240_000 }, () => {
  it('logs an unhandled rejection and keeps serving; logs an uncaught exception, shuts down and exits 1', async () => {
    const database = await serverDatabase(path.join(root, 'faults'));
    const server = await spawnServer(database.env, {
      extraArgs: ['--import', './tests/support/process-faults.mjs'],
    });
    await untilReady(server);
    const lineWith = (msg: string) => logLines(server.output()).find((l) => l.msg === msg);
    const until = async (msg: string) => {
      const deadline = Date.now() + 30_000;
      while (!lineWith(msg) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      return lineWith(msg);
    };

    server.child.kill('SIGUSR2');
    expect(await until('unhandled rejection')).toMatchObject({
      level: 50,
      err: { message: 'test fault: a rejection nobody handled' },
    });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    server.child.kill('SIGUSR2');
    expect(await server.exited).toBe(1);
    expect(lineWith('uncaught exception: shutting down')).toMatchObject({
      level: 60,
      err: { message: 'test fault: an uncaught exception' },
    });
    expect(lineWith('shutting down: finishing in-flight requests')).toMatchObject({
      reason: 'uncaughtException',
    });
    await database.dispose();
  });
});
