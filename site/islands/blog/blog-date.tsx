import type { BylineWords } from '../../../shared/content/blog';
import { longDate } from '../lib/long-date';

/** The byline of the specification: 'Admin / {created date}', in the page's language. */
export function BlogDate({ iso, words }: { iso: string; words: BylineWords }) {
  return (
    <>
      {words.byline} / <time dateTime={iso}>{longDate(iso, words.months)}</time>
    </>
  );
}
