import { z } from './zod';

export const AccreditationSchema = z.object({ title: z.string(), imagepath: z.string() });
export type Accreditation = z.infer<typeof AccreditationSchema>;

export const AccreditationsResponseSchema = z.object({
  success: z.literal(true),
  accreditations: z.array(AccreditationSchema),
});
export type AccreditationsResponse = z.infer<typeof AccreditationsResponseSchema>;
