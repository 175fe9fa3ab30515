import crypto from 'node:crypto';

// The Content-Security-Policy of pages, in one place. A page allows only its own inline scripts, by
// hash: every page is Astro's (prerendered, kept, or the console's shell), and one copy of it serves
// everyone. Every other response carries the no-content policy below (./security-headers.ts sets it).

/** Where the contacts page's map embed comes from: the only third-party content a page loads. */
export const MAP_FRAME_SOURCES = ['https://www.google.com', 'https://maps.google.com'];

/** The policy of every response that is not a page (JSON, files, short refusals): nothing may load. */
export const NO_CONTENT_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The policy of an HTML page; `scriptSources` are its hashes, quoted. */
export function pageContentSecurityPolicy(scriptSources: string[], https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${MAP_FRAME_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Hashes of a page's inline scripts (Astro's island loader, the submit hold); JSON-LD is data, not script. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(match[1]!)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(match[2]!).digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of a page one copy of which serves everyone: its inline scripts by hash. */
export const hashPolicy = (html: string, https: boolean) =>
  pageContentSecurityPolicy(inlineScriptHashes(html), https);
