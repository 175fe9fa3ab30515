import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { CENTRES, ONLINE_MODES } from '../shared/content/centres';
import { COURSES } from '../shared/content/courses';
import { zoneOf } from '../shared/batches';
import { addDays } from '../shared/zoned-time';
import { openDatabase } from '../server/db/connect';
import { batches } from '../server/db/schema';
import { seedDatabase } from '../server/seed/seed';
import { report } from './lib/report';
import { startServer, type RunningServer } from './lib/server';

// Pages under abuse (issue 27). The server's memory after a load run of the pages that read the
// database, then after 2,000 requests each with a query string of its own: utm_* ones, which no page
// reads, then a finder search on /courses, which it does. The request rate of a page asked with a new
// query string each time, beside the same page without one. The calendar feed of every course with
// 1,500 upcoming batches: its size and how long a request takes, the first and the next ones.
// `npm run build` first; then `npm run bench:query-strings [-- memory|feed]` (BENCH_PORT pins the
// server's port; default: any free one). Loopback only, bounded in time.

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const DISTINCT = 2_000;
const FEED_BATCHES = 1_500;
const COURSE_PAGE = '/diploma-mastery-fm';
const FEED = '/courses/batches.ics';
const ROUNDS = 3;
const PORT: Record<string, string> = process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value * 10) / 10;

let serial = 0;
/** A query string no one has sent before, as a campaign link carries. */
const utm = () => `utm_source=bench&utm_campaign=c${++serial}-${process.pid}`;
/** A finder search no one has made before: /courses reads it (the list is the one asked for). */
const search = () => `q=${++serial}${process.pid}`;

/** Requests to `paths`, each with a fresh query string from `query` when given, 50 at a time. */
async function load(
  url: string,
  paths: string[],
  options: { query?: () => string; amount?: number },
) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: 50,
    headers: { 'accept-encoding': 'br, gzip' },
    timeout: 60,
    ...(options.amount ? { amount: options.amount } : { duration: DURATION_S }),
    requests: [
      {
        setupRequest: (request) => {
          const page = paths[next++ % paths.length]!;
          return { ...request, path: options.query ? `${page}?${options.query()}` : page };
        },
      },
    ],
  });
  // An overloaded server is a result, not a failure of the bench: said beside the rate.
  const failed = result.non2xx + result.errors;
  if (failed) console.log(`${url}${paths[0]}: ${failed} failed (${result.timeouts} timed out)`);
  return Math.round(result.requests.average);
}

/** Upcoming batches spread over the courses, as many as `count`, starting from a month ahead. */
function manyBatches(count: number) {
  const today = new Date().toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => {
    const course = COURSES[i % COURSES.length]!;
    const mode = course.modes[i % course.modes.length]!;
    const centre = ONLINE_MODES.has(mode)
      ? CENTRES.find((c) => c.id === 'online')!
      : CENTRES.filter((c) => c.zone !== null)[i % 4]!;
    const start = addDays(today, 30 + (i % 300));
    return {
      course: course.slug,
      centre: centre.id,
      mode,
      startDate: start,
      endDate: addDays(start, 55),
      startTime: '09:00',
      timeZone: zoneOf(centre.id, 'Asia/Dubai'),
      schedule: 'Weekends, Sat–Sun 9:00–13:00',
      language: 'English',
      seats: 20,
      status: 'open',
    };
  });
}

/** One whole request: its time, and its body's size as sent in `encoding`. */
function timedGet(url: string, encoding: string) {
  return new Promise<{ ms: number; bytes: number; status: number }>((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ ms: performance.now() - started, bytes, status: response.statusCode! }),
        );
      })
      .on('error', reject);
  });
}

/** The server's CPU seconds so far (user and system), from /proc. */
function cpuSeconds(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Waits until the server is idle (under a tenth of a core for a second), so work left over from one run does not count against the next. */
async function settled(server: RunningServer) {
  for (let i = 0; i < 180; i++) {
    const before = cpuSeconds(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuSeconds(server.pid) - before < 0.1) return;
  }
}

async function memoryRow(what: string, server: RunningServer) {
  await settled(server);
  const memory = await server.memory();
  return {
    what,
    'rss MB': memory.rss,
    'rss after gc MB': memory.rssAfterGc,
    'heap used before/after gc, total MB': `${memory.heapUsedBeforeGc}/${memory.heapUsed}/${memory.heapTotal}`,
    'external MB': memory.external,
    'outside heap and external MB': memory.outsideHeapAndExternal,
  } as Record<string, string | number>;
}

async function memoryAndRates() {
  const server = await startServer(PORT);
  try {
    const blogId = (
      (await (await fetch(`${server.url}/api/blogs`)).json()) as { blogs: { id: number }[] }
    ).blogs[0]!.id;
    const pages = ['/', '/courses', COURSE_PAGE, '/blogs', `/blogs/${blogId}`];
    const memory: Record<string, string | number>[] = [];
    memory.push(await memoryRow('started', server));
    await load(server.url, pages, {});
    memory.push(await memoryRow(`after a load run (${DURATION_S} s, 50 connections)`, server));
    await load(server.url, pages, { query: utm, amount: DISTINCT });
    memory.push(await memoryRow(`after ${DISTINCT} distinct utm_* query strings`, server));
    await load(server.url, ['/courses'], { query: search, amount: DISTINCT });
    memory.push(await memoryRow(`after ${DISTINCT} distinct searches on /courses`, server));
    report('Memory under distinct query strings', memory);

    const rates: Record<string, string | number>[] = [];
    for (const page of ['/courses', COURSE_PAGE]) {
      const plain: number[] = [];
      const distinct: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        await settled(server);
        plain.push(await load(server.url, [page], {}));
        await settled(server);
        distinct.push(await load(server.url, [page], { query: utm }));
      }
      rates.push({
        page,
        'req/s without a query string': median(plain),
        'req/s, a new utm_* query string each': median(distinct),
        ratio: (median(distinct) / median(plain)).toFixed(2),
        runs: `${plain.join('/')} vs ${distinct.join('/')}`,
      });
    }
    console.log(`${DURATION_S} s per run, 50 connections, median of ${ROUNDS}.`);
    report('A page with distinct query strings', rates);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

async function feed() {
  const server = await startServer(PORT, async (dataDir) => {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await seedDatabase(database.db);
    await database.db.insert(batches).values(manyBatches(FEED_BATCHES));
    await database.close();
  });
  try {
    const first = await timedGet(`${server.url}${FEED}`, 'identity');
    if (first.status !== 200) throw new Error(`${FEED}: ${first.status}`);
    const next: number[] = [];
    for (let i = 0; i < 20; i++) next.push((await timedGet(`${server.url}${FEED}`, 'br')).ms);
    const brotli = await timedGet(`${server.url}${FEED}`, 'br');
    report(`The calendar feed with ${FEED_BATCHES} more batches`, [
      {
        feed: FEED,
        'KB sent plain': round(first.bytes / 1024),
        'KB sent brotli': round(brotli.bytes / 1024),
        'first request ms': round(first.ms),
        'next 20, median ms': round(median(next)),
        'next 20, worst ms': round(Math.max(...next)),
        'req/s, 50 connections': await load(server.url, [FEED], {}),
      },
    ]);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

// `-- memory` or `-- feed` runs one part.
const parts = process.argv.slice(2);
if (parts.length === 0 || parts.includes('memory')) await memoryAndRates();
if (parts.length === 0 || parts.includes('feed')) await feed();
