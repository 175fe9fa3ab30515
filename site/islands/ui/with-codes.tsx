import { codeRuns } from '../../../shared/code-runs';
import type { Lang } from '../../../shared/lang';

/**
 * Text whose Latin runs (a course's code, a brand) sit in <bdi> where the text is Arabic: a code
 * keeps its own direction and does not reorder the Arabic around it, and a reader of the page's
 * language is shown it is a code, not untranslated words. Text the server already marked
 * (shared/code-runs.ts codesIsolated) is cut at its marks; English text comes back as it is. `lang`:
 * the page's, where the text may be a code alone ("IASSC") among Arabic words.
 */
export function WithCodes({
  text = '',
  lang,
  flexItem = false,
}: {
  text: string | undefined;
  lang?: Lang;
  /** In a flex row: the text is kept one item (in a span), wrapping as the plain text did. */
  flexItem?: boolean;
}) {
  const parts = text.includes('\u2068')
    ? text.split(/\u2068|\u2069/)
    : lang === 'ar'
      ? codeRuns(text, true)
      : codeRuns(text);
  if (parts.length === 1) return text;
  const isolated = parts.map((part, i) => (i % 2 === 1 ? <bdi key={i}>{part}</bdi> : part));
  return flexItem ? <span>{isolated}</span> : isolated;
}
