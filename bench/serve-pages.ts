import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/connect';
import { seedDatabase } from '../server/seed/seed';
import { createStaffService } from '../server/console/staff';
import { ensureNginx, startNginx } from './lib/nginx';
import { startServer } from './lib/server';
import { report } from './lib/report';

// Page serving under load (autocannon, 50 connections): a prerendered page and the pages that read the
// database (a course page, a post, the blog list, home), kept by the server, each against the same
// bytes (the page's brotli body, as the product sends it) from nginx, measured just before it in the
// same run: the ratio to beat. A minimal node:http server answering the same bytes from memory stands
// in when nginx cannot be had, and is shown beside it otherwise. The pages that read the database are
// also measured rendered per request (a second server that keeps none). Then how long the first
// request for a page takes after a post changed (saved through the console API): the page is rendered
// again for it. Loopback only, bounded in time; each target is warmed up before it is measured.

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARM_UP_S = 2;
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20);
const PAGE = '/about';
/** A course page: rendered by the server (it shows its batches) and kept. */
const COURSE_PAGE = '/diploma-mastery-fm';
const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'br',
  vary: 'accept-encoding',
};
const STAFF = { email: 'bench@academy.example', password: 'bench staff password 2026' };
const XSRF = 'bench-xsrf';

async function load(url: string) {
  const options = { url, connections: 50, headers: { 'accept-encoding': 'br, gzip' }, timeout: 30 };
  await autocannon({ ...options, duration: WARM_UP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** A database with a staff account, so the bench can change a post as staff do. */
async function withStaff(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDatabase(database.db);
  await createStaffService(database.db).create({ ...STAFF, name: 'Bench', role: 'staff' });
  await database.close();
}

async function signIn(url: string) {
  const headers = {
    'content-type': 'application/json',
    origin: url,
    cookie: `XSRF-TOKEN=${XSRF}`,
    'x-xsrf-token': XSRF,
  };
  const response = await fetch(`${url}/api/admin/sign-in`, {
    method: 'POST',
    headers,
    body: JSON.stringify(STAFF),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  return (route: string, body: object) =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: { ...headers, cookie: `${headers.cookie}; ${session}` },
      body: JSON.stringify(body),
    });
}

/** A page's body as the server sends it in brotli (fetch would decode it). */
function brotliBody(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          response.headers['content-encoding'] === 'br'
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${url} was not sent in brotli`)),
        );
      })
      .on('error', reject);
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** The time of one whole request (body read). */
async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const server = await startServer({}, withStaff);
const bodies = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-pages-'));
// nginx's worker, started by root, runs as an unprivileged user: it must be able to read them.
fs.chmodSync(bodies, 0o755);
const minimal = http.createServer();
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
try {
  const blogId = (
    (await (await fetch(`${server.url}/api/blogs`)).json()) as { blogs: { id: number }[] }
  ).blogs[0]!.id;
  const pages = [PAGE, COURSE_PAGE, `/blogs/${blogId}`, '/blogs', '/'];
  // Each page's bytes as the product sends them to a browser, for the baselines to send alike.
  const files = await Promise.all(
    pages.map(async (urlPath, i) => {
      const file = path.join(bodies, `page-${i}.html.br`);
      fs.writeFileSync(file, await brotliBody(`${server.url}${urlPath}`), { mode: 0o644 });
      // The baselines answer each body at a path of its own (nginx takes `/` for a directory).
      return { page: urlPath, urlPath: `/page-${i}`, file };
    }),
  );
  const inMemory = new Map(files.map(({ urlPath, file }) => [urlPath, fs.readFileSync(file)]));
  const baselinePath = (page: string) => files.find((f) => f.page === page)!.urlPath;
  minimal.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(200, HEADERS);
    res.end(inMemory.get(req.url ?? ''));
  });
  await new Promise<void>((resolve) => minimal.listen(0, '127.0.0.1', resolve));
  const minimalUrl = `http://127.0.0.1:${(minimal.address() as AddressInfo).port}`;
  const nginxBinary = ensureNginx();
  nginx = nginxBinary ? await startNginx(nginxBinary, files, HEADERS) : undefined;
  if (!nginx)
    console.log(
      'nginx is not available (not on the PATH, and not root to install nginx-light): the baseline is the minimal node:http server.',
    );
  const baselineName = nginx ? `nginx ${nginx.version}, 1 worker` : 'minimal node:http';

  const rows: Record<string, string | number>[] = [];
  const fresh = await startServer({ SSR_CACHE_MAX_ENTRIES: '0' });
  try {
    for (const url of pages) {
      const baseline = await load(`${nginx?.url ?? minimalUrl}${baselinePath(url)}`);
      const ratio = (reqs: number) => (reqs / baseline['req/s']).toFixed(2);
      const bytes = inMemory.get(baselinePath(url))!.length;
      rows.push({
        what: `${baselineName}, ${url} (${(bytes / 1024).toFixed(1)} KB brotli)`,
        ...baseline,
        ratio: '1.00',
      });
      if (nginx) {
        const node = await load(`${minimalUrl}${baselinePath(url)}`);
        rows.push({ what: `  minimal node:http, ${url}`, ...node, ratio: ratio(node['req/s']) });
      }
      const product = await load(`${server.url}${url}`);
      rows.push({
        what: `  product, ${url} (${url === PAGE ? 'prerendered' : 'kept'})`,
        ...product,
        ratio: ratio(product['req/s']),
      });
      // The same page from a second server that keeps none, so both meet the same load on a shared machine.
      if (url !== PAGE) {
        const rendered = await load(`${fresh.url}${url}`);
        rows.push({
          what: `  product, ${url} (rendered per request)`,
          ...rendered,
          ratio: ratio(rendered['req/s']),
        });
      }
    }
  } finally {
    await fresh.stop();
  }
  const memory = await server.memory();
  rows.push({
    what: `product server memory after the runs (MB): rss ${memory.rss}, heap ${memory.heapUsed}/${memory.heapTotal}, external ${memory.external}`,
  });
  console.log(`${DURATION_S} s per target after ${WARM_UP_S} s of warm-up, 50 connections.`);
  report('Page serving', rows);

  // One request at a time: a kept page, then the first request after the post it shows was changed.
  const save = await signIn(server.url);
  const after: Record<string, string | number>[] = [];
  for (const url of [`/blogs/${blogId}`, '/blogs', '/']) {
    const hits: number[] = [];
    const firsts: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      await timed(`${server.url}${url}`);
      hits.push(await timed(`${server.url}${url}`));
      const saved = await save(`/api/admin/blogs/${blogId}`, {
        title: `Facility management notes, revision ${i}`,
        content: `<p>Revision ${i} of the bench's post.</p>`,
        featured_image: '/images/blogs/blog-1.webp',
      });
      if (!saved.ok) throw new Error(`saving the post failed: ${saved.status}`);
      firsts.push(await timed(`${server.url}${url}`));
    }
    after.push({
      page: url,
      'kept, median ms': round(median(hits)),
      'first after a change, median ms': round(median(firsts)),
      'first after a change, worst ms': round(Math.max(...firsts)),
    });
  }
  console.log(`${CHANGES} changes per page, one request at a time, brotli.`);
  report('A page after a change', after);
} finally {
  await server.stop();
  await nginx?.stop();
  minimal.close();
  fs.rmSync(bodies, { recursive: true, force: true });
  fs.rmSync(path.join(server.dataDir), { recursive: true, force: true });
}
