// A batch's sessions, read from its schedule. Staff write the schedule in words ("Weekends, Sat–Sun
// 9:00–13:00"); its first day, last day, start time and zone are fields of their own. A calendar
// needs the weekdays and the length of a session, so they are read from the words: day names
// (Mon … Sun, full or short, a range like Mon–Fri), "weekends" (Saturday and Sunday) or "weekdays"
// (Monday to Friday) when no day is named, "daily", and one time range (9:00–13:00). Words that give
// neither are not guessed at.

/** Weekdays as a calendar names them, Sunday first (the index is JavaScript's getUTCDay()). */
export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** What a schedule says of its sessions: the weekdays they fall on and how long each lasts. */
export interface Sessions {
  days: Weekday[];
  minutes: number;
}

// A day's name, short or full, singular or plural: never a word that merely begins like one (Monthly).
const DAY =
  '(sun(?:days?)?|mon(?:days?)?|tue(?:s|sdays?)?|wed(?:s|nesdays?)?|thu(?:rs?|rsdays?)?|fri(?:days?)?|sat(?:s|urdays?)?)';
const DAY_RANGE = new RegExp(`\\b${DAY}\\s*(?:[–—-]|to)\\s*${DAY}\\b`, 'gi');
const ONE_DAY = new RegExp(`\\b${DAY}\\b`, 'gi');
const TIME_RANGE = /\b(\d{1,2})[:.](\d{2})\s*(?:[–—-]|to)\s*(\d{1,2})[:.](\d{2})\b/i;
const indexOf = (name: string) =>
  ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(name.slice(0, 3).toLowerCase());

/** The weekdays a schedule names, in the week's order; empty when it names none. */
function daysOf(schedule: string): Set<number> {
  const days = new Set<number>();
  const rest = schedule.replace(DAY_RANGE, (_, from: string, to: string) => {
    // A range wraps round the week's end (Fri–Sun, or Sat–Mon).
    for (let day = indexOf(from); ; day = (day + 1) % 7) {
      days.add(day);
      if (day === indexOf(to)) break;
    }
    return ' ';
  });
  for (const [, name] of rest.matchAll(ONE_DAY)) days.add(indexOf(name!));
  if (days.size > 0) return days;
  if (/\bdaily\b|\bevery day\b/i.test(schedule)) return new Set([0, 1, 2, 3, 4, 5, 6]);
  if (/\bweekends?\b/i.test(schedule)) return new Set([6, 0]);
  if (/\bweekdays?\b/i.test(schedule)) return new Set([1, 2, 3, 4, 5]);
  return days;
}

/** A session's length in minutes from the schedule's time range, or undefined without one (or one that ends before it starts). */
function minutesOf(schedule: string): number | undefined {
  const range = TIME_RANGE.exec(schedule);
  if (!range) return undefined;
  const [from, to] = [
    Number(range[1]) * 60 + Number(range[2]),
    Number(range[3]) * 60 + Number(range[4]),
  ];
  return to > from && to <= 24 * 60 ? to - from : undefined;
}

/** The sessions a schedule describes, or undefined when its words name no weekday or no time range. */
export function sessionsOf(schedule: string): Sessions | undefined {
  const days = daysOf(schedule);
  const minutes = minutesOf(schedule);
  if (days.size === 0 || minutes === undefined) return undefined;
  return { days: [...days].sort((a, b) => a - b).map((day) => WEEKDAYS[day]!), minutes };
}

/** A date's weekday as WEEKDAYS names it. */
export const weekdayOf = (date: string): Weekday =>
  WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/**
 * The first day on or after `date` that the sessions meet: a batch's first session (a start date
 * the schedule never meets is not a session, and a calendar given one counts it or drops it).
 */
export function firstSessionDay(date: string, sessions: Sessions): string {
  const from = WEEKDAYS.indexOf(weekdayOf(date));
  const ahead = Math.min(...sessions.days.map((day) => (WEEKDAYS.indexOf(day) - from + 7) % 7));
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + ahead)).toISOString().slice(0, 10);
}

/** The days a schedule names (Sunday first, as WEEKDAYS) and its time range as written, or undefined. */
export function scheduleParts(
  schedule: string,
): { days: number[]; from: string; to: string } | undefined {
  const sessions = sessionsOf(schedule);
  const range = TIME_RANGE.exec(schedule);
  if (!sessions || !range) return undefined;
  const time = (hours: string, minutes: string) => `${hours.padStart(2, '0')}:${minutes}`;
  return {
    days: sessions.days.map((day) => WEEKDAYS.indexOf(day)),
    from: time(range[1]!, range[2]!),
    to: time(range[3]!, range[4]!),
  };
}
