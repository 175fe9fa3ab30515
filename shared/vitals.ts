// Real-user Core Web Vitals: names and limits shared by the browser's reporter, the API and the dashboard.
// Free of zod, so the reporter's lazy chunk stays tiny; the beacon's schema is in vitals-beacon.ts.

export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** A page view sends at most one value per metric; a page restored from the back/forward cache a few more. */
export const VITALS_PER_BEACON = 6;
export const VITALS_BODY_LIMIT_BYTES = 1024;
export const VITALS_PATH = '/api/vitals';
/** Rows older than this are deleted: p75 over the last weeks is all anyone reads. */
export const VITALS_KEEP_DAYS = 90;
/** What a reported route may look like: a short lower-case path or route pattern. */
export const VITALS_ROUTE_PATTERN = /^\/[a-z0-9\-/:]{0,119}$/;

/** The 75th percentile of one metric on one route, over the rows counted. */
export interface VitalP75 {
  route: string;
  metric: VitalMetric;
  p75: number;
  count: number;
}
