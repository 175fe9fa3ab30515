import { CENTRES, ONLINE_MODES, type TeachingZone } from '../../../content/centres';
import { COURSES } from '../../../content/courses';
import { zoneOf } from '../../../contract/batches';
import { addDays, todayIn } from '../../../contract/zoned-time';
import type { batches } from '../schema';

type NewBatch = typeof batches.$inferInsert;

const CLASSROOM_CENTRES = CENTRES.filter((centre) => centre.zone !== null);
const TIMETABLES = [
  { schedule: 'Weekends, Fri–Sat 9:00–13:00', time: '09:00', weeks: 8 },
  { schedule: 'Weekday evenings, Mon–Wed–Thu 18:30–21:00', time: '18:30', weeks: 6 },
  { schedule: 'Saturdays 10:00–16:00', time: '10:00', weeks: 10 },
] as const;

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
    const add = (centre: (typeof CENTRES)[number], mode: string, zone: TeachingZone, fromToday: number) => {
      const start = addDays(todayIn(zone, now), fromToday);
      rows.push({
        course: course.slug,
        centre: centre.id,
        mode,
        startDate: start,
        endDate: addDays(start, timetable.weeks * 7 - 1),
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
    if (online) add(CENTRES.find((c) => c.id === 'online')!, online, n % 2 ? 'Asia/Kolkata' : 'Asia/Dubai', 21 + (n % 3) * 7);
    return rows;
  });
}
