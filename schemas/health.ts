import { z } from './zod';

/** GET /api/health: whether the server can reach its database (load balancers poll it). */
export const HealthSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.literal('up'),
});
export const HealthDownSchema = z.object({
  success: z.literal(false),
  status: z.literal('unavailable'),
  database: z.literal('down'),
  message: z.string(),
});
