import { describe, expect, it } from 'vitest';
import { COURSE_PATHS, GENERAL_PATHS } from '../../shared/paths';
import { seedBlogPosts } from './blog-posts';

// The seeded posts are the blog's launch content: enough of it, substantial, and linking only to real pages.
describe('seeded blog posts', () => {
  it('are at least six, with distinct keys and dates spread over most of a year', () => {
    expect(seedBlogPosts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seedBlogPosts.map((p) => p.key)).size).toBe(seedBlogPosts.length);
    const times = seedBlogPosts.map((p) => Date.parse(p.createdAt));
    expect(new Set(times).size).toBe(times.length);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(300 * 24 * 3600 * 1000);
  });

  for (const post of seedBlogPosts) {
    it(`${post.key}: several hundred words under at least three headings, no h1`, () => {
      const words = post.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      expect(words.length).toBeGreaterThanOrEqual(500);
      expect(post.content.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(post.content).not.toMatch(/<h1/i);
    });

    it(`${post.key}: every link leads to a page of the site`, () => {
      const known = new Set([...GENERAL_PATHS, ...COURSE_PATHS]);
      for (const [, href] of post.content.matchAll(/href="([^"]+)"/g))
        expect(known, href).toContain(href);
    });
  }
});
