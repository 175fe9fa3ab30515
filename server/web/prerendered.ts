import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hashPolicy } from './csp';
import { etagOf, type KeptPage } from './kept-page';

// The pages the build wrote (shared/paths.ts lists them: they read no database), read once at start
// with the .br and .gz the build wrote beside them (scripts/precompress.ts), so a cold start serves
// them at once, as kept pages.

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

export function loadPrerenderedPages(clientDir: string, https: boolean): Map<string, KeptPage> {
  const pages = new Map<string, KeptPage>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name === 'index.html') {
        const body = fs.readFileSync(full);
        pages.set(`/${path.relative(clientDir, dir).split(path.sep).join('/')}`, {
          status: 200,
          headers: [['content-type', 'text/html; charset=utf-8']],
          body,
          gzip: readIfExists(`${full}.gz`),
          brotli: readIfExists(`${full}.br`),
          etag: etagOf(body),
          csp: hashPolicy(body.toString('utf8'), https),
        });
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** The origin a prerendered page was built for (PUBLIC_URL at build time), from its canonical link. */
function builtForOrigin(html: string): string | undefined {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href && URL.canParse(href) ? new URL(href).origin : undefined;
}

/**
 * Prerendered pages take PUBLIC_URL at build time. Built for one address and served at another, their
 * canonical and share links would send search engines and visitors to the other one: said at start.
 */
export function warnIfBuiltForAnotherAddress(
  app: FastifyInstance,
  pages: Map<string, KeptPage>,
  publicUrl: string,
) {
  let builtFor: string | undefined;
  for (const page of pages.values())
    if ((builtFor = builtForOrigin(page.body.toString('utf8')))) break;
  const publicOrigin = new URL(publicUrl).origin;
  if (builtFor && builtFor !== publicOrigin) {
    app.log.warn(
      `The prerendered pages were built for ${builtFor}, but PUBLIC_URL is ${publicOrigin}: their canonical, share and structured-data links name ${builtFor}. Build them again with PUBLIC_URL=${publicUrl} npm run build.`,
    );
  }
}
