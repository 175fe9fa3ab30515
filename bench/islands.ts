import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { kb } from './lib/first-load-js';
import { headline, lighthouseRun, medianRun, startChrome, type Lhr } from './lib/lighthouse-runner';
import { startNoScriptProxy } from './lib/no-script-proxy';
import { report } from './lib/report';
import { startServer } from './lib/server';
import { precompress, serve } from './islands/serve';

// Issue 19's comparison of island mechanisms: the home page, a course page and /contacts built with
// the product's components in each candidate under bench/islands/, served from Fastify, measured by
// Lighthouse 12 mobile in one sitting beside today's product and today's pages with their scripts
// removed. Every run takes each target in turn (runs interleaved), so all share the machine's noise.
// A candidate installs its own packages into its folder (the product's node_modules untouched); one
// that cannot be built or served is reported with its error. Figures only: nothing is asserted.
// `npm run build` first (the baseline is the built product; the candidates take its pictures).
// ISLANDS_CANDIDATES=astro,react-roots narrows the candidates; LIGHTHOUSE_RUNS (3) the runs.

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const ROOT = path.resolve('.');
const HERE = path.join(ROOT, 'bench/islands');
const PAGES = ['/', '/diploma-mastery-fm', '/contacts'];
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-islands-'));

interface Candidate {
  name: string;
  label: string;
  /** Runs in the candidate's folder after its packages are installed. */
  build: string[];
  /** The folder of built pages, relative to the candidate's. */
  out: string;
  /** The island mechanism itself: what the migration would add (common/routed.tsx is counted where used). */
  mechanism: string[];
  /** The three pages and their layout written for the candidate. */
  pages: string[];
}

const CANDIDATES: Candidate[] = [
  {
    name: 'rsc',
    label: '(a) React Router RSC mode',
    build: ['./node_modules/.bin/react-router', 'build'],
    out: 'build/client',
    mechanism: ['vite.config.ts', 'react-router.config.ts', ...fs.readdirSync(path.join(HERE, 'rsc/app/client')).map((file) => `app/client/${file}`)],
    pages: ['app/root.tsx', 'app/routes.ts', 'app/routes/home.tsx', 'app/routes/course.tsx', 'app/routes/contacts.tsx'],
  },
  {
    name: 'react-roots',
    label: '(b) React roots in React Router',
    build: [process.execPath, '--import', 'tsx', 'build.ts'],
    out: 'dist/client',
    mechanism: ['island.tsx', 'registry.ts', 'client.ts', '../common/routed.tsx'],
    pages: ['pages.tsx'],
  },
  {
    name: 'astro',
    label: '(c) Astro 5 + React',
    build: ['./node_modules/.bin/astro', 'build'],
    out: 'dist',
    mechanism: ['astro.config.mjs', '../common/routed.tsx'],
    pages: ['src/layouts/Page.astro', 'src/pages/index.astro', 'src/pages/diploma-mastery-fm.astro', 'src/pages/contacts.astro'],
  },
];

// Today's hand-made mechanism, which an island mechanism makes unnecessary (issue 19).
const TODAY_FILES = [
  'app/lib/hydrate-after-paint.server.ts',
  'app/lib/hydrate-after-paint.server.test.ts',
  'app/components/layout/server-html.tsx',
  'app/components/layout/use-kept-links.ts',
  'app/components/layout/site-chrome.tsx',
  'app/components/forms/lazy-enquiry-form.tsx',
  'app/components/forms/typed-values.ts',
  'app/components/forms/typed-values.test.ts',
  'app/lib/hydration-mark.ts',
];
/** Lines of a file from the one holding `from` to the one holding `to`, both included. */
function linesBetween(file: string, from: string, to: string) {
  const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  return lines.findIndex((l) => l.includes(to)) - lines.findIndex((l) => l.includes(from)) + 1;
}
const lineCount = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '').length;

const loadAtStart = fs.readFileSync('/proc/loadavg', 'utf8').trim();
const selected = process.env.ISLANDS_CANDIDATES?.split(',').map((name) => name.trim());
const candidates = CANDIDATES.filter((c) => !selected || selected.includes(c.name));

const server = await startServer();
const blogs = ((await (await fetch(`${server.url}/api/blogs?page=1&limit=4`)).json()) as { blogs: unknown[] }).blogs;
const blogsFile = path.join(TMP, 'blogs.json');
fs.writeFileSync(blogsFile, JSON.stringify(blogs));

