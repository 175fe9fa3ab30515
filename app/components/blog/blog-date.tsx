/** A readable date, the same on the server and in every visitor's time zone (so hydration matches). */
export function formatBlogDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The byline of spec §2: 'Admin / {created date}'. */
export function BlogDate({ iso }: { iso: string }) {
  return (
    <>
      Admin / <time dateTime={iso}>{formatBlogDate(iso)}</time>
    </>
  );
}
