import { multiLineText, oneLineText } from './text';
import { z } from './zod';

// The staff console's content contract: the blog editor, image uploads and the accreditations list.

/** A path on this site (the pages' CSP serves images from 'self' only): never another host, javascript: or data:. */
const sitePath = z
  .string({ error: 'Choose an image.' })
  .trim()
  .min(1, 'Choose an image.')
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Use an image from this site.');

export const BLOG_TITLE_MAX = 200;
/** Generous for an article with tables; the API's body limit for the console's JSON is set to fit it. */
export const BLOG_CONTENT_MAX = 200_000;

export const BlogDraftSchema = z.object({
  title: oneLineText({ error: 'Write a title.' }).trim().min(1, 'Write a title.').max(BLOG_TITLE_MAX, `Use at most ${BLOG_TITLE_MAX} characters.`),
  content: multiLineText({ error: 'Write the post.' }).min(1, 'Write the post.').max(BLOG_CONTENT_MAX, 'The post is too long.'),
  featured_image: sitePath,
});
export type BlogDraft = z.infer<typeof BlogDraftSchema>;

export const BlogPreviewSchema = z.object({ content: BlogDraftSchema.shape.content });
export const PublishSchema = z.object({ published: z.boolean({ error: 'published is true or false.' }) });

export interface AdminBlogSummary {
  id: number;
  title: string;
  featured_image: string;
  published: boolean;
  created_at: string;
  updated_at: string;
}

export interface AdminBlog extends AdminBlogSummary {
  /** As stored: sanitised when it was written. */
  content: string;
}

/** Uploaded images are re-encoded for one of the site's image groups (its aspect ratio and widths). */
export const UPLOAD_GROUPS = ['blogs', 'accreditations'] as const;
export type UploadGroup = (typeof UPLOAD_GROUPS)[number];
export const UploadQuerySchema = z.object({ group: z.enum(UPLOAD_GROUPS, { error: 'group is blogs or accreditations.' }) });

export interface UploadedImage {
  /** The default-size WebP; `-<width>.avif|webp` siblings sit beside it. */
  src: string;
  width: number;
  height: number;
}

export const UPLOAD_MESSAGES = {
  notImage: 'The file is not a picture we can use. Upload a JPEG, PNG, WebP, GIF or AVIF image.',
  tooLarge: (maxBytes: number) => `The image is larger than ${formatBytes(maxBytes)}. Upload a smaller file.`,
  missing: 'Choose an image file to upload.',
} as const;

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export const AccreditationInputSchema = z.object({
  title: oneLineText({ error: 'Write a title.' }).trim().min(1, 'Write a title.').max(120, 'Use at most 120 characters.'),
  imagepath: sitePath,
});
export type AccreditationInput = z.infer<typeof AccreditationInputSchema>;

export const MoveSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'direction is up or down.' }) });
export type MoveDirection = z.infer<typeof MoveSchema>['direction'];

export interface AdminAccreditation {
  id: number;
  title: string;
  imagepath: string;
  position: number;
}

/** What the console's content pages may ask of the server (through the load context). */
export interface ContentAdminPages {
  listBlogs(): Promise<AdminBlogSummary[]>;
  getBlog(id: number): Promise<AdminBlog | null>;
  listAccreditations(): Promise<AdminAccreditation[]>;
}
