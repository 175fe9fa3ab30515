import { performance } from 'node:perf_hooks';
import { startCachingServers } from '../tests/support/e2e/page-cache-servers';

// How long a batch saved in the console takes to show on a kept course page: on the server that saved
// it, and on a second server with its own pool and listening connection on the same PostgreSQL, as a
// second process would have (issue 20). Both pages are kept (x-page-cache: hit) before each save; the clock starts when the save
// has answered (committed) and stops at the first answer that shows the new batch.
// Run: `npm run build` first, then `npm run bench:batches -- [rounds]`.

const COURSE = '/diploma-mastery-fm';
const rounds = Number(process.argv[2] ?? 15);

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const worst = (values: number[]) => Math.max(...values);

async function keptOn(url: string) {
  for (let i = 0; i < 50; i++) if ((await fetch(url)).headers.get('x-page-cache') === 'hit') return;
  throw new Error(`${url} is never kept`);
}

/** Milliseconds from `since` to the first answer of `url` that holds `text`, and how many did not. */
async function reach(url: string, text: string, since: number) {
  for (let stale = 0; ; stale++) {
    if ((await (await fetch(url)).text()).includes(text))
      return { ms: performance.now() - since, stale };
    if (performance.now() - since > 10_000)
      throw new Error(`${url} did not show "${text}" within 10 s`);
  }
}

const servers = await startCachingServers('postgres');
try {
  const same: number[] = [];
  const other: number[] = [];
  let staleAnswers = 0;
  for (let round = 1; round <= rounds; round++) {
    await Promise.all([keptOn(`${servers.url}${COURSE}`), keptOn(`${servers.otherUrl}${COURSE}`)]);
    const schedule = `Bench intake ${round}-${Math.random().toString(36).slice(2, 8)}`;
    const saved = await servers.console('POST', '/api/admin/batches', {
      course: 'diploma-mastery-fm',
      centre: 'dubai',
      mode: 'Classroom',
      start_date: day(30 + round),
      end_date: day(60 + round),
      start_time: '09:00',
      schedule,
      language: 'English',
      seats: 20,
      status: 'open',
    });
    if (saved.statusCode !== 201)
      throw new Error(`save refused: ${saved.statusCode} ${saved.body}`);
    const committed = performance.now();
    const [a, b] = await Promise.all([
      reach(`${servers.url}${COURSE}`, schedule, committed),
      reach(`${servers.otherUrl}${COURSE}`, schedule, committed),
    ]);
    same.push(a.ms);
    other.push(b.ms);
    staleAnswers += a.stale + b.stale;
  }
  const row = (name: string, values: number[]) =>
    `${name.padEnd(34)} ${median(values).toFixed(1).padStart(8)} ${worst(values).toFixed(1).padStart(8)}`;
  console.log(
    `batch saved → shown on ${COURSE}, ${rounds} rounds on one throwaway PostgreSQL (ms after the save answered)`,
  );
  console.log(`${'server'.padEnd(34)} ${'median'.padStart(8)} ${'worst'.padStart(8)}`);
  console.log(row('the server that saved it', same));
  console.log(row('the other server (own pool, LISTEN)', other));
  console.log(`stale answers seen on the way: ${staleAnswers}`);
} finally {
  await servers.close();
}
