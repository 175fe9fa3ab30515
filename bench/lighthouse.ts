import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { freePort } from '../scripts/dev/throwaway-postgres';
import { kb, pageJs } from './lib/first-load-js';
import { report } from './lib/report';
import { startServer } from './lib/server';

// Lighthouse 12 (mobile, its default simulated throttling) on the public routes of the built product,
// started on its own port and a throwaway database, in Debian's Chromium (CHROMIUM_PATH to change): category scores, LCP/CLS/TBT, and the bytes
// each route transfers. A benchmark: it prints figures and never asserts them.
// Each route is first fetched twice (a live server has its page cache and JIT warm), then measured
// LIGHTHOUSE_RUNS times (3 unless set), and the run Lighthouse's own computeMedianRun picks is
// reported: one run on a shared machine swings TBT by hundreds of milliseconds.
// LIGHTHOUSE_ROUTES (comma-separated, a post as /blogs/<id>) narrows the routes while working on one.

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// A phone's browser, so the warm-up fills the cache entry visitors (not crawlers) are served from.
const VISITOR_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

interface ResourceRow {
  resourceType: string;
  transferSize: number;
}

async function startChrome() {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-lighthouse-'));
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
  const chrome = spawn(CHROME, [...flags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || chrome.exitCode !== null) throw new Error(`Chromium did not start (${CHROME})`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    stop: async () => {
      chrome.kill('SIGTERM');
      if (chrome.exitCode === null) await new Promise((resolve) => chrome.once('exit', resolve));
      // Chromium's helpers may still be writing into the profile for a moment after it exits.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** A page's HTML. Retried once: a pooled connection can be closed by the server while Lighthouse runs. */
async function html(url: string): Promise<string> {
  try {
    return await (await fetch(url)).text();
  } catch {
    return (await fetch(url)).text();
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
interface NodeDetails {
  selector?: string;
  snippet?: string;
}

/** The LCP element and its phases, and the elements that shifted (Lighthouse 12's audits). */
function diagnosis(lhr: Lhr) {
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: NodeDetails; phase?: string; timing?: number }[] }[] } | undefined;
  const [element, phases] = [lcp?.items?.[0]?.items?.[0]?.node, lcp?.items?.[1]?.items ?? []];
  const shifts = (lhr.audits['layout-shifts']?.details as { items?: { node?: NodeDetails; score?: number }[] } | undefined)?.items ?? [];
  const short = (node?: NodeDetails) => (node?.snippet ?? node?.selector ?? '-').replace(/\s+/g, ' ').slice(0, 70);
  return {
    'LCP element': short(element),
    'LCP phases ms': phases.map((p) => `${p.phase}:${Math.round(p.timing ?? 0)}`).join(' ') || '-',
    'shifted (score)': shifts.map((s) => `${short(s.node)} (${(s.score ?? 0).toFixed(3)})`).join('; ') || '-',
  };
}

const score = (value: number | null | undefined) => (value == null ? '-' : String(Math.round(value * 100)));

const server = await startServer();
const chrome = await startChrome();
try {
  const blogId = ((await (await fetch(`${server.url}/api/blogs`)).json()) as { blogs: { id: number }[] }).blogs[0]!.id;
  const all = ['/', '/diploma-mastery-fm', '/courses', '/blogs', `/blogs/${blogId}`, '/contacts', '/register'];
  // LIGHTHOUSE_ROUTES=/courses,/register measures only those (a post is `/blogs/<id>`).
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').map((r) => r.trim());
  const routes = only ? all.filter((route) => only.includes(route) || (route.startsWith('/blogs/') && only.includes('/blogs/<id>'))) : all;
  const rows = [];
  const diagnoses = [];
  const reports = path.join('bench', 'results', 'lighthouse');
  fs.mkdirSync(reports, { recursive: true });
  for (const route of routes) {
    for (let i = 0; i < 2; i++) await fetch(`${server.url}${route}`, { headers: { 'user-agent': VISITOR_UA } }).then((r) => r.arrayBuffer());
    const runs: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      runs.push(result.lhr);
    }
    // Runs Lighthouse could not score (no FCP or TTI) cannot be a median; if none could, the first says why.
    const scored = filterToValidRuns(runs);
    const lhr: Lhr = scored.length ? computeMedianRun(scored) : runs[0]!;
    const { categories, audits } = lhr;
    const bytes = (type: string) => ((audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)?.items ?? []).find((item) => item.resourceType === type)?.transferSize ?? 0;
    const js = pageJs(await html(`${server.url}${route}`));
    rows.push({
      route,
      perf: score(categories.performance?.score),
      a11y: score(categories.accessibility?.score),
      'best pr.': score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      'LCP s': ((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
      CLS: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      'JS KB': kb(bytes('script')),
      'CSS KB': kb(bytes('stylesheet')),
      'img KB': kb(bytes('image')),
      'font KB': kb(bytes('font')),
      'total KB': kb(bytes('total')),
      'first-load JS gzip KB': kb(js.gzip),
      // A run Lighthouse could not score (e.g. no LCP seen on a starved machine) says why.
      'perf of each run': runs.map((run) => score(run.categories.performance?.score)).join(' '),
      error: lhr.runtimeError?.code ?? '',
    });
    diagnoses.push({ route, ...diagnosis(lhr) });
    // The whole report, for a person to open what a figure hides.
    fs.writeFileSync(path.join(reports, `${route.replace(/\W+/g, '_') || 'home'}.json`), JSON.stringify(lhr));
    console.log(`lighthouse: ${route} done`);
  }
  // Chromium asks for brotli only over HTTPS: on this loopback http the transfer sizes are gzip.
  report('What Lighthouse saw as the largest paint, and what moved (full reports in bench/results/lighthouse/)', diagnoses);
  report('Lighthouse mobile (KB transferred as Chromium received them, gzip on http; first-load JS gzip from the build)', rows);
} finally {
  await chrome.stop();
  await server.stop();
}
