import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepDataDirPrivate } from './private-files';

let root: string;
let umask: number;
const mode = (...parts: string[]) => fs.lstatSync(path.join(root, ...parts)).mode & 0o777;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-private-'));
  // What a careless shell or a container may run with: new files readable and writable by everyone.
  umask = process.umask(0);
});
afterEach(() => {
  process.umask(umask);
  fs.rmSync(root, { recursive: true, force: true });
});

function write(file: string, fileMode: number) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true, mode: 0o777 });
  fs.writeFileSync(path.join(root, file), 'x', { mode: fileMode });
}

describe('keepDataDirPrivate', () => {
  it("narrows the product's files to 0600 and directories to 0700, and makes new ones so whatever the umask", () => {
    write('pglite/base/5/16390', 0o666);
    write('pglite/pg_wal/000000010000000000000001', 0o666);
    write('uploads/blogs/a.webp', 0o644);
    write('backups/academy-backup-2026-01-01T00-00-00.000Z.tar.gz', 0o640);
    write('mail/lead.eml', 0o666);
    write('app-secret', 0o644);
    write('lock.json', 0o644);
    fs.chmodSync(root, 0o755);

    keepDataDirPrivate(root);

    for (const file of fs.readdirSync(root, { recursive: true }) as string[]) {
      const stat = fs.lstatSync(path.join(root, file));
      expect([file, stat.mode & 0o777]).toEqual([file, stat.isDirectory() ? 0o700 : 0o600]);
    }
    expect(mode()).toBe(0o700);
    fs.writeFileSync(path.join(root, 'uploads', 'new.webp'), 'x');
    fs.mkdirSync(path.join(root, 'mail', 'new'));
    expect([mode('uploads', 'new.webp'), mode('mail', 'new')]).toEqual([0o600, 0o700]);
  });

  it('leaves alone what is not the product’s, and what a link points to', () => {
    write('pglite/PG_VERSION', 0o666);
    write('notes/plan.txt', 0o644);
    const outside = path.join(root, 'notes', 'plan.txt');
    fs.symlinkSync(outside, path.join(root, 'pglite', 'link'));
    fs.chmodSync(root, 0o755);

    keepDataDirPrivate(root);

    expect(mode('pglite', 'PG_VERSION')).toBe(0o600);
    expect(mode('notes')).toBe(0o777);
    expect(mode('notes', 'plan.txt')).toBe(0o644);
    // A folder that also holds someone else's files (a home directory) keeps its own mode.
    expect(mode()).toBe(0o755);
  });
});
