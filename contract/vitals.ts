import { z } from './zod';

// One beacon of real-user Core Web Vitals, as the browser's reporter sends it to POST /api/vitals.

export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** A page view sends at most one value per metric; a page restored from the back/forward cache a few more. */
export const VITALS_PER_BEACON = 6;
export const VITALS_BODY_LIMIT_BYTES = 1024;
export const VITALS_PATH = '/api/vitals';

// Milliseconds for LCP and INP (a minute is already a broken page), unitless for CLS.
const milliseconds = z.number().min(0).max(60_000);
const VitalSchema = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('LCP'), value: milliseconds }),
  z.strictObject({ name: z.literal('INP'), value: milliseconds }),
  z.strictObject({ name: z.literal('CLS'), value: z.number().min(0).max(10) }),
]);

export const VitalsBeaconSchema = z.strictObject({
  /** The page's path, or its route pattern for pages of one template (`/blogs/:id`). */
  route: z.string().max(120).regex(/^\/[a-z0-9\-/:]*$/, 'route is a path.'),
  metrics: z.array(VitalSchema).min(1).max(VITALS_PER_BEACON),
});
export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>;

/** The 75th percentile of one metric on one route, over the rows counted. */
export interface VitalP75 {
  route: string;
  metric: VitalMetric;
  p75: number;
  count: number;
}