// Install, build and precompress each candidate; one that fails is a finding, with its error.
const failures: Record<string, string>[] = [];
const built: (Candidate & { dir: string })[] = [];
for (const candidate of candidates) {
  const dir = path.join(HERE, candidate.name);
  // Run by `npm run`, this process carries npm's settings for the product (npm_config_local_prefix
  // among them): an npm started with them installs into the product's node_modules, not the
  // candidate's. Its environment is the shell's, without them.
  const shell = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'NODE_ENV'));
  // The candidate's own packages, from its lock file, beside (not in) the product's; React and React
  // Router stay the product's (--legacy-peer-deps leaves peers to be found up the tree).
  // A candidate without a package.json of its own needs only the product's.
  const install = fs.existsSync(path.join(dir, 'package.json'))
    ? spawnSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--legacy-peer-deps'], { cwd: dir, env: shell, encoding: 'utf8' })
    : { status: 0, stdout: '', stderr: '' };
  const env = { ...shell, ISLANDS_BLOGS: blogsFile, ISLANDS_PUBLIC_URL: '', ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const step = install.status === 0 ? spawnSync(candidate.build[0]!, candidate.build.slice(1), { cwd: dir, env, encoding: 'utf8' }) : install;
  if (step.status !== 0) {
    const output = `${step.stderr ?? ''}${step.stdout ?? ''}`.trim().split('\n');
    failures.push({ candidate: candidate.label, step: step === install ? 'npm install' : candidate.build.join(' '), error: output.slice(-8).join(' | ') });
    console.log(`islands: ${candidate.name} failed:\n${output.slice(-30).join('\n')}`);
    continue;
  }
  precompress(path.join(dir, candidate.out));
  built.push({ ...candidate, dir });
  console.log(`islands: ${candidate.name} built`);
}

interface Target {
  label: string;
  url: string;
  /** Folders the target's files are served from, to read the brotli size of what a page fetched. */
  roots: string[];
}
const productClient = path.join(ROOT, 'build/client');
const noScript = await startNoScriptProxy(server.url);
const served = await Promise.all(built.map(async (c) => ({ candidate: c, site: await serve([path.join(c.dir, c.out), productClient], server.url) })));
const targets: Target[] = [
  { label: 'today (whole-page hydration)', url: server.url, roots: [productClient] },
  { label: 'today, scripts removed', url: noScript.url, roots: [productClient] },
  ...served.map(({ candidate, site }) => ({ label: candidate.label, url: site.url, roots: [path.join(candidate.dir, candidate.out), productClient] })),
];

/** Bytes a phone would receive over HTTPS (brotli, as the server has it on disk) for the scripts a run fetched. */
function scriptBrotli(lhr: Lhr, target: Target): number {
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  return requests
    .filter((r) => r.resourceType === 'Script' && r.url.startsWith(target.url))
    .reduce((sum, r) => {
      const file = decodeURIComponent(new URL(r.url).pathname);
      const found = target.roots.map((root) => path.join(root, file)).find((f) => fs.existsSync(f));
      if (!found) return sum;
      return sum + (fs.existsSync(`${found}.br`) ? fs.statSync(`${found}.br`).size : zlib.brotliCompressSync(fs.readFileSync(found)).length);
    }, 0);
}

const chrome = await startChrome();
const rows = [];
try {
  for (const page of PAGES) {
    // Warm every target (the product's page cache, the servers' JIT) before any run counts.
    for (const target of targets) for (let i = 0; i < 2; i++) await fetch(`${target.url}${page}`).then((r) => r.arrayBuffer());
    const runs = new Map<Target, Lhr[]>(targets.map((t) => [t, []]));
    for (let i = 0; i < RUNS; i++) for (const target of targets) runs.get(target)!.push(await lighthouseRun(`${target.url}${page}`, chrome.port));
    for (const target of targets) {
      const all = runs.get(target)!;
      const lhr = medianRun(all);
      const figures = headline(lhr, all);
      rows.push({ page, mechanism: target.label, ...figures, 'JS br KB': kb(scriptBrotli(lhr, target)) });
    }
    console.log(`islands: ${page} done`);
  }
} finally {
  await chrome.stop();
  await noScript.stop();
  for (const { site } of served) await site.stop();
  await server.stop();
  fs.rmSync(TMP, { recursive: true, force: true });
}

const today = TODAY_FILES.reduce((sum, file) => sum + lineCount(path.join(ROOT, file)), 0);
const viteLists = linesBetween('vite.config.ts', '// The small modules', 'const PAGE_KIT_GROUP');
const code = [
  { mechanism: "today's hand-made mechanism", 'mechanism lines': `${today + viteLists}`, 'page lines': '-', files: `${TODAY_FILES.length} files + FIRST_LOAD/PAGE_KIT in vite.config.ts (${viteLists})` },
  ...CANDIDATES.map((c) => {
    const dir = path.join(HERE, c.name);
    return {
      mechanism: c.label,
      'mechanism lines': String(c.mechanism.reduce((sum, f) => sum + lineCount(path.join(dir, f)), 0)),
      'page lines': String(c.pages.reduce((sum, f) => sum + lineCount(path.join(dir, f)), 0)),
      files: c.mechanism.join(' '),
    };
  }),
];

const loadAtEnd = fs.readFileSync('/proc/loadavg', 'utf8').trim();
console.log(`\nload average at start: ${loadAtStart}\nload average at end:   ${loadAtEnd}`);
if (failures.length) report('Island candidates that could not be built', failures);
report('Island mechanisms: lines of code (non-blank; shared components and data not counted)', code);
report(`Island mechanisms: Lighthouse 12 mobile, median of ${RUNS} interleaved runs (JS KB gzip as received on http; JS br KB the same scripts as brotli)`, rows);
