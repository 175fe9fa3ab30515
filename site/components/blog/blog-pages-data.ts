import type { BlogPost, BlogSummary } from '../../../schemas/blogs';
import type { BlogReader } from '../../../shared/page-locals';
import { firstCharacters, htmlToText, summarize } from '../../lib/html-text';
import { parseBlogId } from './blog-id.server';
import type { BlogText } from '../../../shared/content/blog';
import { pathIn, type Lang } from '../../../shared/lang';
import { blogPath } from '../../../shared/site-paths';
import { BLOG_PAGE_SIZE, type BlogListStart } from '../../islands/blog/fetch-blog-page';
import { SHARE_SUMMARY_LENGTH } from './share-links';

// What the blog pages (site/pages/blogs/) read on the server (zod stays out of the browser), with the specification's outcomes, apart from how they are drawn.

const RELATED_COUNT = 3;
/** ?page=N renders the first N pages (View More as a plain link), up to this many. */
const MAX_PAGES = 20;

/**
 * The first N pages of the posts in `lang` for ?page=N; 'Error fetching blogs.' (and 503) when it
 * cannot be read.
 */
export async function readBlogList(
  blogs: BlogReader,
  query: URLSearchParams,
  lang: Lang,
  words: BlogText['list'],
): Promise<{ status: number; list: BlogListStart }> {
  const asked = Number(query.get('page'));
  const pages = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_PAGES) : 1;
  try {
    const { blogs: found, hasMore } = await blogs.listBlogs({
      page: 1,
      limit: pages * BLOG_PAGE_SIZE,
      lang,
    });
    return { status: 200, list: { blogs: found, hasMore, pages, error: null } };
  } catch {
    return { status: 503, list: { blogs: [], hasMore: false, pages, error: words.failed } };
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
  | { status: 404 | 503; error: string }
  /** A post written in the other language: its own address. */
  | { status: 302; location: string };

/**
 * A post and three others in its language as its related posts, read together; each failure has its
 * own text. A malformed id is not found without asking the database. A post asked for at the address
 * of another language is sent to its own: a link made before staff changed the post's language still
 * leads to it, and temporarily (302), since they may change it back.
 */
export async function readPost(
  blogs: BlogReader,
  rawId: string,
  lang: Lang,
  words: BlogText['post'],
): Promise<PostRead> {
  const id = parseBlogId(rawId);
  if (id === null) return { status: 404, error: words.notFound };
  const [post, related] = await Promise.all([
    blogs.getBlog(id).then(
      (blog) => ({ ok: true as const, blog }),
      () => ({ ok: false as const }),
    ),
    blogs.listBlogs({ page: 1, limit: RELATED_COUNT + 1, lang }).then(
      (page) => ({
        blogs: page.blogs.filter((b) => b.id !== id).slice(0, RELATED_COUNT),
        error: null,
      }),
      () => ({ blogs: [] as BlogSummary[], error: words.relatedRejected }),
    ),
  ]);
  if (!post.ok) return { status: 503, error: words.rejected };
  if (!post.blog) return { status: 404, error: words.notFound };
  if (post.blog.lang !== lang)
    return { status: 302, location: pathIn(post.blog.lang, blogPath(post.blog.id)) };
  const text = htmlToText(post.blog.content);
  return {
    status: 200,
    blog: post.blog,
    description: summarize(text, 155),
    shareSummary: firstCharacters(text, SHARE_SUMMARY_LENGTH),
    related,
  };
}
