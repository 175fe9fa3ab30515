/**
 * Runs `callback` once the page has loaded and the browser is idle: for work and downloads no
 * visitor is waiting for, so they never compete with the page's first paint. A page that is never
 * idle (a busy phone, a page kept busy) still gets it a little later. Returns a cancel.
 */
export function afterLoad(callback: () => void): () => void {
  let cancelled = false;
  const run = () => !cancelled && callback();
  const idle = window.requestIdleCallback ? (fn: () => void) => window.requestIdleCallback(fn, { timeout: 2_000 }) : (fn: () => void) => window.setTimeout(fn, 1);
  const whenLoaded = () => idle(run);
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenLoaded);
  };
}
