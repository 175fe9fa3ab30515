import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteBuildStale } from './site-build.mjs';

describe('siteBuildStale: whether npm start must build the site again', () => {
  let dir: string;
  const at = (...parts: string[]) => path.join(dir, ...parts);
  const write = (file: string, text: string, seconds: number) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.utimesSync(file, seconds, seconds);
  };
  const stale = (publicUrl = 'http://localhost:3000') =>
    siteBuildStale({
      publicUrl,
      sources: [at('site'), at('astro.config.mjs')],
      build: at('build/astro/entry.mjs'),
      prerendered: at('build/client'),
    });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
    write(at('site/pages/about.astro'), '', 1000);
    write(at('astro.config.mjs'), '', 1000);
    write(at('build/astro/entry.mjs'), '', 2000);
    write(
      at('build/client/about/index.html'),
      '<head><link rel="canonical" href="http://localhost:3000/about"></head>',
      2000,
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is undefined for a build newer than its sources, made for this PUBLIC_URL', () => {
    expect(stale()).toBeUndefined();
    expect(stale('http://localhost:3000/')).toBeUndefined();
  });

  it('says when the site was never built', () => {
    fs.rmSync(at('build'), { recursive: true });
    expect(stale()).toBe('The site is not built yet');
  });

  it('names a source changed since the build, but not a test beside it', () => {
    write(at('site/pages/about.test.ts'), '', 3000);
    expect(stale()).toBeUndefined();
    write(at('site/pages/about.astro'), 'changed', 3000);
    expect(stale()).toBe(`${at('site/pages/about.astro')} changed since the site was built`);
  });

  it('says which address the pages were built for when PUBLIC_URL is another', () => {
    expect(stale('https://www.academy.example')).toBe(
      'The site was built for http://localhost:3000, but PUBLIC_URL is https://www.academy.example',
    );
  });
});
