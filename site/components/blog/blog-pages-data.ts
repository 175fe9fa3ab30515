import type { BlogPost, BlogSummary } from '../../../schemas/blogs';
import type { BlogReader } from '../../../shared/page-locals';
import { firstCharacters, htmlToText, summarize } from '../../lib/html-text';
import { parseBlogId } from './blog-id.server';
import { BLOG_TEXTS, BLOGS_TEXTS } from '../../islands/blog/blog-texts';
import { BLOG_PAGE_SIZE, type BlogListStart } from '../../islands/blog/fetch-blog-page';
import { SHARE_SUMMARY_LENGTH } from './share-links';

// What the blog pages (site/pages/blogs/) read on the server (zod stays out of the browser), with the specification's outcomes, apart from how they are drawn.

const RELATED_COUNT = 3;
/** ?page=N renders the first N pages (View More as a plain link), up to this many. */
const MAX_PAGES = 20;

/** The first N pages of the list for ?page=N; 'Error fetching blogs.' (and 503) when it cannot be read. */
export async function readBlogList(
  blogs: BlogReader,
  query: URLSearchParams,
): Promise<{ status: number; list: BlogListStart }> {
  const asked = Number(query.get('page'));
  const pages = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_PAGES) : 1;
  try {
    const { blogs: found, hasMore } = await blogs.listBlogs({
      page: 1,
      limit: pages * BLOG_PAGE_SIZE,
    });
    return { status: 200, list: { blogs: found, hasMore, pages, error: null } };
  } catch {
    return { status: 503, list: { blogs: [], hasMore: false, pages, error: BLOGS_TEXTS.failed } };
  }
}

export type PostRead =
  | {
      status: 200;
      blog: BlogPost;
      description: string;
      shareSummary: string;
      related: { blogs: BlogSummary[]; error: string | null };
    }
  | { status: 404 | 503; error: string };

/**
 * A post and three others as its related posts, read together; each failure has its own text. A
 * malformed id is not found without asking the database.
 */
export async function readPost(blogs: BlogReader, rawId: string): Promise<PostRead> {
  const id = parseBlogId(rawId);
  if (id === null) return { status: 404, error: BLOG_TEXTS.notFound };
  const [post, related] = await Promise.all([
    blogs.getBlog(id).then(
      (blog) => ({ ok: true as const, blog }),
      () => ({ ok: false as const }),
    ),
    blogs.listBlogs({ page: 1, limit: RELATED_COUNT + 1 }).then(
      (page) => ({
        blogs: page.blogs.filter((b) => b.id !== id).slice(0, RELATED_COUNT),
        error: null,
      }),
      () => ({ blogs: [] as BlogSummary[], error: BLOG_TEXTS.relatedRejected }),
    ),
  ]);
  if (!post.ok) return { status: 503, error: BLOG_TEXTS.rejected };
  if (!post.blog) return { status: 404, error: BLOG_TEXTS.notFound };
  const text = htmlToText(post.blog.content);
  return {
    status: 200,
    blog: post.blog,
    description: summarize(text, 155),
    shareSummary: firstCharacters(text, SHARE_SUMMARY_LENGTH),
    related,
  };
}
