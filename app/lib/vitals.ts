import { useEffect } from 'react';
import { vitalsRoute } from './vitals-route';

/**
 * Starts the real-user vitals reporter once the page is idle after hydration: the reporter and
 * web-vitals load as their own chunk then, never as part of the first load. Not on the console.
 */
export function useVitalsReporter() {
  useEffect(() => {
    const route = vitalsRoute(window.location.pathname);
    if (!route || typeof navigator.sendBeacon !== 'function') return;
    const start = () => void import('./vitals-reporter').then(({ startVitalsReporter }) => startVitalsReporter(route)).catch(() => {});
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const whenLoaded = () => idle(start);
    if (document.readyState === 'complete') whenLoaded();
    else window.addEventListener('load', whenLoaded, { once: true });
  }, []);
}
