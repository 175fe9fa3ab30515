import { describe, expect, it } from 'vitest';
import { longDate } from './long-date';

describe('longDate', () => {
  it('writes a date as en-GB does, in UTC, for every month', () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, month + 1, 23, 30)).toISOString();
      expect(longDate(iso)).toBe(
        new Date(iso).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      );
    }
  });

  it('reads a date-only ISO string as that day, whatever the local zone', () => {
    expect(longDate('2026-02-28T00:00:00Z')).toBe('28 February 2026');
    expect(longDate('2025-12-31T23:59:59.999Z')).toBe('31 December 2025');
  });
});
