/**
 * Runs `callback` once the page has loaded and the browser is idle: for work and downloads no
 * visitor is waiting for, so they never compete with the page's first paint. Returns a cancel.
 */
export function afterLoad(callback: () => void): () => void {
  let cancelled = false;
  const run = () => !cancelled && callback();
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
  const whenLoaded = () => idle(run);
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenLoaded);
  };
}
