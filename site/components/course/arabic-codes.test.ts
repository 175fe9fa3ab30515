// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { COURSES } from '../../../shared/content/courses';
import { sampleBatch } from '../../../tests/support/batch-fixtures';
import { renderCoursePage } from './course-page.test-utils';

// On an Arabic course page every word in Latin script (a code, a brand, a standard's number) sits in
// an element that isolates its direction, so "ISO 9001:2015" or "PMP®" never reorders the Arabic
// around it.

// A batch in UAE time, taught in English: its time zone and language are shown too.
const BATCH = sampleBatch({ id: 7, course: 'pmp-certification' });

/** Text nodes with a Latin letter that no <bdi>, `dir` or `translate="no"` element holds. */
function unisolatedLatin(root: HTMLElement): string[] {
  const loose: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!/[A-Za-z]/.test(text)) continue;
    if (node.parentElement?.closest('bdi, [dir], [translate="no"], script, style')) continue;
    loose.push(text.trim());
  }
  return loose;
}

describe('an Arabic course page', () => {
  it.each(COURSES.map((c) => c.slug))('/ar/%s keeps every Latin run isolated', async (slug) => {
    const batches = [{ ...BATCH, course: slug }];
    const { document } = await renderCoursePage(`/${slug}`, batches, 'ar');
    expect(unisolatedLatin(document.body)).toEqual([]);
  });

  it('shows the codes it isolates', async () => {
    const { document } = await renderCoursePage('/pmp-certification', [], 'ar');
    const codes = [...document.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(codes).toContain('PMP');
  });
});
