import { BlogIdSchema } from '../../../schemas/blogs';

/** A canonical positive integer id, or null: anything else never reaches the database. Server-only, so zod stays out of the page's JavaScript. */
export function parseBlogId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const parsed = BlogIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
