// The list of images the site needs, derived from the content data itself (never kept by hand):
// adding a blog post, subject, slide, award, testimonial or client adds its picture at the next
// build, and removing one stops it being built.

import { basename, extname } from 'node:path';
import { DEFAULT_ACCREDITATIONS } from '../../shared/default-accreditations';
import { awards, infrastructure } from '../../shared/content/academy';
import { SUBJECTS } from '../../shared/content/courses/subjects';
import { clients, heroSlides, testimonials } from '../../shared/content/home';
import type { ImageGroup } from '../../shared/content/images';
import { slugify } from '../../shared/slug';
import { seedBlogPosts } from '../../server/seed/blog-posts';

export interface ImageSpec {
  group: ImageGroup;
  /** File stem: `/images/<group>/<name>-<w>.avif` etc. */
  name: string;
  /** What the picture shows; also steers the generated illustration's motifs. */
  label: string;
  /** Text drawn into the generated image (accreditation titles, client names); none otherwise. */
  text?: string;
  /** Index within its group, in content order (set by `buildManifest`). */
  position: number;
  /**
   * Which alternative motif pair to draw, so siblings on the same theme (two language blog
   * posts, a course's cover and side image) still look different. Set by `assignVariants`.
   */
  variant?: number;
}

// Shared with the pages, which find a person's or client's picture by the same slug.
export { slugify };

export function buildManifest(): ImageSpec[] {
  const specs: Omit<ImageSpec, 'position'>[] = [
    ...seedBlogPosts.map((p) => ({ group: 'blogs' as const, name: p.key, label: p.imageLabel })),
    { group: 'blogs', name: 'default', label: 'Academy blog' },
    ...SUBJECTS.flatMap((s) => [
      { group: 'courses' as const, name: `${s.id}-cover`, label: s.name },
      { group: 'courses' as const, name: `${s.id}-side`, label: s.name },
    ]),
    ...DEFAULT_ACCREDITATIONS.map((a) => ({
      group: 'accreditations' as const,
      name: basename(a.imagepath, extname(a.imagepath)),
      label: a.title,
      text: a.title,
    })),
    ...heroSlides.map((s) => ({ group: 'slides' as const, name: s.id, label: s.imageLabel })),
    ...awards.map((a) => ({ group: 'cards' as const, name: a.id, label: a.imageLabel })),
    ...infrastructure.map((e, i) => ({
      group: 'cards' as const,
      name: `infrastructure-${i + 1}`,
      label: e.imageLabel,
    })),
    ...testimonials.map((t) => ({
      group: 'people' as const,
      name: slugify(t.person),
      label: t.photoLabel,
    })),
    ...clients.map((c) => ({
      group: 'logos' as const,
      name: slugify(c),
      label: `${c} logo`,
      text: c,
    })),
  ];
  const seen = new Map<ImageGroup, number>();
  const placed = specs.map((s) => {
    const position = seen.get(s.group) ?? 0;
    seen.set(s.group, position + 1);
    return { ...s, position };
  });
  assertUnique(placed);
  return placed;
}

/** Two entries with one file name would silently overwrite each other, so refuse to build. */
function assertUnique(specs: ImageSpec[]): void {
  const seen = new Set<string>();
  for (const s of specs) {
    const key = `${s.group}/${s.name}`;
    if (!s.name) throw new Error(`Empty image name in group ${s.group} (label: ${s.label})`);
    if (seen.has(key))
      throw new Error(`Two images would both be written as ${key}; rename one in the content data`);
    seen.add(key);
  }
}
