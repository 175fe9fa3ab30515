import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../../server/backup/archive';
import { takeBackup, type BackupResult } from '../../../server/backup/backup';
import { restoreBackup, RestoreRefused } from '../../../server/backup/restore';
import { listBackups } from '../../../server/backup/runner';
import { rowsOf } from '../../../server/db/rows';
import { contactEnquiries, uploads } from '../../../server/db/schema';
import { createStaffService } from '../../../server/console/staff';
import { validEnquiry } from '../../support/lead-fixtures';
import { serverDatabase } from '../../support/real-server';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { allRows, bomb, databaseState, entriesOf, forge, repack } from './backup-fixtures';

// What restore must refuse or undo, leaving a database in use exactly as it was, even with --force:
// a file cut short, damaged or not a backup at all; a hostile one built from a genuine backup, its
// checksums made right (rows that break the schema's rules, tables that are not the product's,
// system catalogues, a compression bomb, a huge manifest); a genuine backup of a damaged database.
// Whatever the failure, the message says why without a row's values.

const GiB = 1024 ** 3;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-refusals-'));
const SECRETS = [
  'Meera Secretname',
  'meera.secret@example.com',
  'keeper@academy.example',
  '$argon2',
];
let source: TestDatabase;
let target: TestDatabase;
let good: BackupResult;
let before: Awaited<ReturnType<typeof state>>;

/** The target as a failed restore must leave it, an unrelated table of someone else's included. */
const state = async () => ({
  ...(await databaseState(target)),
  notes: rowsOf(await target.db.execute(sql`select * from academy_notes order by id`)),
});

