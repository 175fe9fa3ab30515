import { z } from './zod';
import { LANGS } from '../shared/lang';

/** Blog ids are positive integers; anything else never reaches the database. */
export const BlogIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const BlogPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
  /** The posts written in this language; English when not asked, as the English list shows. */
  lang: z.enum(LANGS, { error: 'lang is en or ar.' }).default('en'),
});
export type BlogPageQuery = z.infer<typeof BlogPageQuerySchema>;

export const BlogSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  featured_image: z.string(),
  created_at: z.string(),
  lang: z.enum(LANGS),
});
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

export const BlogPostSchema = BlogSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogListResponseSchema = z.object({
  success: z.literal(true),
  blogs: z.array(BlogSummarySchema),
  /** Present when the caller asked for a page. */
  page: z.number().optional(),
  hasMore: z.boolean().optional(),
});
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

export const BlogResponseSchema = z.object({ success: z.literal(true), blog: BlogPostSchema });
export type BlogResponse = z.infer<typeof BlogResponseSchema>;
