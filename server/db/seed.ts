import { count } from 'drizzle-orm';
import { DEFAULT_ACCREDITATIONS } from '../../contract/accreditations';
import { sanitizeArticleHtml } from '../services/sanitize';
import type { Database } from './connect';
import { accreditations, blogs } from './schema';
import { seedBlogPosts } from './seed-content/blog-posts';

export const blogImagePath = (key: string) => `/images/blogs/${key}.webp`;

const isEmpty = async (db: Database, table: typeof accreditations | typeof blogs) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/**
 * First-start content, written only into an empty table: once staff manage posts and accreditations
 * in the console, what they removed must not come back at the next start. Idempotent as well.
 */
export async function seedDatabase(db: Database): Promise<void> {
  if (await isEmpty(db, accreditations)) {
    await db
      .insert(accreditations)
      .values(DEFAULT_ACCREDITATIONS.map((a, position) => ({ ...a, position })))
      .onConflictDoNothing({ target: accreditations.title });
  }
  if (await isEmpty(db, blogs)) {
    await db
      .insert(blogs)
      .values(
        seedBlogPosts.map((post) => ({
          slug: post.key,
          title: post.title,
          content: sanitizeArticleHtml(post.content),
          featuredImage: blogImagePath(post.key),
          createdAt: new Date(post.createdAt),
          updatedAt: new Date(post.createdAt),
        })),
      )
      .onConflictDoNothing({ target: blogs.slug });
  }
}
