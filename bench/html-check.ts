import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startServer } from './lib/server';
import { report } from './lib/report';

// The W3C Nu HTML Checker (vnu.jar from npm `vnu-jar`, run by the machine's Java 17) over the HTML
// of every route as served: each prerendered page from build/client, and the server-rendered home,
// blog list, a post and the not-found page fetched from the built server. Budget: 0 errors.

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const CLIENT_DIR = path.resolve('build/client');
const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar')),
  'build/dist/vnu.jar',
);

function prerenderedPages(dir = CLIENT_DIR): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.name !== 'index.html' || entry.parentPath.includes(`${path.sep}assets`)) continue;
    const route = `/${path.relative(CLIENT_DIR, entry.parentPath).split(path.sep).join('/')}`;
    pages.set(route, path.join(entry.parentPath, entry.name));
  }
  return pages;
}

async function serverRenderedPages(workDir: string): Promise<Map<string, string>> {
  const server = await startServer();
  try {
    const blogId = (
      (await (await fetch(`${server.url}/api/blogs`)).json()) as { blogs: { id: number }[] }
    ).blogs[0]!.id;
    const pages = new Map<string, string>();
    for (const route of ['/', '/blogs', `/blogs/${blogId}`, '/no-such-page']) {
      const file = path.join(workDir, `ssr${route.replaceAll('/', '_') || '_'}.html`);
      fs.writeFileSync(file, await (await fetch(`${server.url}${route}`)).text());
      pages.set(`${route} (SSR)`, file);
    }
    return pages;
  } finally {
    await server.stop();
  }
}

function runChecker(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) return reject(error);
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      },
    );
  });
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-vnu-'));
const pages = new Map([...prerenderedPages(), ...(await serverRenderedPages(workDir))]);
// vnu names each file `file:/abs/path`.
const routeOf = new Map([...pages].map(([route, file]) => [`file:${file}`, route]));
const started = performance.now();
const messages = await runChecker([...pages.values()]);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
fs.rmSync(workDir, { recursive: true, force: true });

const isError = (m: VnuMessage) => m.type === 'error' || m.type === 'non-document-error';
const rows = [...pages.keys()].sort().map((route) => {
  const mine = messages.filter((m) => routeOf.get(m.url) === route);
  const errors = mine.filter(isError);
  return {
    route,
    errors: errors.length,
    warnings: mine.filter((m) => m.subType === 'warning').length,
    'first error': errors[0]?.message.slice(0, 90) ?? '',
  };
});
const unmatched = messages.filter((m) => isError(m) && !routeOf.has(m.url));
if (unmatched.length > 0)
  rows.push({
    route: 'not matched to a route',
    errors: unmatched.length,
    warnings: 0,
    'first error': unmatched[0]!.message.slice(0, 90),
  });
const total = rows.reduce((sum, row) => sum + row.errors, 0);
rows.push({
  route: `all ${pages.size} routes (checked in ${seconds} s)`,
  errors: total,
  warnings: rows.reduce((s, r) => s + r.warnings, 0),
  'first error': total === 0 ? 'budget met: 0 errors' : 'budget: 0 errors',
});
report('W3C Nu HTML Checker', rows);
for (const m of messages.filter(isError))
  console.log(
    `${routeOf.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`,
  );
