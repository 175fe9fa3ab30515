import type { WorkingWeek } from './content/centres';
import { addDays, wallClock, zonedToInstant } from './zoned-time';

// How long a lead waited for staff, counted only while its centre's desk is open: a lead that
// arrives on Friday evening in Dubai and is answered on Monday at 10:00 waited one working hour.

const MINUTE_MS = 60_000;

/** ISO weekday of a calendar date: 1 is Monday, 7 Sunday. */
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Whole working minutes between two instants, each day's open hours read on `zone`'s clock. */
export function workingMinutesBetween(
  from: Date,
  to: Date,
  zone: string,
  week: WorkingWeek,
): number {
  if (to.getTime() <= from.getTime()) return 0;
  const last = wallClock(to, zone).date;
  let total = 0;
  for (let date = wallClock(from, zone).date; date <= last; date = addDays(date, 1)) {
    if (!week.days.includes(isoWeekday(date))) continue;
    const opens = zonedToInstant(date, week.opens, zone).getTime();
    const closes = zonedToInstant(date, week.closes, zone).getTime();
    const start = Math.max(opens, from.getTime());
    const end = Math.min(closes, to.getTime());
    if (end > start) total += end - start;
  }
  return Math.floor(total / MINUTE_MS);
}

/** The `count`th day after `date` (a calendar date) on which `week`'s desk opens. */
export function workingDaysAfter(date: string, count: number, week: WorkingWeek): string {
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (week.days.includes(isoWeekday(day))) left -= 1;
  }
  return day;
}

/** "2 h 10 min", "3 d 1 h": a duration in minutes, its two largest units. */
export function formatMinutes(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [days && `${days} d`, hours && `${hours} h`, `${minutes % 60} min`];
  return parts.filter(Boolean).slice(0, 2).join(' ');
}
