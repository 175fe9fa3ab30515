// Work and downloads no visitor is waiting for start once the page is on screen, so they never share
// a phone's bandwidth and main thread with the stylesheet, font and largest picture. The load event
// alone is not that moment: a light page loads before its first frame is shown.

const idle = (fn: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(fn, { timeout: 2_000 }) : window.setTimeout(fn, 1));

function whenLoaded(fn: () => void) {
  if (document.readyState === 'complete') fn();
  else window.addEventListener('load', () => fn(), { once: true });
}

/**
 * Calls `fn` once the first contentful paint is on screen (its timing entry is reported when the frame
 * is shown). A page that never paints (a tab opened in the background) or a browser without paint
 * timing gets it 3 s after its load event.
 */
function whenPainted(fn: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  whenLoaded(() => window.setTimeout(once, 3_000));
}

/** Runs `callback` once the page is on screen and the browser is idle (an island above the fold). Returns a cancel. */
export function afterFirstPaint(callback: () => void): () => void {
  let cancelled = false;
  whenPainted(() => idle(() => !cancelled && callback()));
  return () => {
    cancelled = true;
  };
}

/**
 * Runs `callback` once the page has loaded, is on screen and the browser is idle: for downloads no
 * visitor is waiting for. A page that is never idle (a busy phone) still gets it a little later.
 * Returns a cancel.
 */
export function afterLoad(callback: () => void): () => void {
  let cancelled = false;
  whenLoaded(() => whenPainted(() => idle(() => !cancelled && callback())));
  return () => {
    cancelled = true;
  };
}
