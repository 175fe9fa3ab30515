import type { Twin } from '../lang';

// The blog's words: the list, a post's page, the home page's recent posts and the byline's months.
// The list's and the post's failure texts are the specification's, verbatim.

export const BLOG_WORDS = {
  list: {
    /** The list call answered, but not with success. */
    rejected: 'Failed to fetch blogs.',
    /** The list call failed and the server gave no message. */
    failed: 'Error fetching blogs.',
    loading: 'Loading...',
    viewMore: 'View More',
    empty: 'No posts yet.',
    /** Beside the empty list: the blog in the other language. */
    otherBlog: 'Read our posts in Arabic',
  },
  post: {
    notFound: 'Blog not found.',
    /** The post could not be read. */
    rejected: 'Failed to fetch blog.',
    /** The related posts could not be read. */
    relatedRejected: 'Failed to fetch related blogs.',
    crumb: 'Blogs',
    byline: 'Admin',
    readMore: 'Read More',
    share: 'Social Share:',
    shareNote: '(share this post, opens in a new tab)',
    related: 'Related posts',
    viewAll: 'View All Blogs',
    back: 'Back to all blogs',
  },
  recent: {
    kicker: 'From our blog',
    heading: 'Recent blogs',
    empty:
      'New articles are on their way. Meanwhile, our counsellors are happy to answer your questions.',
  },
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;
export type BlogWords = typeof BLOG_WORDS;
/** The blog's words in any language. */
export type BlogText = Twin<BlogWords>;
/** What a post's card and byline show. */
export type BylineWords = Pick<BlogText['post'], 'byline' | 'readMore'> & {
  months: BlogText['months'];
};
