/**
 * "3 November 2026" with `months` in the page's language (shared/content/blog.ts), read in UTC: the
 * same on the server and in every visitor's time zone, so hydration matches. Written out rather than
 * through Intl: the browser's first date formatter loads locale data, a long task on a phone while
 * the page hydrates.
 */
export function longDate(iso: string, months: readonly string[]): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
