import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArchiveWriter, unpackBackup, type Manifest } from '../../server/backup/archive';
import { takeBackup, type BackupResult } from '../../server/backup/backup';
import {
  MIGRATIONS,
  migrateWith,
  migrationOf,
  migrationsUpTo,
} from '../../server/backup/migrations';
import { restoreBackup, RestoreRefused } from '../../server/backup/restore';
import { listBackups } from '../../server/backup/runner';
import { rowsOf } from '../../server/db/rows';
import { uploads } from '../../server/db/schema';
import { serverDatabase } from '../setup/real-server';
import {
  createEmptyTestDatabase,
  createTestDatabase,
  type TestDatabase,
} from '../setup/test-database';

// What restore must refuse, leaving the target as it was: a file cut short, damaged, tampered with,
// not a backup at all, or left by a backup killed half-way.

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-backup-'));
let source: TestDatabase;
let target: TestDatabase;
let good: BackupResult;

const publicTables = async (database: TestDatabase) =>
  rowsOf<{ n: number }>(
    await database.db.execute(
      sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
    ),
  )[0]!.n;

beforeAll(async () => {
  source = await createTestDatabase();
  good = await takeBackup({
    database: source,
    outDir: path.join(work, 'good'),
  });
  target = await createEmptyTestDatabase();
});
afterAll(async () => {
  await target?.dispose();
  await source?.dispose();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Restores `file` into the empty target: it must be refused with `reason`, and the target left empty. */
async function expectRefused(file: string, reason: RegExp) {
  const refusal = await restoreBackup({ file, database: target }).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(RestoreRefused);
  expect((refusal as Error).message).toMatch(reason);
  expect((refusal as Error).message).toMatch(/Nothing was changed/);
  expect(await publicTables(target)).toBe(0);
}

/** The good backup written again with a changed manifest or table data: the compression and tar intact. */
async function repacked(
  name: string,
  manifestOf: (manifest: Manifest) => Manifest,
  dataOf = (_table: string, data: string) => data,
): Promise<string> {
  const dir = path.join(work, `${name}-unpacked`);
  fs.mkdirSync(dir);
  const manifest = await unpackBackup(good.file, dir);
  const file = path.join(work, `${name}.tar.gz`);
  const writer = createArchiveWriter(file);
  for (const table of manifest.tables)
    await writer.add(
      `db/${table.name}.jsonl`,
      Buffer.from(
        dataOf(table.name, fs.readFileSync(path.join(dir, 'db', `${table.name}.jsonl`), 'utf8')),
      ),
    );
  await writer.finish(manifestOf(manifest));
  return file;
}

describe('restore refuses a file that is not a whole backup', () => {
  it('a file cut short, at any point', async () => {
    const bytes = fs.readFileSync(good.file);
    for (const length of [bytes.length - 1, Math.floor(bytes.length / 2), 100]) {
      const file = path.join(work, `cut-${length}.tar.gz`);
      fs.writeFileSync(file, bytes.subarray(0, length));
      await expectRefused(file, /damaged or incomplete|no manifest/);
    }
  });

  it('a damaged byte', async () => {
    const bytes = Buffer.from(fs.readFileSync(good.file));
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const file = path.join(work, 'damaged.tar.gz');
    fs.writeFileSync(file, bytes);
    await expectRefused(file, /damaged or incomplete/);
  });

  it('an entry changed after the backup was written, its size the same (the compression intact, the checksum not)', async () => {
    const file = await repacked(
      'tampered',
      (manifest) => manifest,
      (table, data) =>
        table === 'blogs' ? data.replace('"published": true', '"published": null') : data,
    );
    await expectRefused(file, /db\/blogs\.jsonl does not match its checksum/);
  });

  it('a file that is not a backup', async () => {
    const file = path.join(work, 'notes.txt');
    fs.writeFileSync(file, 'not a backup\n');
    await expectRefused(file, /damaged or incomplete/);
  });

  it('what a backup killed half-way leaves: no file under a backup name, and a partial file restore refuses', async () => {
    const dataDir = path.join(work, 'killed');
    const database = await serverDatabase(dataDir);
    try {
      // Pictures that take a while to pack (random bytes do not compress), so the kill lands mid-way.
      const handle = await database.open();
      for (let i = 0; i < 40; i++)
        await handle.db.insert(uploads).values({
          path: `blogs/${crypto.randomBytes(12).toString('hex')}.webp`,
          bytes: crypto.randomBytes(2 * 1024 * 1024),
        });
      await handle.close();
      const out = path.join(work, 'killed-out');
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'scripts/db-backup.ts', '--out', out],
        { env: { PATH: process.env.PATH, ...database.env }, stdio: 'ignore' },
      );
      const exited = new Promise((resolve) => child.on('exit', resolve));
      // The first bytes written, under whatever name the backup writes them.
      let partial: string | undefined;
      while (!partial) {
        partial = (fs.existsSync(out) ? fs.readdirSync(out) : []).find(
          (name) => fs.statSync(path.join(out, name)).size > 0,
        );
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      child.kill('SIGKILL');
      await exited;
      expect(listBackups(out)).toEqual([]);
      await expectRefused(path.join(out, partial), /damaged or incomplete|no manifest/);
    } finally {
      await database.dispose();
    }
  });
});

describe('restore of an older backup', () => {
  it('rebuilds the schema the backup was taken at, loads it, and migrates forward', async () => {
    const old = await createEmptyTestDatabase();
    const restored = await createEmptyTestDatabase();
    try {
      const older = MIGRATIONS.at(-2)!.tag;
      await migrateWith(old, migrationsUpTo(older, path.join(work, 'older-migrations')));
      await old.db.execute(
        sql`insert into contact_enquiries (name, email, course, track) values ('Older', 'older@example.com', 'x', 'y')`,
      );
      const backup = await takeBackup({
        database: old,
        outDir: path.join(work, 'older'),
      });
      expect(backup.manifest.migration).toBe(older);
      await restoreBackup({
        file: backup.file,
        database: restored,
      });
      expect(await migrationOf(restored.db)).toBe(MIGRATIONS.at(-1)!.tag);
      expect(rowsOf(await restored.db.execute(sql`select name from contact_enquiries`))).toEqual([
        { name: 'Older' },
      ]);
    } finally {
      await old.dispose();
      await restored.dispose();
    }
  });

  it('refuses a backup of a newer version than this one', async () => {
    const file = await repacked('newer', (manifest) => ({
      ...manifest,
      productVersion: '9.0.0',
      migration: '0099_future',
    }));
    await expectRefused(file, /newer version of the product \(9\.0\.0, migration 0099_future\)/);
  });
});
