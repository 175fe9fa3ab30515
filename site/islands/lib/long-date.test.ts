import { describe, expect, it } from 'vitest';
import { LANGS, INTL_LOCALE } from '../../../shared/lang';
import { blogWordsIn } from '../../../shared/content/texts';
import { longDate } from './long-date';

describe('longDate', () => {
  it.each(LANGS)('writes a date in %s as Intl does, in UTC, for every month', (lang) => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, month + 1, 23, 30)).toISOString();
      expect(longDate(iso, blogWordsIn(lang).months)).toBe(
        new Date(iso).toLocaleDateString(INTL_LOCALE[lang], {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      );
    }
  });

  it('reads a date-only ISO string as that day, whatever the local zone', () => {
    const months = blogWordsIn('en').months;
    expect(longDate('2026-02-28T00:00:00Z', months)).toBe('28 February 2026');
    expect(longDate('2025-12-31T23:59:59.999Z', months)).toBe('31 December 2025');
  });
});
