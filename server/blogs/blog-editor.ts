import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { AdminBlog, AdminBlogSummary, BlogDraft } from '../../schemas/content-admin';
import type { Database } from '../db/connect';
import { blogs } from '../db/schema';
import { sanitizeArticleHtml } from './sanitize';
import { lockAtVersion, nextVersion } from '../console/versions';
import type { Actor, AuditService } from '../console/audit';
import type { Clock } from '../console/clock';
import type { Lang } from '../../shared/lang';

export const blogTarget = (id: number) => `blog:${id}`;

const summaryColumns = {
  id: blogs.id,
  title: blogs.title,
  featuredImage: blogs.featuredImage,
  lang: blogs.lang,
  published: blogs.published,
  version: blogs.version,
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
};
type SummaryRow = {
  id: number;
  title: string;
  featuredImage: string;
  lang: Lang;
  published: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

const toSummary = (row: SummaryRow): AdminBlogSummary => ({
  id: row.id,
  title: row.title,
  featured_image: row.featuredImage,
  lang: row.lang,
  published: row.published,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A readable, unique slug: the title's words plus a random suffix (titles may repeat or change). */
function slugFor(title: string): string {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${words || 'post'}-${crypto.randomBytes(4).toString('hex')}`;
}

interface Deps {
  audit: AuditService;
  clock: Clock;
  /** Told after each committed write, before anything else can fail: public pages kept from before are stale (ADR 0006). */
  onChange?: () => void;
}

/**
 * The console's blog editor: drafts and published posts alike. Every write sanitises the HTML with
 * the public pages' sanitiser, sets updated_at (the sitemap's lastmod) and is audited as `blog:ID`
 * in its own transaction.
 */
export function createBlogEditor(db: Database, { audit, clock, onChange = () => {} }: Deps) {
  return {
    async list(): Promise<AdminBlogSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(blogs)
        .orderBy(desc(blogs.createdAt), desc(blogs.id));
      return rows.map(toSummary);
    },

    async get(id: number): Promise<AdminBlog | null> {
      const [row] = await db
        .select({ ...summaryColumns, content: blogs.content })
        .from(blogs)
        .where(eq(blogs.id, id));
      return row ? { ...toSummary(row), content: row.content } : null;
    },

    /** New posts start as drafts. */
    async create(draft: BlogDraft, actor: Actor, ip: string): Promise<AdminBlog> {
      const now = clock();
      const content = sanitizeArticleHtml(draft.content);
      const row = await audit.change(
        async (tx) =>
          (
            await tx
              .insert(blogs)
              .values({
                slug: slugFor(draft.title),
                title: draft.title,
                content,
                featuredImage: draft.featured_image,
                lang: draft.lang,
                published: false,
                createdAt: now,
                updatedAt: now,
              })
              .returning()
          )[0]!,
        (row) => ({
          action: 'blog_created',
          actor,
          target: blogTarget(row.id),
          ip,
          details: { title: draft.title },
        }),
      );
      onChange();
      return { ...toSummary(row), content: row.content };
    },

    async update(
      id: number,
      draft: BlogDraft,
      version: number,
      actor: Actor,
      ip: string,
    ): Promise<AdminBlog | null> {
      const content = sanitizeArticleHtml(draft.content);
      const [row] = await audit.change(
        async (tx) =>
          (await lockAtVersion(tx, blogs, id, version, 'post'))
            ? tx
                .update(blogs)
                .set({
                  title: draft.title,
                  content,
                  featuredImage: draft.featured_image,
                  lang: draft.lang,
                  version: nextVersion(blogs),
                  updatedAt: clock(),
                })
                .where(eq(blogs.id, id))
                .returning()
            : [],
        ([row]) =>
          row && {
            action: 'blog_updated',
            actor,
            target: blogTarget(id),
            ip,
            details: { title: draft.title },
          },
      );
      if (!row) return null;
      onChange();
      return { ...toSummary(row), content: row.content };
    },

    async setPublished(
      id: number,
      published: boolean,
      version: number,
      actor: Actor,
      ip: string,
    ): Promise<AdminBlogSummary | null> {
      const [row] = await audit.change(
        async (tx) =>
          (await lockAtVersion(tx, blogs, id, version, 'post'))
            ? tx
                .update(blogs)
                .set({ published, version: nextVersion(blogs), updatedAt: clock() })
                .where(eq(blogs.id, id))
                .returning(summaryColumns)
            : [],
        ([row]) =>
          row && {
            action: published ? 'blog_published' : 'blog_unpublished',
            actor,
            target: blogTarget(id),
            ip,
          },
      );
      if (!row) return null;
      onChange();
      return toSummary(row);
    },

    async remove(id: number, version: number, actor: Actor, ip: string): Promise<boolean> {
      const [row] = await audit.change(
        async (tx) =>
          (await lockAtVersion(tx, blogs, id, version, 'post'))
            ? tx.delete(blogs).where(eq(blogs.id, id)).returning({ title: blogs.title })
            : [],
        ([row]) =>
          row && {
            action: 'blog_deleted',
            actor,
            target: blogTarget(id),
            ip,
            details: { title: row.title },
          },
      );
      if (!row) return false;
      onChange();
      return true;
    },

    /** The HTML the public post page would show for this content: the same sanitiser, nothing stored. */
    preview: (content: string) => sanitizeArticleHtml(content),
  };
}
export type BlogEditor = ReturnType<typeof createBlogEditor>;
