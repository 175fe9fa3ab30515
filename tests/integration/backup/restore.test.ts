import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup, type BackupResult } from '../../../server/backup/backup';
import { restoreBackup, RestoreRefused } from '../../../server/backup/restore';
import { blogs, jobs, uploads } from '../../../server/db/schema';
import { rowsOf } from '../../../server/db/rows';
import {
  buildAdminTestApp,
  createStaffAccount,
  signedIn,
  type AdminTestApp,
} from '../../support/admin-fixtures';
import { pngBytes, tempDataDir, upload } from '../../support/content-fixtures';
import { validEnquiry, validRegistration } from '../../support/lead-fixtures';
import { createEmptyTestDatabase, type TestDatabase } from '../../support/test-database';
import { allRows, allUploads } from './backup-fixtures';

// The restore drill, as a careful operator would run it: a database in use (leads of both forms
// with notes and delivery states, posts with uploaded pictures, staff accounts), backed up while the
// contact form is busy, restored into a new database and data directory, and compared row by row and
// byte by byte.

const LEADS_DURING = 40;
let t: AdminTestApp;
const data = tempDataDir();
let target: TestDatabase;
let before: Record<string, string[]>;
let after: Record<string, string[]>;
let backup: BackupResult;
let answers: number[];
let deletedBatch: number;

const contact = (name: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...validEnquiry(), name } });

beforeAll(async () => {
  t = await buildAdminTestApp({ DATA_DIR: data.dir });
  await createStaffAccount(t, 'admin');
  await createStaffAccount(t, 'staff');
  const admin = await signedIn(t.app, 'admin@academy.example');
  const pictures = [];
  for (const group of ['blogs', 'accreditations']) {
    const response = await upload(admin, group, {
      name: `${group}.png`,
      type: 'image/png',
      bytes: await pngBytes(800, 500, { noise: true }),
    });
    expect(response.statusCode).toBe(201);
    pictures.push(response.json<{ image: { src: string } }>().image.src);
  }
  await t.database.db.insert(blogs).values({
    slug: 'restored-post',
    title: 'A post with a picture',
    content: '<p>Kept.</p>',
    featuredImage: pictures[0]!,
    published: false,
  });
  for (let i = 0; i < 6; i++) expect((await contact(`Before ${i}`)).statusCode).toBe(200);
  for (let i = 0; i < 3; i++)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { ...validRegistration(), first_name: `Reg ${i}` },
        })
      ).statusCode,
    ).toBe(200);
  expect(
    (
      await admin.post('/api/admin/leads/contact/1/notes', {
        body: 'Called back; wants the weekend batch.',
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await admin.post('/api/admin/leads/registration/1/notes', { body: 'Paid the deposit.' }))
      .statusCode,
  ).toBe(200);
  expect(
    (await admin.post('/api/admin/leads/contact/2/status', { status: 'contacted' })).statusCode,
  ).toBe(200);
  // Delivery states: one delivered, one given up after its attempts.
  await t.database.db.execute(
    sql`update ${jobs} set done_at = now(), attempts = 1 where payload->>'id' = '1' and payload->>'form' = 'contact'`,
  );
  await t.database.db.execute(
    sql`update ${jobs} set failed_at = now(), attempts = 8, last_error = 'SMTP 550' where payload->>'id' = '3' and payload->>'form' = 'contact'`,
  );

  // A batch staff created and deleted: its id is still on the leads that named it.
  const [created] = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`insert into batches (course, centre, mode, start_date, end_date, start_time, time_zone, schedule, language)
          select course, centre, mode, start_date, end_date, start_time, time_zone, schedule, language from batches order by id limit 1
          returning id`,
    ),
  );
  deletedBatch = created!.id;
  await t.database.db.execute(sql`delete from batches where id = ${deletedBatch}`);

  before = await allRows(t.database);
  const load = Promise.all(
    Array.from({ length: LEADS_DURING }, (_, i) =>
      contact(`During ${i}`).then((r) => r.statusCode),
    ),
  );
  [backup, answers] = await Promise.all([
    takeBackup({
      database: t.database,
      outDir: path.join(data.dir, 'backups'),
    }),
    load,
  ]);
  after = await allRows(t.database);

  target = await createEmptyTestDatabase();
  const result = await restoreBackup({
    file: backup.file,
    database: target,
  });
  expect(result.counts).toEqual([
    ...backup.manifest.tables.map((table) => ({ table: table.name, rows: table.rows })),
    { table: 'uploads', rows: backup.manifest.uploads.length },
  ]);
});

