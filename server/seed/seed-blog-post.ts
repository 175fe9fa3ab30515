// The shape of a seeded post (./blog-posts/*.ts): its own file, so the posts and their list import it without importing each other.

export interface SeedBlogPost {
  /** Stable key, kebab-case; also the featured image's file name stem. */
  key: string;
  title: string;
  /** ISO date-time, spread over Dec 2025 to Nov 2026 (today is 2026-11-21); all distinct. */
  createdAt: string;
  /** Article HTML: <h2>/<h3> headings, <p>, <ul>/<ol>, <strong>, <em>, <blockquote>, one <table> in at least one post, internal links to course pages like <a href="/pmp-certification">. No <h1>, no images, no scripts, no inline styles, no classes. */
  content: string;
  /** Two or three words for the generated featured illustration (e.g. 'Career path'). */
  imageLabel: string;
}
