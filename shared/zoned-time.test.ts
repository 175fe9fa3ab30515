import { describe, expect, it } from 'vitest';
import {
  isoWithOffset,
  addDays,
  convertWallClock,
  daysBetween,
  formatDate,
  formatMonth,
  todayIn,
  utcOffsetLabel,
  wallClock,
  zonedToInstant,
} from './zoned-time';

describe('zoned time', () => {
  it('a batch starting 09:00 in Dubai starts 10:30 in Kochi, the same instant', () => {
    expect(convertWallClock('2026-03-02', '09:00', 'Asia/Dubai', 'Asia/Kolkata')).toEqual({
      date: '2026-03-02',
      time: '10:30',
    });
    expect(zonedToInstant('2026-03-02', '09:00', 'Asia/Dubai').toISOString()).toBe(
      '2026-03-02T05:00:00.000Z',
    );
    expect(zonedToInstant('2026-03-02', '10:30', 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-02T05:00:00.000Z',
    );
  });

  it('an evening start in Kochi can be the afternoon in Dubai, and an early one in Dubai the same day in Kochi', () => {
    expect(convertWallClock('2026-03-02', '19:00', 'Asia/Kolkata', 'Asia/Dubai')).toEqual({
      date: '2026-03-02',
      time: '17:30',
    });
    expect(convertWallClock('2026-03-02', '23:00', 'Asia/Dubai', 'Asia/Kolkata')).toEqual({
      date: '2026-03-03',
      time: '00:30',
    });
  });

  it('today is the date on the centre’s own calendar: its day starts at its midnight, not UTC’s', () => {
    // 19:00 UTC on 1 March is already 2 March in Kochi (00:30) but still 1 March in Dubai (23:00).
    const now = new Date('2026-03-01T19:00:00Z');
    expect(todayIn('Asia/Kolkata', now)).toBe('2026-03-02');
    expect(todayIn('Asia/Dubai', now)).toBe('2026-03-01');
    // One minute before Kochi's midnight it is still the 1st there.
    expect(todayIn('Asia/Kolkata', new Date('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
    expect(todayIn('Asia/Dubai', new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
  });

  it('a zone with summer time lands on the right side of its change', () => {
    expect(zonedToInstant('2026-07-01', '09:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(zonedToInstant('2026-01-01', '09:00', 'Europe/London').toISOString()).toBe(
      '2026-01-01T09:00:00.000Z',
    );
    expect(wallClock(new Date('2026-07-01T08:00:00Z'), 'Europe/London')).toEqual({
      date: '2026-07-01',
      time: '09:00',
    });
  });

  it('names offsets, moves and counts days across month and year ends', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    expect(utcOffsetLabel('Asia/Kolkata', at)).toBe('UTC+5:30');
    expect(utcOffsetLabel('Asia/Dubai', at)).toBe('UTC+4');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-28', '2027-01-04')).toBe(7);
    expect(formatDate('2026-03-02', true)).toBe('Mon, 2 Mar 2026');
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });
});

describe('isoWithOffset', () => {
  it("writes the instant on the zone's clock with that zone's offset", () => {
    const instant = new Date('2026-11-28T03:12:09Z');
    expect(isoWithOffset(instant, 'Asia/Kolkata')).toBe('2026-11-28T08:42:09+05:30');
    expect(isoWithOffset(instant, 'Asia/Dubai')).toBe('2026-11-28T07:12:09+04:00');
    expect(isoWithOffset(new Date('2026-11-27T22:00:00Z'), 'Asia/Kolkata')).toBe(
      '2026-11-28T03:30:00+05:30',
    );
    expect(Date.parse(isoWithOffset(instant, 'Asia/Kolkata'))).toBe(instant.getTime());
  });
});
