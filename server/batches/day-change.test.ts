import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTeachingMidnight, onTeachingDayChange } from './day-change';

afterEach(() => vi.useRealTimers());

describe('the teaching zones’ midnights', () => {
  it('come at 18:30 UTC (Kochi) and 20:00 UTC (the UAE)', () => {
    expect(nextTeachingMidnight(new Date('2026-03-02T12:00:00Z')).toISOString()).toBe(
      '2026-03-02T18:30:00.000Z',
    );
    expect(nextTeachingMidnight(new Date('2026-03-02T18:30:00Z')).toISOString()).toBe(
      '2026-03-02T20:00:00.000Z',
    );
    expect(nextTeachingMidnight(new Date('2026-03-02T20:00:00Z')).toISOString()).toBe(
      '2026-03-03T18:30:00.000Z',
    );
  });

  it('each tell the kept course pages a new day began', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00Z') });
    const days: string[] = [];
    const stop = onTeachingDayChange(() => days.push(new Date().toISOString()));
    vi.advanceTimersByTime(24 * 3_600_000);
    stop();
    expect(days).toEqual(['2026-03-02T18:30:01.000Z', '2026-03-02T20:00:01.000Z']);
  });
});
