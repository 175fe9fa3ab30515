import { DEFAULT_ACCREDITATIONS } from '../../contract/accreditations';
import { sanitizeArticleHtml } from '../services/sanitize';
import type { Database } from './connect';
import { accreditations, blogs } from './schema';
import { seedBlogPosts } from './seed-content/blog-posts';

export const blogImagePath = (key: string) => `/images/blogs/${key}.webp`;

/** First-start content. Idempotent: rows already present (by slug or title) are left alone. */
export async function seedDatabase(db: Database): Promise<void> {
  await db
    .insert(accreditations)
    .values(DEFAULT_ACCREDITATIONS.map((a, position) => ({ ...a, position })))
    .onConflictDoNothing({ target: accreditations.title });
  await db
    .insert(blogs)
    .values(
      seedBlogPosts.map((post) => ({
        slug: post.key,
        title: post.title,
        content: sanitizeArticleHtml(post.content),
        featuredImage: blogImagePath(post.key),
        createdAt: new Date(post.createdAt),
      })),
    )
    .onConflictDoNothing({ target: blogs.slug });
}
