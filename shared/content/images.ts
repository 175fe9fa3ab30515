// Every picture on the site is produced by `scripts/build-images.ts` from `images/` (photographs the
// academy supplies) or, where none is supplied, from a generated illustration. Each group has one
// aspect ratio and a set of widths, so pages can give width, height and srcset without reading files.
// Every picture is WebP; `avif` adds an AVIF copy where it saves a phone bytes: not on the small
// portraits and logos, where it is no smaller and its <source> would be one more element a page carries.

export const IMAGE_GROUPS = {
  blogs: { width: 1200, height: 675, widths: [480, 800, 1200], avif: true },
  courses: { width: 1200, height: 800, widths: [480, 800, 1200], avif: true },
  accreditations: { width: 800, height: 800, widths: [400, 800], avif: true },
  slides: { width: 1600, height: 900, widths: [640, 1024, 1600], avif: true },
  cards: { width: 800, height: 600, widths: [400, 800], avif: true },
  people: { width: 240, height: 240, widths: [120, 240], avif: false },
  logos: { width: 320, height: 160, widths: [160, 320], avif: false },
} as const;

export type ImageGroup = keyof typeof IMAGE_GROUPS;

/** `/images/<group>/<name>`: add `-<width>.avif|webp`, or `.webp` for the default size. */
export const imageBase = (group: ImageGroup, name: string) => `/images/${group}/${name}`;

export const DEFAULT_BLOG_IMAGE = `${imageBase('blogs', 'default')}.webp`;
