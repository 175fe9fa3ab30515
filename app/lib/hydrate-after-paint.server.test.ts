import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstPaint } from './hydrate-after-paint.server';

// The shape React Router 7's <Scripts> writes (route discovery on: no manifest import, a partial manifest inline).
const bootstrap = (open: string, code: string) => `${open}${code}</script>`;
const ROUTER_CODE = `;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/course-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-D.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/course":route1};

import("/assets/entry.client-D.js");`;
const page = (nonce = '') =>
  `<html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><link rel="modulepreload" href="/assets/entry.client-D.js"${nonce}/><link rel="modulepreload" href="/assets/chunk-E.js"${nonce}/><link rel="modulepreload" href="/assets/root-B.js"${nonce}/><link rel="modulepreload" href="/assets/entry.client-D.js"${nonce}/></head><body><p>Text</p><script${nonce}>window.__reactRouterContext = {};</script>${bootstrap(`<script${nonce} type="module" async="">`, ROUTER_CODE)}</body></html>`;

/** The attributes and text of the page's module script. */
function moduleScript(html: string): [attributes: string, code: string] {
  const match = /<script([^>]*type="module"[^>]*)>([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('the page has no module script');
  return [match[1]!, match[2]!];
}

describe('hydrateAfterFirstPaint', () => {
  it('takes the modulepreload links out of the head and keeps the rest of the page as written', () => {
    const html = hydrateAfterFirstPaint(page());
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/></head><body><p>Text</p><script>window.__reactRouterContext = {};</script>');
  });

  it('keeps the bootstrap where React Router put it, with its attributes, and with no static import left', () => {
    const [attributes, code] = moduleScript(hydrateAfterFirstPaint(page(' nonce="abc"')));
    expect(attributes).toBe(' nonce="abc" type="module" async=""');
    expect(code).not.toMatch(/(^|[;\n])\s*import\s*[\w*{"']/);
    expect(code).toContain('const route0 = await import("/assets/root-B.js");\nconst route1 = await import("/assets/course-C.js");');
    expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/course":route1};');
    expect(code.trimEnd().endsWith('import("/assets/entry.client-D.js");')).toBe(true);
  });

  it('waits for the first contentful paint, then asks for every module the links named, once each, before importing', () => {
    const code = moduleScript(hydrateAfterFirstPaint(page()))[1];
    const order = ['first-contentful-paint', 'const modulepreload = ["/assets/entry.client-D.js","/assets/chunk-E.js","/assets/root-B.js"];', "rel: 'modulepreload'", 'await import("/assets/root-B.js")'];
    const positions = order.map((text) => code.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('turns the manifest import (route discovery off) into a dynamic one too', () => {
    const html = page().replace(ROUTER_CODE, `import "/assets/manifest-F.js";\n${ROUTER_CODE.slice(2)}`);
    const code = moduleScript(hydrateAfterFirstPaint(html))[1];
    expect(code).toContain('await import("/assets/manifest-F.js");\nconst route0 = await import("/assets/root-B.js");');
  });

  it('leaves a page unchanged when its bootstrap has an import it does not know, or when it has none', () => {
    const named = page().replace('import * as route1 from', 'import { default as route1 } from');
    expect(hydrateAfterFirstPaint(named)).toBe(named);
    const withoutScripts = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>No scripts</p></body></html>';
    expect(hydrateAfterFirstPaint(withoutScripts)).toBe(withoutScripts);
  });

  it('escapes a "<" in a module address, so the list cannot close the script', () => {
    const html = page().replaceAll('/assets/chunk-E.js', '/assets/</script>.js');
    expect(moduleScript(hydrateAfterFirstPaint(html))[1]).toContain('"/assets/\\u003c/script>.js"');
  });
});
