import { and, asc, desc, eq } from 'drizzle-orm';
import type { BlogPost, BlogSummary } from '../../contract/blogs';
import type { BlogReader } from '../../contract/load-context';
import type { Database } from '../db/connect';
import { blogs } from '../db/schema';
import { sanitizeArticleHtml } from './sanitize';

const summaryColumns = {
  id: blogs.id,
  title: blogs.title,
  featured_image: blogs.featuredImage,
  createdAt: blogs.createdAt,
};

function toSummary(row: { id: number; title: string; featured_image: string; createdAt: Date }): BlogSummary {
  return { id: row.id, title: row.title, featured_image: row.featured_image, created_at: row.createdAt.toISOString() };
}

export function createBlogsService(db: Database): BlogReader & { listAll(): Promise<BlogSummary[]> } {
  const newestFirst = [desc(blogs.createdAt), asc(blogs.id)];
  return {
    async listAll() {
      const rows = await db.select(summaryColumns).from(blogs).where(eq(blogs.published, true)).orderBy(...newestFirst);
      return rows.map(toSummary);
    },

    async listBlogs({ page, limit }) {
      // One row more than asked tells whether another page exists.
      const rows = await db
        .select(summaryColumns)
        .from(blogs)
        .where(eq(blogs.published, true))
        .orderBy(...newestFirst)
        .limit(limit + 1)
        .offset((page - 1) * limit);
      return { blogs: rows.slice(0, limit).map(toSummary), hasMore: rows.length > limit };
    },

    async getBlog(id): Promise<BlogPost | null> {
      const [row] = await db
        .select({ ...summaryColumns, content: blogs.content })
        .from(blogs)
        .where(and(eq(blogs.id, id), eq(blogs.published, true)));
      if (!row) return null;
      // Sanitised on write too; sanitising again on read protects against rows written by other means.
      return { ...toSummary(row), content: sanitizeArticleHtml(row.content) };
    },
  };
}
export type BlogsService = ReturnType<typeof createBlogsService>;
