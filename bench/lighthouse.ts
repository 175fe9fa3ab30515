import fs from 'node:fs';
import path from 'node:path';
import { kb, pageJs } from '../tests/support/first-load-js';
import {
  headline,
  lighthouseRun,
  medianRun,
  score,
  startChrome,
  transferred,
  type Lhr,
} from './lib/lighthouse-runner';
import { startNoScriptProxy } from './lib/no-script-proxy';
import { report } from './lib/report';
import { startServer } from './lib/server';

// Lighthouse 12 mobile on the public routes of the built product, started on its own port and a
// throwaway database: category scores, LCP/CLS/TBT, and the bytes each route transfers. Beside each
// route, the same page with its scripts removed (bench/lib/no-script-proxy.ts), measured in the same
// run, the two interleaved run by run so they share the machine's noise: the difference is what the
// page's JavaScript costs. A benchmark: it prints figures and never asserts them.
// Each route is first fetched twice (a live server has its page cache and JIT warm), then measured
// LIGHTHOUSE_RUNS times (3 unless set) each way, and the median run is reported.
// LIGHTHOUSE_ROUTES (comma-separated, a post as /blogs/<id>) narrows the routes while working on one.
// BENCH_PORT pins the server's port (a shared machine's own range); otherwise any free one.

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// A phone's browser, so the warm-up fills the cache entry visitors (not crawlers) are served from.
const VISITOR_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/** A page's HTML. Retried once: a pooled connection can be closed by the server while Lighthouse runs. */
async function html(url: string): Promise<string> {
  try {
    return await (await fetch(url)).text();
  } catch {
    return (await fetch(url)).text();
  }
}

interface NodeDetails {
  selector?: string;
  snippet?: string;
}

/** The LCP element and its phases, and the elements that shifted (Lighthouse 12's audits). */
function diagnosis(lhr: Lhr) {
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: NodeDetails; phase?: string; timing?: number }[] }[] } | undefined;
  const [element, phases] = [lcp?.items?.[0]?.items?.[0]?.node, lcp?.items?.[1]?.items ?? []];
  const shifts =
    (
      lhr.audits['layout-shifts']?.details as
        { items?: { node?: NodeDetails; score?: number }[] } | undefined
    )?.items ?? [];
  const short = (node?: NodeDetails) =>
    (node?.snippet ?? node?.selector ?? '-').replace(/\s+/g, ' ').slice(0, 70);
  return {
    'LCP element': short(element),
    'LCP phases ms': phases.map((p) => `${p.phase}:${Math.round(p.timing ?? 0)}`).join(' ') || '-',
    'shifted (score)':
      shifts.map((s) => `${short(s.node)} (${(s.score ?? 0).toFixed(3)})`).join('; ') || '-',
  };
}

const signed = (n: number, digits = 0) => `${n > 0 ? '+' : ''}${n.toFixed(digits)}`;

const server = await startServer(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {});
const noScript = await startNoScriptProxy(server.url);
const chrome = await startChrome();
try {
  const blogId = (
    (await (await fetch(`${server.url}/api/blogs`)).json()) as { blogs: { id: number }[] }
  ).blogs[0]!.id;
  const all = [
    '/',
    '/diploma-mastery-fm',
    '/courses',
    '/blogs',
    `/blogs/${blogId}`,
    '/contacts',
    '/register',
    // The Arabic edition of the pages most visitors see, beside their English twins above.
    '/ar',
    '/ar/diploma-mastery-fm',
    '/ar/courses',
    '/ar/contacts',
    '/ar/register',
  ];
  // LIGHTHOUSE_ROUTES=/courses,/register measures only those (a post is `/blogs/<id>`).
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').map((r) => r.trim());
  const routes = only
    ? all.filter(
        (route) =>
          only.includes(route) || (route.startsWith('/blogs/') && only.includes('/blogs/<id>')),
      )
    : all;
  const rows = [];
  const comparison = [];
  const diagnoses = [];
  const reports = path.join('bench', 'results', 'lighthouse');
  fs.mkdirSync(reports, { recursive: true });
  for (const route of routes) {
    for (let i = 0; i < 2; i++)
      await fetch(`${server.url}${route}`, { headers: { 'user-agent': VISITOR_UA } }).then((r) =>
        r.arrayBuffer(),
      );
    const runs: Lhr[] = [];
    const bareRuns: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await lighthouseRun(`${server.url}${route}`, chrome.port));
      bareRuns.push(await lighthouseRun(`${noScript.url}${route}`, chrome.port));
    }
    const lhr = medianRun(runs);
    const bare = medianRun(bareRuns);
    const { categories, audits } = lhr;
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
      'JS KB': kb(transferred(lhr, 'script')),
      'CSS KB': kb(transferred(lhr, 'stylesheet')),
      'img KB': kb(transferred(lhr, 'image')),
      'font KB': kb(transferred(lhr, 'font')),
      'total KB': kb(transferred(lhr, 'total')),
      'first-load JS gzip KB': kb(js.gzip),
      // A run Lighthouse could not score (e.g. no LCP seen on a starved machine) says why.
      'perf of each run': runs.map((run) => score(run.categories.performance?.score)).join(' '),
      error: lhr.runtimeError?.code ?? '',
    });
    const [withJs, without] = [headline(lhr, runs), headline(bare, bareRuns)];
    comparison.push({
      route,
      perf: withJs.perf,
      'perf no JS': without.perf,
      'perf diff': signed(Number(withJs.perf) - Number(without.perf)),
      'TBT ms': withJs['TBT ms'],
      'TBT no JS': without['TBT ms'],
      'TBT diff': signed(withJs['TBT ms'] - without['TBT ms']),
      'LCP s': withJs['LCP s'],
      'LCP no JS': without['LCP s'],
      'perf of each run': withJs['perf of each run'],
      'no JS each run': without['perf of each run'],
    });
    diagnoses.push({ route, ...diagnosis(lhr) });
    // The whole report, for a person to open what a figure hides.
    fs.writeFileSync(
      path.join(reports, `${route.replace(/\W+/g, '_') || 'home'}.json`),
      JSON.stringify(lhr),
    );
    console.log(`lighthouse: ${route} done`);
  }
  // Chromium asks for brotli only over HTTPS: on this loopback http the transfer sizes are gzip.
  report(
    'What Lighthouse saw as the largest paint, and what moved (full reports in bench/results/lighthouse/)',
    diagnoses,
  );
  report(
    'Lighthouse mobile (KB transferred as Chromium received them, gzip on http; first-load JS gzip from the build)',
    rows,
  );
  report(
    `Lighthouse mobile, each page beside the same page with its scripts removed (median of ${RUNS}, interleaved)`,
    comparison,
  );
} finally {
  await chrome.stop();
  await noScript.stop();
  await server.stop();
}
