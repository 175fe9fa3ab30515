import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SERVER_BUNDLE } from '../scripts/server-bundle.mjs';
import { report } from './lib/report';

// The staff console's figures (ADR 0020): `build` times `npm run build` three times; `dev` times
// `npm run dev` from its start until the console answers (its HTML, then the page live in Chromium),
// three times; `js` counts the JavaScript the console makes the browser fetch, on the built product:
// the sign-in page, the dashboard opened cold by a signed-in browser, and what each other page adds
// when reached through the console's navigation (and its total when opened cold). Bytes are the
// build's .br and .gz files of each script (scripts/precompress.ts), as the server sends them.
// Usage: npm run bench:console -- build|dev|js   (BENCH_PORT, default 5610; BENCH_RUNS, default 3)

const PORT = Number(process.env.BENCH_PORT ?? 5610);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CLIENT_DIR = path.resolve('build/client');
const ADMIN = { email: 'bench-admin@academy.example', password: 'bench admin password 2026' };
const BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function makeAccount(dataDir: string) {
  const created = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/admin-create.ts',
      '--email',
      ADMIN.email,
      '--name',
      'Bench Admin',
      '--role',
      'admin',
    ],
    {
      input: `${ADMIN.password}\n`,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  if (created.status !== 0) throw new Error('admin:create failed');
}

/** Waits until `url` answers with a body that `ready` accepts. */
async function waitFor(url: string, ready: (body: string) => boolean, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    try {
      if (ready(await (await fetch(url)).text())) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops a process group started with `detached: true` and waits for its leader. */
function stopGroup(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

async function buildTimes() {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });
    if (result.status !== 0) throw new Error('npm run build failed');
    times.push(performance.now() - started);
  }
  report('console build', [
    ...times.map((ms, i) => ({ run: i + 1, 'npm run build s': seconds(ms) })),
    { run: 'median', 'npm run build s': seconds(median(times)) },
  ]);
}

const signInShown = (body: string) => body.includes('Staff sign-in');

async function devTimes() {
  const browser = await chromium.launch({ executablePath: BROWSER, args: ['--no-sandbox'] });
  const rows: Record<string, string | number>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-console-dev-'));
    const started = performance.now();
    const child = spawn('npm', ['run', 'dev'], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    try {
      const url = `http://127.0.0.1:${PORT}/admin`;
      await waitFor(url, signInShown, child);
      const answered = performance.now() - started;
      const page = await browser.newPage();
      await page.goto(url);
      await page.getByRole('form', { name: 'Staff sign-in' }).waitFor();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const live = performance.now() - started;
      await page.close();
      rows.push({
        run: i + 1,
        'console answers s': seconds(answered),
        'sign-in live s': seconds(live),
      });
    } finally {
      await stopGroup(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const column = (name: string) => median(rows.map((row) => Number(row[name])));
  rows.push({
    run: 'median',
    'console answers s': column('console answers s').toFixed(1),
    'sign-in live s': column('sign-in live s').toFixed(1),
  });
  await browser.close();
  report('console dev start', rows);
}

/** The build's bytes for a script: brotli and gzip, as the server sends them (the file where none is smaller). */
function compressed(url: string) {
  const file = path.join(CLIENT_DIR, decodeURIComponent(new URL(url).pathname));
  const size = (suffix: string) =>
    fs.statSync(fs.existsSync(`${file}${suffix}`) ? `${file}${suffix}` : file).size;
  return { br: size('.br'), gz: size('.gz') };
}

/** Scripts fetched by a page from now on (the browser's cache is the context's). */
function scriptsFetched(page: Page) {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) urls.add(response.url());
  });
  return {
    count: () => urls.size,
    take() {
      const taken = [...urls];
      urls.clear();
      return taken;
    },
  };
}

const total = (urls: string[]) =>
  urls.map(compressed).reduce((sum, one) => ({ br: sum.br + one.br, gz: sum.gz + one.gz }), {
    br: 0,
    gz: 0,
  });