beforeAll(async () => {
  source = await createTestDatabase();
  await createStaffService(source.db).create({
    email: 'keeper@academy.example',
    name: 'Keeper Person',
    role: 'admin',
    password: 'a long staff password',
  });
  await source.db
    .insert(contactEnquiries)
    .values({ ...validEnquiry(), name: 'Meera Secretname', email: 'meera.secret@example.com' });
  await source.db
    .insert(uploads)
    .values({ path: 'blogs/0123456789abcdef01234567.webp', bytes: crypto.randomBytes(500) });
  good = await takeBackup({ database: source, outDir: path.join(work, 'good') });

  target = await createTestDatabase();
  await target.db.insert(contactEnquiries).values({ ...validEnquiry(), name: 'Target Lead' });
  await target.db
    .insert(uploads)
    .values({ path: 'blogs/fedcba9876543210fedcba98.webp', bytes: crypto.randomBytes(300) });
  await target.db.execute(sql`create table academy_notes (id serial primary key, body text)`);
  await target.db.execute(sql`insert into academy_notes (body) values ('not the product''s')`);
  before = await state();
});
afterAll(async () => {
  await target?.dispose();
  await source?.dispose();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Restores `file` with --force over the target in use: refused with `reason`, and the target exactly as it was. */
async function expectRefused(file: string, reason: RegExp) {
  const refusal = await restoreBackup({ file, database: target, force: true }).catch(
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(RestoreRefused);
  const message = (refusal as Error).message;
  expect(message).toMatch(reason);
  expect(message).toMatch(/\. Nothing was changed\.$/);
  for (const secret of SECRETS) expect(message).not.toContain(secret);
  expect(await state()).toEqual(before);
}

/** The good backup with its entries or manifest changed by `change`, its checksums and counts made right. */
async function hostile(
  name: string,
  change: (manifest: Manifest, entries: Map<string, Buffer>) => void,
): Promise<string> {
  const { manifest, entries } = await entriesOf(good.file);
  change(manifest, entries);
  return forge(path.join(work, `${name}.tar.gz`), manifest, entries);
}

const rowsIn = (entries: Map<string, Buffer>, table: string) =>
  entries.get(`db/${table}.jsonl`)!.toString('utf8').split('\n').filter(Boolean);
const setRows = (entries: Map<string, Buffer>, table: string, rows: string[]) =>
  entries.set(`db/${table}.jsonl`, Buffer.from(rows.map((row) => `${row}\n`).join('')));
/** A table the manifest names, with one row. */
const addTable = (manifest: Manifest, entries: Map<string, Buffer>, name: string, row: object) => {
  manifest.tables.push({ name, rows: 0, bytes: 0, sha256: '0'.repeat(64) });
  entries.set(`db/${name}.jsonl`, Buffer.from(`${JSON.stringify(row)}\n`));
};

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

  it('an entry changed after the backup was written (the compression intact, the checksum not)', async () => {
    const { manifest, entries } = await entriesOf(good.file);
    const blogs = entries.get('db/blogs.jsonl')!.toString('utf8');
    entries.set(
      'db/blogs.jsonl',
      Buffer.from(blogs.replace('"published": true', '"published": null')),
    );
    const file = await repack(path.join(work, 'tampered.tar.gz'), manifest, entries);
    await expectRefused(file, /db\/blogs\.jsonl does not match its checksum/);
  });

  it('a file that is not a backup', async () => {
    const file = path.join(work, 'notes.txt');
    fs.writeFileSync(file, 'not a backup\n');
    await expectRefused(file, /damaged or incomplete/);
  });

  it('a backup of a newer version than this one', async () => {
    const file = await hostile('newer', (manifest) =>
      Object.assign(manifest, { productVersion: '9.0.0', migration: '0099_future' }),
    );
    await expectRefused(file, /newer version of the product \(9\.0\.0, migration 0099_future\)/);
  });
});

describe('restore of a hostile file changes nothing, whatever it holds', () => {
  it('a duplicate id: the failed load is rolled back, and the message shows no row', async () => {
    const file = await hostile('duplicate-id', (_, entries) => {
      const rows = rowsIn(entries, 'staff_users');
      setRows(entries, 'staff_users', [...rows, rows[0]!]);
    });
    await expectRefused(
      file,
      /repeats a key .*constraint staff_users_pkey.*while loading db\/staff_users\.jsonl, rows 1 to 2/,
    );
  });

  it('a row without a column that may not be empty', async () => {
    const file = await hostile('missing-column', (_, entries) => {
      const rows = rowsIn(entries, 'contact_enquiries');
      const row = JSON.parse(rows.at(-1)!) as Record<string, unknown>;
      delete row.email;
      setRows(entries, 'contact_enquiries', [...rows.slice(0, -1), JSON.stringify(row)]);
    });
    await expectRefused(file, /lacks a value its column requires .*column email/);
  });

  it('a line that is not JSON', async () => {
    const file = await hostile('bad-json', (_, entries) => {
      const rows = rowsIn(entries, 'contact_enquiries');
      setRows(entries, 'contact_enquiries', [...rows, '{"id": 99, "name": "Meera Secretname"']);
    });
    await expectRefused(file, /db\/contact_enquiries\.jsonl, row \d+, is not a JSON object/);
  });

  it('a table that is not one of the product’s, and a table listed twice', async () => {
    await expectRefused(
      await hostile('unknown-table', (manifest, entries) =>
        addTable(manifest, entries, 'academy_secrets', { id: 1 }),
      ),
      /names a table that is not one of this product's: academy_secrets/,
    );
    await expectRefused(
      await hostile('twice', (manifest) =>
        manifest.tables.push(manifest.tables.find((t) => t.name === 'blogs')!),
      ),
      /lists the table blogs twice/,
    );
  });

  it('system catalogues, by their own names or qualified', async () => {
    const intruder = { rolname: 'intruder', rolsuper: true, rolcanlogin: true };
    for (const name of ['pg_authid', 'pg_description'])
      await expectRefused(
        await hostile(name, (manifest, entries) => addTable(manifest, entries, name, intruder)),
        new RegExp(`not one of this product's: ${name}`),
      );
    // A qualified name fails the manifest's rule for names, or its entry's for paths, whichever is read first.
    for (const name of ['information_schema.x', '"public"."x"'])
      await expectRefused(
        await hostile(`qualified-${name.length}`, (manifest, entries) =>
          addTable(manifest, entries, name, intruder),
        ),
        /its manifest is not one this product writes|unexpected entry "db\/\\"public\\"\.\\"x\\"\.jsonl"/,
      );
  });

  it('a genuine backup of a damaged database (a column that lost its rule, and a row breaking it)', async () => {
    const damaged = await createTestDatabase();
    try {
      await damaged.db.execute(sql`alter table blogs alter column title drop not null`);
      await damaged.db.execute(
        sql`update blogs set title = null where id = (select min(id) from blogs)`,
      );
      const backup = await takeBackup({ database: damaged, outDir: path.join(work, 'damaged') });
      await expectRefused(
        backup.file,
        /lacks a value its column requires .*column title.*while loading db\/blogs\.jsonl/,
      );
    } finally {
      await damaged.dispose();
    }
  });

  it('a compression bomb, refused at the entry that claims too much or at its first endless line', async () => {
    const { entries } = await entriesOf(good.file);
    const claims = await bomb(path.join(work, 'bomb-claims.tar.gz'), entries, {
      name: 'uploads/blogs/0123456789abcdef01234567-480.webp',
      claimed: 3 * GiB,
      bytes: 1.9e9,
    });
    expect(fs.statSync(claims).size).toBeLessThan(3e6);
    await expectRefused(claims, /unpacks to more than 2048 MiB/);
    const endless = await bomb(path.join(work, 'bomb-line.tar.gz'), entries, {
      name: 'db/web_vitals.jsonl',
      claimed: 1.9e9,
      bytes: 1.9e9,
    });
    await expectRefused(
      endless,
      /db\/web_vitals\.jsonl, row 1, is longer than 8 MiB, more than any row/,
    );
  });

  it('a huge manifest, refused at its header', async () => {
    const file = await hostile('huge-manifest', (manifest) => {
      for (let i = 0; i < 200_000; i++)
        manifest.uploads.push({
          path: `blogs/${i.toString(16).padStart(24, '0')}.webp`,
          bytes: 1,
          sha256: '0'.repeat(64),
        });
    });
    expect(fs.statSync(file).size).toBeLessThan(16 * 1024 * 1024);
    await expectRefused(file, /its manifest is larger than 16 MiB/);
  });
});

describe('the restore command', () => {
  it('says a failed restore changed nothing, without a row, and it did not', async () => {
    const dataDir = path.join(work, 'command');
    const database = await serverDatabase(dataDir);
    try {
      const file = await hostile('command-duplicate', (_, entries) => {
        const rows = rowsIn(entries, 'staff_users');
        setRows(entries, 'staff_users', [rows[0]!, rows[0]!]);
      });
      const open = await database.open();
      const rowsBefore = await allRows(open);
      await open.close();
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'scripts/db-restore.ts', file, '--force'],
        { env: { PATH: process.env.PATH, ...database.env }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
      expect(output.trim()).toMatch(/^\S+ cannot be restored: .*\. Nothing was changed\.$/);
      for (const secret of SECRETS) expect(output).not.toContain(secret);
      const after = await database.open();
      expect(await allRows(after)).toEqual(rowsBefore);
      await after.close();
    } finally {
      await database.dispose();
    }
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
