import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { ensureNginx, startNginx } from './lib/nginx';
import { startServer } from './lib/server';
import { report } from './lib/report';

// Page serving under load (autocannon, 50 connections): a prerendered course page and a
// server-rendered blog post from the product, against the same prerendered file (its brotli body,
// as the product sends it) from nginx in the same run: the ratio to beat (budget ≥ 0.5×). A minimal
// node:http server answering the file from memory stands in when nginx cannot be had, and is shown
// beside it otherwise. Loopback only, bounded in time; each target is warmed up before it is measured.

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARM_UP_S = 2;
const PAGE = '/diploma-mastery-fm';
const HEADERS = { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', vary: 'accept-encoding' };

async function load(url: string) {
  const options = { url, connections: 50, headers: { 'accept-encoding': 'br, gzip' }, timeout: 30 };
  await autocannon({ ...options, duration: WARM_UP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return { 'req/s': Math.round(result.requests.average), 'p99 ms': result.latency.p99, 'non-2xx': result.non2xx, errors: result.errors, timeouts: result.timeouts };
}

const file = `build/client${PAGE}/index.html.br`;
const html = fs.readFileSync(file);
const minimal = http.createServer((_req, res) => {
  res.writeHead(200, HEADERS);
  res.end(html);
});
await new Promise<void>((resolve) => minimal.listen(0, '127.0.0.1', resolve));
const minimalUrl = `http://127.0.0.1:${(minimal.address() as AddressInfo).port}${PAGE}`;

const nginxBinary = ensureNginx();
const nginx = nginxBinary ? await startNginx(nginxBinary, PAGE, fs.realpathSync(file), HEADERS) : undefined;
if (!nginx) console.log('nginx is not available (not on the PATH, and not root to install nginx-light): the baseline is the minimal node:http server.');

const server = await startServer();
try {
  const blogId = ((await (await fetch(`${server.url}/api/blogs`)).json()) as { blogs: { id: number }[] }).blogs[0]!.id;
  const rows: Record<string, string | number>[] = [];
  const baselineName = nginx ? `nginx ${nginx.version}, 1 worker` : 'minimal node:http';
  const baseline = await load(nginx ? `${nginx.url}${PAGE}` : minimalUrl);
  const ratio = (reqs: number) => (reqs / baseline['req/s']).toFixed(2);
  rows.push({ what: `${baselineName}, ${PAGE} (baseline)`, ...baseline, ratio: '1.00' });
  if (nginx) {
    const node = await load(minimalUrl);
    rows.push({ what: `minimal node:http, ${PAGE}`, ...node, ratio: ratio(node['req/s']) });
  }
  const prerendered = await load(`${server.url}${PAGE}`);
  rows.push({ what: `product, prerendered ${PAGE}`, ...prerendered, ratio: ratio(prerendered['req/s']) });
  // The server-rendered pages: a post, the blog list, home, served from the page cache
  // (server/ssr-cache.ts, ADR 0006), each followed in the same run by the same page from a second
  // server with the cache off, so both meet the same load on a shared machine.
  const uncached = await startServer({ SSR_CACHE_MAX_ENTRIES: '0' });
  try {
    for (const url of [`/blogs/${blogId}`, '/blogs', '/']) {
      const ssr = await load(`${server.url}${url}`);
      rows.push({ what: `product, SSR ${url} (page cache)`, ...ssr, ratio: ratio(ssr['req/s']) });
      const fresh = await load(`${uncached.url}${url}`);
      rows.push({ what: `product, SSR ${url} (cache off)`, ...fresh, ratio: ratio(fresh['req/s']) });
    }
  } finally {
    await uncached.stop();
  }
  const memory = await server.memory();
  rows.push({ what: `product server memory after the runs (MB): rss ${memory.rss}, heap ${memory.heapUsed}/${memory.heapTotal}, external ${memory.external}` });
  console.log(`${DURATION_S} s per target after ${WARM_UP_S} s of warm-up, 50 connections.`);
  report('Page serving', rows);
} finally {
  await server.stop();
  await nginx?.stop();
  minimal.close();
}
