import { describe, expect, it } from 'vitest';
import { sampleBatch } from '../tests/support/batch-fixtures';
import {
  isShownPublicly,
  seatStatusForStaff,
  startDateTime,
  startTimes,
  type Batch,
} from './batches';

const batch = (overrides: Partial<Batch> = {}) =>
  sampleBatch({ start_date: '2026-03-02', end_date: '2026-04-30', seats: null, ...overrides });

describe('a batch as visitors read it', () => {
  it('a classroom batch names its own zone; an online one adds the other teaching zone', () => {
    expect(startTimes(batch())).toEqual(['09:00 UAE time (UTC+4)']);
    expect(startTimes(batch({ centre: 'online', mode: 'Live online' }))).toEqual([
      '09:00 UAE time (UTC+4)',
      '10:30 India time (UTC+5:30)',
    ]);
    expect(
      startTimes(batch({ centre: 'online', time_zone: 'Asia/Kolkata', start_time: '00:30' })),
    ).toEqual(['00:30 India time (UTC+5:30)', '23:00 UAE time (UTC+4), the day before']);
  });

  it('writes the start as an ISO date-time with the zone’s offset', () => {
    expect(startDateTime(batch())).toBe('2026-03-02T09:00:00+04:00');
    expect(startDateTime(batch({ time_zone: 'Asia/Kolkata', start_time: '18:30' }))).toBe(
      '2026-03-02T18:30:00+05:30',
    );
  });

  it('is offered until its start day ends in its own zone; cancelled never, full still (shown as full)', () => {
    // 19:00 UTC on 2 March: still the 2nd in Dubai, already the 3rd in Kochi.
    const now = new Date('2026-03-02T19:00:00Z');
    expect(isShownPublicly(batch(), now)).toBe(true);
    expect(isShownPublicly(batch({ centre: 'kochi', time_zone: 'Asia/Kolkata' }), now)).toBe(false);
    expect(isShownPublicly(batch({ status: 'cancelled' }), now)).toBe(false);
    expect(isShownPublicly(batch({ status: 'full' }), now)).toBe(true);
    expect(isShownPublicly(batch({ start_date: '2026-03-01' }), now)).toBe(false);
  });
});

describe('a batch’s seats as staff read them', () => {
  it('shows the status visitors see, from the enrolled count, and says when it was set by hand', () => {
    // Over-enrolled, stored open: full, as visitors see it.
    expect(seatStatusForStaff(batch({ seats: 2 }), 3)).toEqual({ status: 'full', byHand: false });
    expect(seatStatusForStaff(batch({ seats: 2 }), 0)).toEqual({
      status: 'few_seats',
      byHand: false,
    });
    expect(seatStatusForStaff(batch({ seats: 20 }), 0)).toEqual({ status: 'open', byHand: false });
    expect(seatStatusForStaff(batch({ seats: 20, status: 'few_seats' }), 0)).toEqual({
      status: 'few_seats',
      byHand: true,
    });
    expect(seatStatusForStaff(batch({ seats: null, status: 'full' }), 0)).toEqual({
      status: 'full',
      byHand: true,
    });
    // Marked full when the seats are full too: the count says it already.
    expect(seatStatusForStaff(batch({ seats: 2, status: 'full' }), 2)).toEqual({
      status: 'full',
      byHand: false,
    });
    expect(seatStatusForStaff(batch({ seats: 2, status: 'cancelled' }), 2)).toEqual({
      status: 'cancelled',
      byHand: false,
    });
  });
});
