import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { BlogPost, BlogSummary } from '../../schemas/blogs';
import type { BlogReader } from '../../shared/page-locals';
import type { Database } from '../db/connect';
import { blogs } from '../db/schema';
import { sanitizeArticleHtml } from './sanitize';
import { LANGS, type Lang } from '../../shared/lang';

/** What a writer (seed fixtures now, the staff editor later) hands in; content is sanitised on the way in. */
export const NewBlogPostSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(120),
  title: z.string().trim().min(1).max(200),
  content: z.string().min(1),
  // A path on this site (the page's CSP serves images from 'self' only): never another host, javascript: or data:.
  featuredImage: z.string().regex(/^\/(?!\/)[^\s\\]*$/),
  createdAt: z.date().optional(),
  lang: z.enum(LANGS).default('en'),
  published: z.boolean().default(true),
});
export type NewBlogPost = z.input<typeof NewBlogPostSchema>;

const summaryColumns = {
  id: blogs.id,
  title: blogs.title,
  featured_image: blogs.featuredImage,
  createdAt: blogs.createdAt,
  lang: blogs.lang,
};

function toSummary(row: {
  id: number;
  title: string;
  featured_image: string;
  createdAt: Date;
  lang: Lang;
}): BlogSummary {
  return {
    id: row.id,
    title: row.title,
    featured_image: row.featured_image,
    created_at: row.createdAt.toISOString(),
    lang: row.lang,
  };
}

export function createBlogsService(db: Database) {
  const newestFirst = [desc(blogs.createdAt), asc(blogs.id)];
  const service = {
    async listAll(): Promise<BlogSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(blogs)
        .where(eq(blogs.published, true))
        .orderBy(...newestFirst);
      return rows.map(toSummary);
    },

    /** One page of the posts written in `lang`. */
    async listBlogs({ page, limit, lang }: { page: number; limit: number; lang: Lang }) {
      // One row more than asked tells whether another page exists.
      const rows = await db
        .select(summaryColumns)
        .from(blogs)
        .where(and(eq(blogs.published, true), eq(blogs.lang, lang)))
        .orderBy(...newestFirst)
        .limit(limit + 1)
        .offset((page - 1) * limit);
      return { blogs: rows.slice(0, limit).map(toSummary), hasMore: rows.length > limit };
    },

    async getBlog(id: number): Promise<BlogPost | null> {
      const [row] = await db
        .select({ ...summaryColumns, content: blogs.content })
        .from(blogs)
        .where(and(eq(blogs.id, id), eq(blogs.published, true)));
      if (!row) return null;
      // Sanitised on write too; sanitising again on read protects against rows written by other means.
      return { ...toSummary(row), content: sanitizeArticleHtml(row.content) };
    },

    /** Every published post with its last change, most recently changed first: the sitemap's lastmod. */
    async listModified(): Promise<{ id: number; lang: Lang; updatedAt: Date }[]> {
      return db
        .select({ id: blogs.id, lang: blogs.lang, updatedAt: blogs.updatedAt })
        .from(blogs)
        .where(eq(blogs.published, true))
        .orderBy(desc(blogs.updatedAt), asc(blogs.id));
    },

    /** Stores a post with its HTML sanitised; returns its id. */
    async create(input: NewBlogPost): Promise<number> {
      const post = NewBlogPostSchema.parse(input);
      const [row] = await db
        .insert(blogs)
        // A post written with a past date has not changed since then.
        .values({
          ...post,
          content: sanitizeArticleHtml(post.content),
          ...(post.createdAt ? { updatedAt: post.createdAt } : {}),
        })
        .returning({ id: blogs.id });
      return row!.id;
    },
  } satisfies BlogReader & Record<string, unknown>;
  return service;
}
export type BlogsService = ReturnType<typeof createBlogsService>;
