import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { freePort } from '../../tests/support/free-port';
import { kb } from '../../tests/support/first-load-js';

// Lighthouse 12 (mobile, its default simulated throttling) in Debian's Chromium (CHROMIUM_PATH to
// change), for bench/lighthouse.ts. One run on a shared machine swings TBT by hundreds of
// milliseconds: callers take several and report the run computeMedianRun picks.

const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface ResourceRow {
  resourceType: string;
  transferSize: number;
}

export async function startChrome() {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-lighthouse-'));
  const flags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
  const chrome = spawn(
    CHROME,
    [...flags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || chrome.exitCode !== null)
      throw new Error(`Chromium did not start (${CHROME})`);
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

/** One Lighthouse run of `url` in the Chromium listening on `port`. */
export async function lighthouseRun(url: string, port: number): Promise<Lhr> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/** The run Lighthouse's own computeMedianRun picks; runs it could not score (no FCP or TTI) cannot be a median, and if none could, the first says why. */
export function medianRun(runs: Lhr[]): Lhr {
  const scored = filterToValidRuns(runs);
  return scored.length ? computeMedianRun(scored) : runs[0]!;
}

export const score = (value: number | null | undefined) =>
  value == null ? '-' : String(Math.round(value * 100));

/** Bytes Chromium received for a kind of resource ('script', 'stylesheet', 'total', ...). */
export function transferred(lhr: Lhr, type: string): number {
  return (
    (
      (lhr.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)?.items ??
      []
    ).find((item) => item.resourceType === type)?.transferSize ?? 0
  );
}

/** The figures a comparison needs from a median run, and every run's performance score. */
export function headline(lhr: Lhr, runs: Lhr[]) {
  const { categories, audits } = lhr;
  return {
    perf: score(categories.performance?.score),
    'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    'LCP s': ((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
    CLS: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    'JS KB': kb(transferred(lhr, 'script')),
    'perf of each run': runs.map((run) => score(run.categories.performance?.score)).join(' '),
    error: lhr.runtimeError?.code ?? '',
  };
}
