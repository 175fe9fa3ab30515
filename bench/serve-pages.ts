import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { startServer } from './lib/server';
import { report } from './lib/report';

// Page serving under load: a prerendered course page and a server-rendered blog post from the
// product, against the same prerendered file answered from memory by a minimal node:http server
// in the same run (the ratio to beat). Loopback only, bounded in time.

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const PAGE = '/diploma-mastery-fm';

async function load(url: string) {
  const result = await autocannon({ url, connections: 50, duration: DURATION_S, headers: { 'accept-encoding': 'br, gzip' } });
  return { 'req/s': Math.round(result.requests.average), 'p99 ms': result.latency.p99, non2xx: result.non2xx + result.errors };
}

const html = fs.readFileSync(`build/client${PAGE}/index.html.br`);
const baseline = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
  res.end(html);
});
await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
const baselineUrl = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}${PAGE}`;

const server = await startServer();
const blogId = ((await (await fetch(`${server.url}/api/blogs`)).json()) as { blogs: { id: number }[] }).blogs[0]!.id;
const rows = [];
const minimal = await load(baselineUrl);
rows.push({ what: `minimal node:http, ${PAGE} (baseline)`, ...minimal, ratio: '1.00' });
const prerendered = await load(`${server.url}${PAGE}`);
rows.push({ what: `product, prerendered ${PAGE}`, ...prerendered, ratio: (prerendered['req/s'] / minimal['req/s']).toFixed(2) });
const ssr = await load(`${server.url}/blogs/${blogId}`);
rows.push({ what: `product, SSR /blogs/${blogId}`, ...ssr, ratio: (ssr['req/s'] / minimal['req/s']).toFixed(2) });
rows.push({ what: 'product server RSS after the runs (MB)', 'req/s': Math.round(server.rssMb()) });
await server.stop();
baseline.close();
report('Page serving', rows);
