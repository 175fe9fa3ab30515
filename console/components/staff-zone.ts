import {
  MAIN_ZONE,
  TEACHING_ZONES,
  ZONE_NAMES,
  type TeachingZone,
} from '../../shared/content/centres';
import { wallClock } from '../../shared/zoned-time';

// The zone a staff member reads times in where a lead names none (and on every page that is not a
// lead's): chosen in the console's header, kept in this browser, the main centre's until chosen.

const KEY = 'console.zone';

export function staffZone(): TeachingZone {
  const chosen = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  return (TEACHING_ZONES as readonly string[]).includes(chosen ?? '')
    ? (chosen as TeachingZone)
    : MAIN_ZONE;
}

export function chooseStaffZone(zone: TeachingZone) {
  localStorage.setItem(KEY, zone);
}

/** "2026-11-28 08:42 India time": an instant as people in `zone` read it, the zone named. */
export function formatTime(iso: string, zone: TeachingZone | null = null): string {
  const shownIn = zone ?? staffZone();
  const { date, time } = wallClock(new Date(iso), shownIn);
  return `${date} ${time} ${ZONE_NAMES[shownIn]}`;
}

/** Today's date where the staff member is. */
export const staffToday = (now = new Date()) => wallClock(now, staffZone()).date;
