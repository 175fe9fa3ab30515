const MONTHS = [
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
];

/**
 * "3 November 2026", read in UTC: the same on the server and in every visitor's time zone, so
 * hydration matches. Written out rather than through Intl: the browser's first date formatter
 * loads locale data, a long task on a phone while the page hydrates.
 */
export function longDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
