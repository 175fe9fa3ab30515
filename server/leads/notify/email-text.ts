import { ZONE_NAMES, type TeachingZone } from '../../../shared/content/centres';
import { wallClock } from '../../../shared/zoned-time';

// The two escapes every email the site writes needs, in one place, and its one way to write a time.

/** Text placed in an email's HTML: nothing in it can open a tag or an attribute. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Header values, and each field of the plain-text body, stay on one line: no value can start a line that looks like a header (`Bcc: …`). */
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** "2026-11-28 22:58 India time": an instant as people in `zone` read it, the zone named, as the console shows it. */
export function zonedText(instant: Date | string, zone: TeachingZone): string {
  const { date, time } = wallClock(new Date(instant), zone);
  return `${date} ${time} ${ZONE_NAMES[zone]}`;
}
