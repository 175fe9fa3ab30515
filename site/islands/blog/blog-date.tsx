import { longDate } from '../lib/long-date';

/** The byline of the specification: 'Admin / {created date}'. */
export function BlogDate({ iso }: { iso: string }) {
  return (
    <>
      Admin / <time dateTime={iso}>{longDate(iso)}</time>
    </>
  );
}
