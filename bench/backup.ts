// `npm run bench:backup`: backup and restore of a database of 10,000 leads (with their notification
// jobs) on PGlite (in DATA_DIR on disk) and PostgreSQL (a throwaway server): time and file size, the
// median of BACKUP_BENCH_RUNS (3) runs. Then what restore costs when handed a hostile file built from
// that backup (compression bombs, a huge manifest), each in a process of its own: its time, memory
// and disk writes until it refuses. Figures only: nothing is asserted.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { takeBackup } from '../server/backup/backup';
import { restoreBackup } from '../server/backup/restore';
import { openDatabase, PGLITE_OPTIONS, type DatabaseHandle } from '../server/db/connect';
import { seedDatabase } from '../server/seed/seed';
import { startThrowawayPostgres } from '../tests/support/throwaway-postgres';
import { bomb, entriesOf } from '../tests/integration/backup/backup-fixtures';
import { report } from './lib/report';

const LEADS = 10_000;
const RUNS = Number(process.env.BACKUP_BENCH_RUNS ?? 3);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-backup-'));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Seven in ten leads are enquiries, the rest registrations, each with its notification job, as the forms store them. */
async function fill(database: DatabaseHandle) {
  await database.migrate();
  await seedDatabase(database.db);
  const attribution = `jsonb_build_object('page', '/contacts', 'first', jsonb_build_object('utm_source', 'google', 'landing_page', '/courses/cfm-' || i), 'last', jsonb_build_object('referrer', 'https://www.example.com/'))`;
  await database.db.execute(
    sql.raw(`insert into contact_enquiries (name, phone, email, course, track, description, attribution, created_at)
      select 'Lead ' || i, '+91 98470 ' || lpad(i::text, 5, '0'), 'lead' || i || '@example.com', 'Core Facilities Management Courses', 'Full Time',
             'I would like to know more about the weekend batch and the fees.', ${attribution}, now() - (i || ' minutes')::interval
        from generate_series(1, ${LEADS * 0.7}) i`),
  );
  await database.db.execute(
    sql.raw(`insert into registrations (first_name, last_name, mobile, email, country, address, courses, attribution, created_at)
      select 'First' || i, 'Last' || i, '+971 50 ' || lpad(i::text, 7, '0'), 'reg' || i || '@example.com', 'United Arab Emirates', 'Al Nahda, Dubai',
             '["Certified Facility Manager (CFM)", "Other"]'::jsonb, ${attribution}, now() - (i || ' minutes')::interval
        from generate_series(1, ${LEADS * 0.3}) i`),
  );
  await database.db.execute(
    sql.raw(`insert into jobs (kind, payload, done_at)
      select 'lead.notify', jsonb_build_object('form', 'contact', 'id', id), now() from contact_enquiries
      union all select 'lead.notify', jsonb_build_object('form', 'registration', 'id', id), now() from registrations`),
  );
}

async function measure(
  kind: string,
  source: DatabaseHandle,
  emptyTarget: (run: number) => Promise<DatabaseHandle>,
) {
  await fill(source);
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    const backup = await takeBackup({
      database: source,
      outDir: path.join(work, `${kind}-out`),
    });
    const target = await emptyTarget(run);
    const started = performance.now();
    await restoreBackup({
      file: backup.file,
      database: target,
    });
    results.push({
      backupMs: backup.ms,
      restoreMs: performance.now() - started,
      bytes: backup.bytes,
    });
    await target.close();
    fs.rmSync(backup.file);
  }
  return {
    database: kind,
    leads: LEADS,
    'backup ms (median)': Math.round(median(results.map((r) => r.backupMs))),
    'restore ms (median)': Math.round(median(results.map((r) => r.restoreMs))),
    'file MB': (median(results.map((r) => r.bytes)) / 1e6).toFixed(2),
    runs: `${RUNS}: backup ${results.map((r) => Math.round(r.backupMs)).join('/')} ms, restore ${results.map((r) => Math.round(r.restoreMs)).join('/')} ms`,
  };
}

/** Hostile files built from a genuine backup: each restored in a process of its own (bench/lib/restore-once.ts). */
async function hostileFiles(genuine: string) {
  const GiB = 1024 ** 3;
  const { entries } = await entriesOf(genuine);
  const row = Buffer.from('{"id": 1, "route": "/", "metric": "LCP", "value": 1}\n');
  const at = (name: string) => path.join(work, `${name}.tar.gz`);
  const files: [string, string][] = [
    ['the genuine backup (10,000 leads)', genuine],
    [
      'gzip bomb: an entry claiming 3 GiB',
      await bomb(at('claims'), entries, {
        name: 'uploads/blogs/0123456789abcdef01234567-480.webp',
        claimed: 3 * GiB,
        bytes: 1.9e9,
      }),
    ],
    [
      'gzip bomb: one line of 1.9 GB',
      await bomb(at('line'), entries, {
        name: 'db/web_vitals.jsonl',
        claimed: 1.9e9,
        bytes: 1.9e9,
      }),
    ],
    [
      'gzip bomb: 2.5 GB of zeros after the last entry',
      await bomb(at('zeros'), entries, { name: 'db/web_vitals.jsonl', claimed: 0, bytes: 2.5e9 }),
    ],
    [
      'gzip bomb: 1.9 GB of valid rows',
      await bomb(at('rows'), entries, {
        name: 'db/web_vitals.jsonl',
        claimed: 1.9e9,
        bytes: 1.9e9,
        fill: row,
      }),
    ],
    [
      'a manifest of 700 MB',
      await bomb(at('manifest'), entries, { name: 'manifest.json', claimed: 700e6, bytes: 700e6 }),
    ],
  ];
  return files.map(([label, file]) => {
    const cost = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'bench/lib/restore-once.ts', file], {
        encoding: 'utf8',
      }),
    ) as { ms: number; memoryMB: number; diskMB: number; outcome: string };
    return {
      file: label,
      'file MB': (fs.statSync(file).size / 1e6).toFixed(2),
      'ms until done': cost.ms,
      'memory MB (peak above start)': cost.memoryMB,
      'disk MB written': cost.diskMB,
      outcome: cost.outcome.slice(0, 110),
    };
  });
}

const rows = [];
try {
  const pglite = await openDatabase({ dataDir: path.join(work, 'pglite-source') });
  rows.push(
    await measure('pglite', pglite, async () =>
      openDatabase({ pglite: await PGlite.create(PGLITE_OPTIONS) }),
    ),
  );
  const genuine = await takeBackup({ database: pglite, outDir: path.join(work, 'genuine') });
  await pglite.close();

  const postgres = await startThrowawayPostgres();
  try {
    const admin = await openDatabase({ url: postgres.url });
    for (const name of [
      'bench_source',
      ...Array.from({ length: RUNS }, (_, i) => `bench_target_${i}`),
    ])
      await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    const source = await openDatabase({ url: postgres.urlFor('bench_source') });
    rows.push(
      await measure('postgres', source, async (run) =>
        openDatabase({ url: postgres.urlFor(`bench_target_${run}`) }),
      ),
    );
    await source.close();
  } finally {
    postgres.destroy();
  }
  report('Backup and restore', rows);
  report('Restore of hostile files', await hostileFiles(genuine.file));
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
