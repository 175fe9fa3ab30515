import { CENTRES, ONLINE_MODES, type TeachingZone } from '../../shared/content/centres';
import { COURSES } from '../../shared/content/courses';
import { zoneOf } from '../../shared/batches';
import { addDays, todayIn } from '../../shared/zoned-time';
import type { batches } from '../db/schema';

type NewBatch = typeof batches.$inferInsert;

const CLASSROOM_CENTRES = CENTRES.filter((centre) => centre.zone !== null);
const [MONDAY, SATURDAY] = [1, 6];
// Each timetable starts on its first class day and ends on its last week's last one. Weekends are
// Saturday and Sunday at every centre: Kerala's, and the UAE's since its working week moved in 2022.
// A batch lasts as many weeks as its timetable needs to teach the course's hours (a year at most),
// or the timetable's usual length when the course gives none.
const TIMETABLES = [
  {
    schedule: 'Weekends, Sat–Sun 9:00–13:00',
    time: '09:00',
    hoursPerWeek: 8,
    weeks: 8,
    firstDay: SATURDAY,
    lastDayAfterFirst: 1,
  },
  {
    schedule: 'Weekday evenings, Mon, Wed and Thu 18:30–21:00',
    time: '18:30',
    hoursPerWeek: 7.5,
    weeks: 6,
    firstDay: MONDAY,
    lastDayAfterFirst: 3,
  },
  {
    schedule: 'Saturdays 10:00–16:00',
    time: '10:00',
    hoursPerWeek: 6,
    weeks: 10,
    firstDay: SATURDAY,
    lastDayAfterFirst: 0,
  },
] as const;
const [FEWEST_WEEKS, MOST_WEEKS] = [2, 52];

/** How many weeks a timetable takes to teach `hours`. */
const weeksFor = (timetable: (typeof TIMETABLES)[number], hours: number | undefined) =>
  hours === undefined
    ? timetable.weeks
    : Math.min(MOST_WEEKS, Math.max(FEWEST_WEEKS, Math.ceil(hours / timetable.hoursPerWeek)));

/** The first `weekday` (0 Sunday … 6 Saturday) on or after `date`. */
const onOrAfter = (date: string, weekday: number) =>
  addDays(date, (weekday - new Date(`${date}T00:00:00Z`).getUTCDay() + 7) % 7);

/**
 * A plausible first timetable, dated from `now` so a new site never opens with every batch past:
 * every third course gets a classroom intake and, where it is taught online, an online one, a few
 * weeks apart.
 */
export function seedBatches(now: Date): NewBatch[] {
  return COURSES.filter((_, index) => index % 3 === 0).flatMap((course, n) => {
    const rows: NewBatch[] = [];
    const timetable = TIMETABLES[n % TIMETABLES.length]!;
    const classroom = course.modes.find((mode) => !ONLINE_MODES.has(mode));
    const online = course.modes.find((mode) => ONLINE_MODES.has(mode));
    const add = (
      centre: (typeof CENTRES)[number],
      mode: string,
      zone: TeachingZone,
      fromToday: number,
    ) => {
      const start = onOrAfter(addDays(todayIn(zone, now), fromToday), timetable.firstDay);
      rows.push({
        course: course.slug,
        centre: centre.id,
        mode,
        startDate: start,
        endDate: addDays(
          start,
          (weeksFor(timetable, course.hours) - 1) * 7 + timetable.lastDayAfterFirst,
        ),
        startTime: timetable.time,
        timeZone: zoneOf(centre.id, zone),
        schedule: timetable.schedule,
        language: 'English',
        seats: 20,
        status: n % 5 === 4 ? 'few_seats' : 'open',
      });
    };
    if (classroom) {
      const centre = CLASSROOM_CENTRES[n % CLASSROOM_CENTRES.length]!;
      add(centre, classroom, centre.zone!, 14 + (n % 4) * 7);
    }
    if (online)
      add(
        CENTRES.find((c) => c.id === 'online')!,
        online,
        n % 2 ? 'Asia/Kolkata' : 'Asia/Dubai',
        21 + (n % 3) * 7,
      );
    return rows;
  });
}
