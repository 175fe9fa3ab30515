import { VersionSchema } from './admin';
import { multiLineText, oneLineText, text } from './text';
import { z } from './zod';
import { LANGS } from '../shared/lang';

// The staff console's content contract: the blog editor, image uploads and the accreditations list.

export const UPLOADS_URL = '/uploads';
/** `<group>/<hash>.webp` or `<group>/<hash>-<width>.<avif|webp>` under /uploads: the only names the upload pipeline writes or serves. */
export const UPLOAD_FILE =
  /^(blogs|accreditations)\/[0-9a-f]{24}(?:-\d{2,4}\.(?:avif|webp)|\.webp)$/;
/** The build's pictures: `/images/<group>/<name>[-<width>].<avif|webp>`. */
const BUILT_IMAGE = /^\/images\/[a-z]+\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:avif|webp)$/;

/**
 * A picture this site made: one of the build's or an upload. Nothing else may be an image source,
 * not even another path of this site: an image request carries the reader's cookies, so a post's
 * `<img src="/api/admin/...">` would make every signed-in reader's browser call the console.
 */
export const isSiteImage = (src: string) =>
  BUILT_IMAGE.test(src) ||
  (src.startsWith(`${UPLOADS_URL}/`) && UPLOAD_FILE.test(src.slice(UPLOADS_URL.length + 1)));
export const SITE_IMAGE_MESSAGE = 'Use an image from this site.';

const sitePath = text({ error: 'Choose an image.' })
  .trim()
  .min(1, 'Choose an image.')
  .max(300)
  .refine(isSiteImage, SITE_IMAGE_MESSAGE);

/** The `src` of every <img> in article HTML, as an editor writes it (the sanitiser enforces the rule whatever the markup). */
const imageSources = (html: string) =>
  [...html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );

export const BLOG_TITLE_MAX = 200;
/** Generous for an article with tables; the API's body limit for the console's JSON is set to fit it. */
export const BLOG_CONTENT_MAX = 200_000;

export const BlogDraftSchema = z.object({
  title: oneLineText({ error: 'Write a title.' })
    .trim()
    .min(1, 'Write a title.')
    .max(BLOG_TITLE_MAX, `Use at most ${BLOG_TITLE_MAX} characters.`),
  content: multiLineText({ error: 'Write the post.' })
    .min(1, 'Write the post.')
    .max(BLOG_CONTENT_MAX, 'The post is too long.')
    .refine(
      (html) => imageSources(html).every(isSiteImage),
      'Every picture in the post must be one uploaded here: remove the others.',
    ),
  featured_image: sitePath,
  /** The language it is written in: an Arabic post is listed and read under /ar alone. */
  lang: z.enum(LANGS, { error: 'Choose the language the post is written in.' }),
});
export type BlogDraft = z.infer<typeof BlogDraftSchema>;
/** A saved post's edit names the version it was read at. */
export const BlogEditSchema = BlogDraftSchema.extend({ version: VersionSchema });

export const BlogPreviewSchema = z.object({ content: BlogDraftSchema.shape.content });
export const PublishSchema = z.object({
  version: VersionSchema,
  published: z.boolean({ error: 'published is true or false.' }),
});

export const AdminBlogSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  featured_image: z.string(),
  lang: z.enum(LANGS),
  published: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminBlogSummary = z.infer<typeof AdminBlogSummarySchema>;

export const AdminBlogSchema = AdminBlogSummarySchema.extend({
  /** As stored: sanitised when it was written. */
  content: z.string(),
});
export type AdminBlog = z.infer<typeof AdminBlogSchema>;

/** Uploaded images are re-encoded for one of the site's image groups (its aspect ratio and widths). */
export const UPLOAD_GROUPS = ['blogs', 'accreditations'] as const;
export type UploadGroup = (typeof UPLOAD_GROUPS)[number];
export const UploadQuerySchema = z.object({
  group: z.enum(UPLOAD_GROUPS, { error: 'group is blogs or accreditations.' }),
});

export const UploadedImageSchema = z.object({
  /** The default-size WebP; `-<width>.avif|webp` siblings sit beside it. */
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const UPLOAD_MESSAGES = {
  notImage: 'The file is not a picture we can use. Upload a JPEG, PNG, WebP, GIF or AVIF image.',
  tooLarge: (maxBytes: number) =>
    `The image is larger than ${formatBytes(maxBytes)}. Upload a smaller file.`,
  missing: 'Choose an image file to upload.',
} as const;

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}

export const AccreditationInputSchema = z.object({
  title: oneLineText({ error: 'Write a title.' })
    .trim()
    .min(1, 'Write a title.')
    .max(120, 'Use at most 120 characters.'),
  imagepath: sitePath,
});
export type AccreditationInput = z.infer<typeof AccreditationInputSchema>;
export const AccreditationEditSchema = AccreditationInputSchema.extend({ version: VersionSchema });

/**
 * A move is relative to the order the page showed: `order` is that order, and the move is refused as
 * stale when someone else has added, removed or reordered entries since.
 */
export const MoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'direction is up or down.' }),
  order: z
    .array(z.number().int().min(1).max(2_147_483_647), {
      error: 'order is the ids in the order the page shows them.',
    })
    .max(1000),
});
export type Move = z.infer<typeof MoveSchema>;

export const AdminAccreditationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imagepath: z.string(),
  position: z.number().int(),
  version: z.number().int(),
});
export type AdminAccreditation = z.infer<typeof AdminAccreditationSchema>;

// What the console's content routes answer (server/blogs/console-routes.ts, accreditations.ts, uploads.ts).

const ok = z.literal(true);
export const AdminBlogListResponseSchema = z.object({
  success: ok,
  blogs: z.array(AdminBlogSummarySchema),
});
export const AdminBlogResponseSchema = z.object({ success: ok, blog: AdminBlogSchema });
/** Publishing answers the post without its text. */
export const AdminBlogSummaryResponseSchema = z.object({
  success: ok,
  blog: AdminBlogSummarySchema,
});
export const BlogPreviewResponseSchema = z.object({ success: ok, html: z.string() });
export const AccreditationListResponseSchema = z.object({
  success: ok,
  accreditations: z.array(AdminAccreditationSchema),
});
export const AccreditationResponseSchema = z.object({
  success: ok,
  accreditation: AdminAccreditationSchema,
});
export const UploadResponseSchema = z.object({ success: ok, image: UploadedImageSchema });
