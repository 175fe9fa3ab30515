/**
 * The page's code is fetched once the page has painted, not before.
 *
 * React Router's `<Scripts>` lists every module of the page as a modulepreload link in the head and
 * imports them from an inline module script. On a phone over a slow network those downloads share the
 * bandwidth with the stylesheet, the font and the largest image, so the first paint and the largest
 * paint wait for code that only makes the page interactive: every word and picture of the page is
 * already in the HTML (prerendered or server-rendered). Here the modulepreload links come out of the
 * head, and the bootstrap's static imports become dynamic ones that the same script starts just after
 * the first paint (the links are added back then, so the modules still download side by side). The
 * script element stays where React Router put it, with the same attributes, so hydration matches it,
 * and the page's CSP (nonce, or the hash of the script's text) covers the new text as it did the old.
 * Forms sent meanwhile are held (held-submits.ts).
 */

/** React Router's module bootstrap: the inline module script that sets `__reactRouterRouteModules`. */
const BOOTSTRAP = /(<script\b[^>]*\btype="module"[^>]*>)([^<]*?window\.__reactRouterRouteModules[^<]*?)(<\/script>)/;
const MODULEPRELOAD_LINK = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;
/** `import "x";` and `import * as route0 from "x";`, the only imports React Router writes there. */
const STATIC_IMPORT = /^[ \t]*import\s*(?:\*\s*as\s+(\w+)\s+from\s*)?("[^"\\]+");/gm;
const ANY_STATIC_IMPORT = /(^|[;\n])\s*import\s*[\w*{"']/;

/**
 * Resolves once the browser reports the page's first contentful paint (a paint timing entry is
 * delivered after the frame is on screen, which can be well after requestAnimationFrame has run).
 * Where paint timing is missing: once the document is parsed and the next frame drawn. And at the
 * latest after 5 s, so a browser that never reports the paint still gets a working page.
 */
const AFTER_FIRST_PAINT = `await new Promise((painted) => {
  setTimeout(painted, 5000);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(painted);
    }).observe({ type: 'paint', buffered: true });
  } else {
    const next = () => requestAnimationFrame(() => setTimeout(painted));
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', next, { once: true });
    else next();
  }
});`;

/** The page with its code fetched after the first paint; the page unchanged if its scripts are not React Router's usual ones. */
export function hydrateAfterFirstPaint(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const imports = bootstrap[2]!.replace(STATIC_IMPORT, (_line, name: string | undefined, specifier: string) =>
    name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`,
  );
  // A static import this does not know would still be fetched at once: leave such a page as it was written.
  if (ANY_STATIC_IMPORT.test(imports)) return html;

  const modulepreload = [...new Set(Array.from(html.matchAll(MODULEPRELOAD_LINK), (link) => link[1]!))];
  const code = [
    AFTER_FIRST_PAINT,
    `const modulepreload = ${JSON.stringify(modulepreload).replaceAll('<', '\\u003c')};`,
    "for (const href of modulepreload) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));",
    imports,
  ].join('\n');
  return html.replace(MODULEPRELOAD_LINK, '').replace(BOOTSTRAP, (_script, open: string, _code, close: string) => `${open}${code}${close}`);
}
