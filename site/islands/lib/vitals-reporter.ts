import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { VitalsBeacon } from '../../../schemas/vitals-beacon';
import {
  VITAL_METRICS,
  VITALS_PATH,
  VITALS_PER_BEACON,
  type VitalMetric,
} from '../../../shared/vitals';

// Loaded on demand once the page is idle (site/islands/page-scripts/site-chrome.ts), so it costs nothing on first load.
// The metrics are those of the page the visit loaded on: without soft-navigation support, LCP belongs
// to that document, and CLS and INP accumulate over its life; so they are filed under the first route.

const isReported = (name: Metric['name']): name is VitalMetric =>
  (VITAL_METRICS as readonly string[]).includes(name);

export function startVitalsReporter(route: string) {
  // Checked here, not before the import: this chunk loads after the page, the check's bytes would not.
  if (typeof navigator.sendBeacon !== 'function') return;
  const queue = new Map<string, VitalsBeacon['metrics'][number]>();
  const sent = new Set<string>();

  // One value per metric instance: a later report of the same id replaces the queued one.
  const enqueue = (metric: Metric) => {
    if (!isReported(metric.name) || sent.has(metric.id)) return;
    queue.set(metric.id, {
      name: metric.name,
      value: Math.round(metric.value * 1000) / 1000,
    } as VitalsBeacon['metrics'][number]);
  };

  const flush = () => {
    if (queue.size === 0) return;
    const metrics = [...queue.values()].slice(0, VITALS_PER_BEACON);
    for (const id of queue.keys()) sent.add(id);
    queue.clear();
    // A string goes as text/plain: no preflight, and the server reads it as JSON.
    navigator.sendBeacon(VITALS_PATH, JSON.stringify({ route, metrics } satisfies VitalsBeacon));
  };

  onLCP(enqueue);
  onINP(enqueue);
  onCLS(enqueue);
  // Registered after web-vitals' own listeners, so the final values are queued before this runs.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
}
