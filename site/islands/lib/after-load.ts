// Work and downloads no visitor is waiting for start once the page is on screen, so they never share
// a phone's bandwidth and main thread with the stylesheet, font and largest picture. The load event
// alone is not that moment: a light page loads before its first frame is shown.

const idle = (fn: () => void) =>
  window.requestIdleCallback
    ? window.requestIdleCallback(fn, { timeout: 2_000 })
    : window.setTimeout(fn, 1);

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

let painted: Promise<void> | undefined;

/**
 * Settles once the first contentful paint is on screen (its timing entry is reported when the frame is
 * shown): one observer for the page, however many islands and downloads wait for it. A page that never
 * paints (a tab opened in the background) or a browser without paint timing settles 3 s after its load
 * event.
 */
function whenPainted(): Promise<void> {
  painted ??= new Promise((resolve) => {
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    }
    void loaded().then(() => window.setTimeout(resolve, 3_000));
  });
  return painted;
}

/** Runs `callback` once `ready` has settled and the browser is idle. Returns a cancel. */
function idleAfter(ready: Promise<void>, callback: () => void): () => void {
  let cancelled = false;
  void ready.then(() => idle(() => !cancelled && callback()));
  return () => {
    cancelled = true;
  };
}

/** Runs `callback` once the page is on screen and the browser is idle (an island above the fold). Returns a cancel. */
export const afterFirstPaint = (callback: () => void) => idleAfter(whenPainted(), callback);

/**
 * Runs `callback` once the page has loaded, is on screen and the browser is idle: for downloads no
 * visitor is waiting for. A page that is never idle (a busy phone) still gets it a little later.
 * Returns a cancel.
 */
export const afterLoad = (callback: () => void) => idleAfter(loaded().then(whenPainted), callback);
