import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { startThrowawayPostgres } from '../tests/support/throwaway-postgres';
import { openDatabase, type DatabaseTarget } from '../server/db/connect';
import { assignmentRules, contactEnquiries, staffUsers } from '../server/db/schema';
import { startServer } from './lib/server';
import { report } from './lib/report';

// POST /api/contact under load, on PGlite and on PostgreSQL: requests per second, p99 latency,
// whether every accepted request became exactly one stored lead, and how long until the staff were
// told of every one (no SMTP server here: each notification is an .eml file in DATA_DIR/mail).
// Loopback only, bounded in time.

// A fixed number of requests (not a duration), so every request is answered before rows are counted.
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
// The first requests after a start wait on code that has not been compiled yet: about the first 35 of
// 50 connections' took 0.2-1.3 s, which alone made up most of the measured run's slowest 1 %. A warm-up
// of the same kind goes first (its leads counted like the others), and its own p99 and worst are shown.
const WARM_UP_REQUESTS = 500;
const body = JSON.stringify({
  name: 'Load Test',
  phone: '+971 50 000 0000',
  email: 'load@example.com',
  course: 'Professional Courses',
  track: 'Full Time',
  description: 'Benchmark lead',
});

const NOTIFY_DEADLINE_MS = 180_000;

// BENCH_RULES=round-robin: the academy as it is once the desk is set up, three counsellors available
// and one rule sharing every lead among them, so each lead takes its owner's turn in its transaction.
// Unset, the database has no rule, as a new academy's has not.
const RULES = process.env.BENCH_RULES;
if (RULES !== undefined && RULES !== 'round-robin')
  throw new Error(`BENCH_RULES: round-robin or unset, not ${RULES}`);

async function setUpRules(target: DatabaseTarget) {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    const counsellors = await database.db
      .insert(staffUsers)
      .values(
        [1, 2, 3].map((n) => ({
          email: `counsellor${n}@example.com`,
          name: `Counsellor ${n}`,
          role: 'staff',
          passwordHash: 'not-for-sign-in',
          availableForLeads: true,
        })),
      )
      .returning({ id: staffUsers.id });
    await database.db.insert(assignmentRules).values({
      method: 'round-robin',
      counsellors: counsellors.map((row) => row.id),
    });
  } finally {
    await database.close();
  }
}

/** The staff emails (each lead's first message), not the owner's copy or the visitor's acknowledgement. */
const STAFF_EMAIL = /-\d+\.eml$/;

/** Seconds from `started` until `count` notifications are in the mail folder, or undefined past the deadline. */
async function allNotified(
  dataDir: string,
  count: number,
  started: number,
): Promise<number | undefined> {
  const mailDir = path.join(dataDir, 'mail');
  const written = () =>
    fs.existsSync(mailDir)
      ? fs.readdirSync(mailDir).filter((name) => STAFF_EMAIL.test(name)).length
      : 0;
  while (written() < count) {
    if (Date.now() - started > NOTIFY_DEADLINE_MS) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Math.round((Date.now() - started) / 100) / 10;
}

async function run(
  label: string,
  env: Record<string, string>,
  target: (dataDir: string) => DatabaseTarget,
) {
  const server = await startServer(
    { ...(process.env.PORT && { PORT: process.env.PORT }), ...env },
    RULES ? (dataDir) => setUpRules(target(dataDir)) : undefined,
  );
  const load = (amount: number) =>
    autocannon({
      url: `${server.url}/api/contact`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: 50,
      amount,
      timeout: 30,
    });
  const warmUp = await load(WARM_UP_REQUESTS);
  const started = Date.now();
  const result = await load(REQUESTS);
  const elapsedMs = Date.now() - started;
  const runSeconds = Math.round(elapsedMs / 100) / 10;
  const accepted = warmUp['2xx'] + result['2xx'];
  const notified = await allNotified(server.dataDir, accepted, started);
  const memory = await server.memory();
  await server.stop();
  const database = await openDatabase(target(server.dataDir));
  const [row] = await database.db.select({ n: count() }).from(contactEnquiries);
  await database.close();
  return {
    database: label,
    // From the run's own clock: autocannon's average is of whole-second samples, coarse over a few seconds.
    'req/s': Math.round(result.requests.total / (elapsedMs / 1000)),
    'p99 ms': result.latency.p99,
    'warm-up p99/worst ms': `${warmUp.latency.p99}/${warmUp.latency.max}`,
    accepted,
    stored: row!.n,
    lost: Math.max(0, accepted - row!.n),
    'stored without 2xx': Math.max(0, row!.n - accepted),
    errors: warmUp.errors + warmUp.non2xx + result.errors + result.non2xx,
    'run s': runSeconds,
    'all notified s': notified ?? `not within ${NOTIFY_DEADLINE_MS / 1000}`,
    'rss MB': memory.rss,
    'heap used/total MB': `${memory.heapUsed}/${memory.heapTotal}`,
    'external MB': memory.external,
    'rest of rss MB': memory.outsideHeapAndExternal,
  };
}

// BENCH_DATABASES=postgres (or pglite) runs one of the two; both by default.
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const rows = [];
if (databases.includes('pglite')) rows.push(await run('PGlite', {}, (dataDir) => ({ dataDir })));
if (databases.includes('postgres')) {
  const postgres = await startThrowawayPostgres();
  try {
    rows.push(
      await run('PostgreSQL', { DATABASE_URL: postgres.url }, () => ({ url: postgres.url })),
    );
  } finally {
    postgres.destroy();
  }
}
report(`POST /api/contact load${RULES ? `, rule: ${RULES} over 3 counsellors` : ''}`, rows);
