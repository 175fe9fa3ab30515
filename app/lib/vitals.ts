import { useEffect } from 'react';
import { afterLoad } from './after-load';
import { vitalsRoute } from './vitals-route';

/**
 * Starts the real-user vitals reporter once the page is idle after hydration: the reporter and
 * web-vitals load as their own chunk then, never as part of the first load. Not on the console.
 */
export function useVitalsReporter() {
  useEffect(() => {
    const route = vitalsRoute(window.location.pathname);
    if (!route) return;
    return afterLoad(() => void import('./vitals-reporter').then(({ startVitalsReporter }) => startVitalsReporter(route)).catch(() => {}));
  }, []);
}
