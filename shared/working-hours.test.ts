import { describe, expect, it } from 'vitest';
import { workingWeekIn } from './content/centres';
import { formatMinutes, workingMinutesBetween } from './working-hours';

const KOCHI = 'Asia/Kolkata';
const DUBAI = 'Asia/Dubai';
const kochi = (from: string, to: string) =>
  workingMinutesBetween(new Date(from), new Date(to), KOCHI, workingWeekIn(KOCHI));
const dubai = (from: string, to: string) =>
  workingMinutesBetween(new Date(from), new Date(to), DUBAI, workingWeekIn(DUBAI));

// 2026-11-27 is a Friday, 2026-11-28 a Saturday, 2026-11-29 a Sunday, 2026-11-30 a Monday.
describe('working minutes between two instants', () => {
  it('counts the time within one working day as it is', () => {
    expect(kochi('2026-11-26T10:00:00+05:30', '2026-11-26T12:10:00+05:30')).toBe(130);
    expect(dubai('2026-11-26T09:30:00+04:00', '2026-11-26T09:45:00+04:00')).toBe(15);
  });

  it('skips the night: an evening lead answered the next morning waited the hours either side', () => {
    // 17:30 to 18:00 on Thursday, then 09:00 to 09:40 on Friday.
    expect(kochi('2026-11-26T17:30:00+05:30', '2026-11-27T09:40:00+05:30')).toBe(70);
  });

  it('starts the clock at opening for a lead that arrived outside the hours', () => {
    expect(kochi('2026-11-26T06:00:00+05:30', '2026-11-26T09:25:00+05:30')).toBe(25);
    expect(kochi('2026-11-26T19:00:00+05:30', '2026-11-26T23:00:00+05:30')).toBe(0);
  });

  it("skips each centre's own weekend: Sunday in Kerala, Saturday and Sunday in the UAE", () => {
    // Friday 17:00 to Monday 10:00: Kochi works Saturday (9 h), the UAE does not.
    expect(kochi('2026-11-27T17:00:00+05:30', '2026-11-30T10:00:00+05:30')).toBe(60 + 9 * 60 + 60);
    expect(dubai('2026-11-27T17:00:00+04:00', '2026-11-30T10:00:00+04:00')).toBe(60 + 60);
    // Arrived on Saturday in Dubai, answered on Sunday: no working time passed.
    expect(dubai('2026-11-28T11:00:00+04:00', '2026-11-29T15:00:00+04:00')).toBe(0);
  });

  it("reads the hours on the lead's own clock: the same instants count differently in each zone", () => {
    // 04:00 to 06:00 UTC is 09:30-11:30 in Kochi (two working hours) and 08:00-10:00 in Dubai (one).
    const from = '2026-11-26T04:00:00Z';
    const to = '2026-11-26T06:00:00Z';
    expect(kochi(from, to)).toBe(120);
    expect(dubai(from, to)).toBe(60);
  });

  it('is zero when the answer does not come after the arrival', () => {
    expect(kochi('2026-11-26T12:00:00+05:30', '2026-11-26T11:00:00+05:30')).toBe(0);
  });
});

describe('formatMinutes', () => {
  it('names the two largest units', () => {
    expect(formatMinutes(130)).toBe('2 h 10 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(1440 + 60 + 5)).toBe('1 d 1 h');
  });
});
