import { VITALS_PER_BEACON, VITALS_ROUTE_PATTERN } from '../shared/vitals';
import { z } from './zod';

// One beacon of real-user Core Web Vitals, as the browser's reporter sends it to POST /api/vitals.

// Milliseconds for LCP and INP (a minute is already a broken page), unitless for CLS.
const milliseconds = z.number().min(0).max(60_000);
const VitalSchema = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('LCP'), value: milliseconds }),
  z.strictObject({ name: z.literal('INP'), value: milliseconds }),
  z.strictObject({ name: z.literal('CLS'), value: z.number().min(0).max(10) }),
]);

export const VitalsBeaconSchema = z.strictObject({
  /** The page's path, or its route pattern for pages of one template (`/blogs/:id`). */
  route: z.string().regex(VITALS_ROUTE_PATTERN, 'route is a short path.'),
  metrics: z.array(VitalSchema).min(1).max(VITALS_PER_BEACON),
});
export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>;
