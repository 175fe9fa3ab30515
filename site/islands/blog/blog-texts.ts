// The blog screens' texts of the specification, verbatim.

export const BLOGS_TEXTS = {
  /** The list call answered, but not with success. */
  rejected: 'Failed to fetch blogs.',
  /** The list call failed and the server gave no message. */
  failed: 'Error fetching blogs.',
} as const;

export const BLOG_TEXTS = {
  notFound: 'Blog not found.',
  /** The post could not be read. */
  rejected: 'Failed to fetch blog.',
  /** The related posts could not be read. */
  relatedRejected: 'Failed to fetch related blogs.',
  /** The request for the page's data failed and the server gave no message. */
  failed: 'Error fetching data.',
} as const;

export const LOADING_TEXT = 'Loading...';