/** Returns once a second has passed with no new script fetched (a lazy chunk comes after its page). */
async function quiet(fetched: { count(): number }) {
  for (let seen = -1; seen !== fetched.count();) {
    seen = fetched.count();
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function settled(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** Opens `path` in a fresh context (empty cache) with the session's cookies; the scripts it fetched. */
async function cold(browser: Browser, session: BrowserContext, url: string) {
  const context = await browser.newContext({ storageState: await session.storageState() });
  const page = await context.newPage();
  const fetched = scriptsFetched(page);
  await page.goto(url);
  await settled(page);
  await quiet(fetched);
  const scripts = fetched.take();
  await context.close();
  return scripts;
}

async function consoleJs() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-console-js-'));
  makeAccount(dataDir);
  const base = `http://127.0.0.1:${PORT}`;
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      FORM_MIN_FILL_MS: '0',
    },
  });
  const browser = await chromium.launch({ executablePath: BROWSER, args: ['--no-sandbox'] });
  const rows: Record<string, string | number>[] = [];
  const row = (name: string, urls: string[]) => {
    const { br, gz } = total(urls);
    rows.push({ page: name, scripts: urls.length, 'br KB': kb(br), 'gzip KB': kb(gz) });
  };
  try {
    await waitFor(`${base}/api/health`, () => true, child);
    // A lead, so the inbox has a row to open.
    const visitor = await browser.newPage();
    await visitor.goto(`${base}/contacts`);
    const contact = visitor.getByRole('form', { name: 'Contact enquiry' });
    await contact.getByLabel('Name').fill('Bench Visitor');
    await contact.getByLabel('Email').fill('bench@example.in');
    await contact.getByLabel('Course').selectOption('Professional Courses');
    await contact.getByLabel('Track').selectOption('Full Time');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByTestId('form-success').waitFor();
    await visitor.close();

    const session = await browser.newContext();
    const page = await session.newPage();
    const fetched = scriptsFetched(page);
    await page.goto(`${base}/admin`);
    await settled(page);
    row('sign-in (anonymous, cold)', fetched.take());
    const form = page.getByRole('form', { name: 'Staff sign-in' });
    await form.getByLabel('Email').fill(ADMIN.email);
    await form.getByLabel('Password').fill(ADMIN.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await settled(page);
    fetched.take();
    row('dashboard (signed in, cold)', await cold(browser, session, `${base}/admin`));

    // Each page as the console's navigation reaches it from the one before: what it adds.
    const nav = page.getByRole('navigation', { name: 'Console' });
    const steps: [string, string | RegExp, string, () => Promise<void>][] = [
      ['leads', 'Leads', '/admin/leads', () => nav.getByRole('link', { name: 'Leads' }).click()],
      [
        'lead page',
        /Bench Visitor/,
        '',
        () => page.getByRole('link', { name: 'Bench Visitor' }).first().click(),
      ],
      [
        'blog posts',
        'Blog posts',
        '/admin/blogs',
        () => nav.getByRole('link', { name: 'Blog posts' }).click(),
      ],
      [
        'post editor',
        'Edit post',
        '',
        () => page.getByRole('table', { name: 'Blog posts' }).getByRole('link').first().click(),
      ],
      [
        'accreditations',
        'Accreditations',
        '/admin/accreditations',
        () => nav.getByRole('link', { name: 'Accreditations' }).click(),
      ],
      [
        'batches',
        'Batches',
        '/admin/batches',
        () => nav.getByRole('link', { name: 'Batches' }).click(),
      ],
      [
        'audit log',
        'Audit log',
        '/admin/audit',
        () => nav.getByRole('link', { name: 'Audit log' }).click(),
      ],
      [
        'accounts',
        'Accounts',
        '/admin/accounts',
        () => nav.getByRole('link', { name: 'Accounts' }).click(),
      ],
    ];
    for (const [name, heading, direct, go] of steps) {
      await go();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      // The editor's code comes once the page is live.
      if (name === 'post editor') await page.getByRole('textbox', { name: 'Post body' }).waitFor();
      await quiet(fetched);
      row(`+ ${name} (navigated)`, fetched.take());
      const url = direct ? `${base}${direct}` : page.url();
      row(`  ${name} (cold)`, await cold(browser, session, url));
    }
    await session.close();
  } finally {
    await browser.close();
    await stopGroup(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report('console javascript', rows);
}

const task = process.argv[2];
if (task === 'build') await buildTimes();
else if (task === 'dev') await devTimes();
else if (task === 'js') await consoleJs();
else {
  console.error('Usage: npm run bench:console -- build|dev|js');
  process.exit(1);
}
