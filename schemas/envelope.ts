import { z } from './zod';

/** Every API failure has this shape; `errors` maps a field name to its problem. */
export const ApiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiFailure = z.infer<typeof ApiFailureSchema>;

export const ApiMessageSchema = z.object({ success: z.boolean(), message: z.string() });
export type ApiMessage = z.infer<typeof ApiMessageSchema>;

/** Turns zod issues into `{ field: reason }`, first reason per field. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A route's answer that is a file of this type (a page, a feed, a spreadsheet), as its response schema says it. */
export const fileAnswer = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});