afterAll(async () => {
  await target?.dispose();
  await t?.close();
  data.remove();
});

describe('the restore drill', () => {
  it('brings back every row that was stored before the backup began, unchanged', async () => {
    expect(answers.every((status) => status === 200)).toBe(true);
    const restored = await allRows(target);
    for (const table of Object.keys(before)) {
      if (table === 'contact_enquiries' || table === 'jobs')
        expect(restored[table]!.slice(0, before[table]!.length), table).toEqual(before[table]);
      else expect(restored[table], table).toEqual(before[table]);
    }
    expect(before.staff_users).toHaveLength(2);
    expect(before.lead_notes).toHaveLength(2);
    expect(before.registrations).toHaveLength(3);
  });

  it('holds each lead sent during the backup whole (with its notification job) or not at all', async () => {
    const restored = await allRows(target);
    // Whatever the backup holds, the source held too, byte for byte.
    for (const table of Object.keys(restored))
      for (const row of restored[table]!) expect(after[table], table).toContain(row);
    const leadIds = restored.contact_enquiries!.map(
      (row) => (JSON.parse(row) as { id: number }).id,
    );
    const jobIds = restored
      .jobs!.map((row) => JSON.parse(row) as { payload: { form: string; id: number } })
      .filter((j) => j.payload.form === 'contact')
      .map((j) => j.payload.id);
    expect(jobIds.sort((a, b) => a - b)).toEqual(leadIds);
    expect(after.contact_enquiries).toHaveLength(before.contact_enquiries!.length + LEADS_DURING);
  });

  it('restores every uploaded picture byte for byte', async () => {
    const uploaded = await allUploads(t.database);
    expect(Object.keys(uploaded).length).toBeGreaterThan(2);
    expect(await allUploads(target)).toEqual(uploaded);
  });

  it('hands out ids from where the source had got to: an id it handed out and deleted is never given again', async () => {
    const [batch] = rowsOf<{ id: number }>(
      await target.db.execute(
        sql`insert into batches (course, centre, mode, start_date, end_date, start_time, time_zone, schedule, language)
            select course, centre, mode, start_date, end_date, start_time, time_zone, schedule, language from batches order by id limit 1
            returning id`,
      ),
    );
    expect(batch!.id).toBe(deletedBatch + 1);
    const recorded = backup.manifest.tables.find((table) => table.name === 'contact_enquiries')!
      .sequences!.id!;
    const [max] = rowsOf<{ id: number }>(
      await target.db.execute(sql`select max(id)::int as id from contact_enquiries`),
    );
    expect(recorded).toBeGreaterThan(max!.id);
    const [added] = rowsOf<{ id: number }>(
      await target.db.execute(
        sql`insert into contact_enquiries (name, email, course, track) values ('New', 'new@example.com', 'x', 'y') returning id`,
      ),
    );
    expect(added!.id).toBe(recorded);
  });

  it('refuses to restore over a database that holds rows, and changes nothing', async () => {
    const rows = await allRows(target);
    await expect(restoreBackup({ file: backup.file, database: target })).rejects.toThrow(
      RestoreRefused,
    );
    await expect(restoreBackup({ file: backup.file, database: target })).rejects.toThrow(
      /holds rows: .*contact_enquiries.*--force/,
    );
    expect(await allRows(target)).toEqual(rows);
  });

  it("replaces the product's tables with --force, and leaves the database's other tables as they were", async () => {
    await target.db.insert(uploads).values({
      path: 'blogs/0123456789abcdef01234567.webp',
      bytes: Buffer.from('not in the backup'),
    });
    await target.db.execute(sql`create table academy_notes (id serial primary key, body text)`);
    await target.db.execute(sql`insert into academy_notes (body) values ('not the product''s')`);
    await restoreBackup({ file: backup.file, database: target, force: true });
    expect(rowsOf(await target.db.execute(sql`select id, body from academy_notes`))).toEqual([
      { id: 1, body: "not the product's" },
    ]);
    const restored = await allRows(target);
    expect(restored.contact_enquiries).toHaveLength(
      backup.manifest.tables.find((table) => table.name === 'contact_enquiries')!.rows,
    );
    expect(await allUploads(target)).toEqual(await allUploads(t.database));
  });
});
