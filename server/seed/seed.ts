import { count, eq } from 'drizzle-orm';
import { DEFAULT_ACCREDITATIONS } from '../../shared/default-accreditations';
import { sanitizeArticleHtml } from '../blogs/sanitize';
import type { Database } from '../db/connect';
import { accreditations, batches, blogs, siteSettings } from '../db/schema';
import { seedBatches } from './batches';
import { seedBlogPosts } from './blog-posts';

export const blogImagePath = (key: string) => `/images/blogs/${key}.webp`;

const isEmpty = async (db: Database, table: typeof accreditations | typeof blogs) =>
  ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/**
 * First-start content, written only into an empty table: once staff manage posts and accreditations
 * in the console, what they removed must not come back at the next start. Idempotent as well.
 */
export async function seedDatabase(db: Database, now = new Date()): Promise<void> {
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
  await seedBatchesOnce(db, now);
}

/** The setting that records the first timetable was written. */
export const BATCHES_SEEDED = 'batches_seeded';

/**
 * Batches are seeded once per database, recorded in site_settings rather than read from an empty
 * table: staff may delete every batch, and the next start must not bring them back.
 */
async function seedBatchesOnce(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(siteSettings)
      .values({ key: BATCHES_SEEDED, value: now.toISOString() })
      .onConflictDoNothing({ target: siteSettings.key })
      .returning({ key: siteSettings.key });
    if (claimed) await tx.insert(batches).values(seedBatches(now));
  });
}

/** Whether the first timetable has been written (tests and tools ask). */
export const batchesSeeded = async (db: Database) =>
  (await db.select().from(siteSettings).where(eq(siteSettings.key, BATCHES_SEEDED))).length === 1;
