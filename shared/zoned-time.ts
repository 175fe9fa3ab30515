// Dates and clock times as people at a centre read them. A batch's start date and time are stored
// as the centre's own wall clock (what the academy prints on a timetable); the instant, the other
// zone's time and "today" are worked out here with Intl, which every runtime the site targets has.

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = string;
/** A wall-clock time, HH:MM (24-hour). */
export type ClockTime = string;

const parts = (instant: Date, zone: string) => {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value])) as Record<
    string,
    string
  >;
};

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(instant: Date, zone: string): number {
  const p = parts(instant, zone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock date and time in `zone` names. */
export function zonedToInstant(date: IsoDate, time: ClockTime, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Twice, so a zone whose offset changes near that time (summer time) lands on the right side of it.
  const first = wall - offsetMinutes(new Date(wall), zone) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first), zone) * 60_000);
}

/** The date and time an instant reads as in `zone`. */
export function wallClock(instant: Date, zone: string): { date: IsoDate; time: ClockTime } {
  const p = parts(instant, zone);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Today's date in `zone`. */
export const todayIn = (zone: string, now: Date): IsoDate => wallClock(now, zone).date;

/** The same wall-clock start read in another zone, e.g. 09:00 in Dubai is 10:30 in Kochi. */
export function convertWallClock(date: IsoDate, time: ClockTime, from: string, to: string) {
  return wallClock(zonedToInstant(date, time, from), to);
}

/** `date` moved on by whole days. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "2026-11-28T08:42:00+05:30": an instant in ISO 8601 with the offset of `zone` then. */
export function isoWithOffset(instant: Date, zone: string): string {
  const p = parts(instant, zone);
  const minutes = offsetMinutes(instant, zone);
  const abs = Math.abs(minutes);
  const offset = `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** "UTC+4", "UTC+5:30": how the zone is named beside a time. */
export function utcOffsetLabel(zone: string, at: Date): string {
  const minutes = offsetMinutes(at, zone);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

/** "August 2026": a month (YYYY-MM), as the course finder's start-month filter names it. */
export function formatMonth(month: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** "Mon 2 Mar 2026": a date as a visitor reads it, in the page's locale (shared/lang.ts INTL_LOCALE). */
export function formatDate(date: IsoDate, withWeekday = false, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    ...(withWeekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}
