import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The script as an academy runs it, password piped on standard input.
// Each run loads the server's modules in a fresh process: slow on a loaded machine.
describe('npm run admin:create with a piped password', { timeout: 60_000 }, () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-create-')), 'data');
  });
  afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  const run = (email: string, input: string) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/admin-create.ts',
        '--email',
        email,
        '--name',
        'Piped Admin',
        '--role',
        'admin',
      ],
      {
        input,
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );

  it('refuses two lines, which no browser could type as one password, and opens no database', () => {
    const result = run('piped@academy.example', 'first line password\nsecond line password\n');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The password on standard input holds a line break');
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('takes one line ended by CRLF as that line: the refusal is for line breaks inside the password', () => {
    // An address the schema refuses stops it before the database, so the answer shows how the password was read.
    const result = run('not-an-address', 'one line password\r\n');
    expect(result.status).toBe(1);
    expect(result.stderr).not.toContain('line break');
    expect(result.stderr).toMatch(/^email: /m);
  });
});
