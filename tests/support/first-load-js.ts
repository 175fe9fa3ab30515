import fs from 'node:fs';
import path from 'node:path';

// What JavaScript a page makes the browser fetch, read from its HTML: its module scripts and its
// islands' component and renderer modules (fetched when each island hydrates: at once, when idle or
// when visible), with every module those import statically. Byte counts are the gzip files the build
// wrote beside each asset (scripts/precompress.ts), or the file itself where gzip would not be
// smaller: what the server sends to a gzip-only client, exact and the same on every machine.

/**
 * The JavaScript a course page may send, in bytes (KB = 1024): issue 19's target. React (its client
 * renderer, react and react-dom) is almost all of it; the enquiry form island is small, run by React
 * and the browser without a form library or the schema (ADR 0015), and so is the site script.
 */
export const COURSE_PAGE_JS_BUDGET = 75 * 1024;

export const CLIENT_DIR = path.resolve('build/client');

/** Same-origin script URLs a page's HTML asks for, in document order, without repeats. */
export function firstLoadScripts(html: string, clientDir = CLIENT_DIR): string[] {
  const urls = new Set<string>();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(src!);
  for (const [, url] of html.matchAll(/<astro-island\b[^>]*?\bcomponent-url="([^"]+)"/g))
    urls.add(url!);
  for (const [, url] of html.matchAll(/<astro-island\b[^>]*?\brenderer-url="([^"]+)"/g))
    urls.add(url!);
  const local = [...urls].filter((url) => url.startsWith('/') && !url.startsWith('//'));
  return withStaticImports(local, clientDir);
}

/** The URLs with the modules they import statically, transitively (what the browser fetches for them). */
function withStaticImports(urls: string[], clientDir: string): string[] {
  const all = new Set(urls);
  for (const url of all) {
    const file = path.join(clientDir, url.split('?')[0]!);
    if (!url.endsWith('.js') || !fs.existsSync(file)) continue;
    // Minified module code: `import{a as b}from"./x.js"` or `import"./x.js"`; import() is not static.
    for (const [, specifier] of fs
      .readFileSync(file, 'utf8')
      .matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
      all.add(new URL(specifier!, `http://x${url}`).pathname);
    }
  }
  return [...all];
}

/** Bytes a gzip-only client receives for a built asset: its .gz, or the file when it has none. */
export function gzipBytes(url: string, clientDir = CLIENT_DIR): number {
  const file = path.join(clientDir, decodeURIComponent(url.split('?')[0]!));
  return fs.statSync(fs.existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
}

export interface PageJs {
  scripts: { url: string; gzip: number }[];
  gzip: number;
}

export function pageJs(html: string, clientDir = CLIENT_DIR): PageJs {
  const scripts = firstLoadScripts(html, clientDir).map((url) => ({
    url,
    gzip: gzipBytes(url, clientDir),
  }));
  return { scripts, gzip: scripts.reduce((sum, script) => sum + script.gzip, 0) };
}

/** A prerendered page's HTML from the build (`/diploma-mastery-fm` → build/client/diploma-mastery-fm/index.html). */
export function prerenderedHtml(urlPath: string, clientDir = CLIENT_DIR): string {
  return fs.readFileSync(path.join(clientDir, urlPath, 'index.html'), 'utf8');
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
