import { ZONE_NAMES, type TeachingZone } from '../../../shared/content/centres';
import { TEXT_DIRECTION, type Lang } from '../../../shared/lang';
import { wallClock } from '../../../shared/zoned-time';

// The escapes every email the site writes needs, the marks a visitor's email in a right-to-left
// language needs, and its one way to write a time, in one place.

/** Text placed in an email's HTML: nothing in it can open a tag or an attribute. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Header values, and each field of the plain-text body, stay on one line: no value can start a line that looks like a header (`Bcc: …`). */
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** A phone number or address inside a right-to-left sentence: isolated, so its signs stay in their order. */
export const isolated = (value: string, lang: Lang) =>
  TEXT_DIRECTION[lang] === 'rtl' ? `\u2066${value}\u2069` : value;

/** "2026-11-28 22:58 India time": an instant as people in `zone` read it, the zone named, as the console shows it. */
export function zonedText(instant: Date | string, zone: TeachingZone): string {
  const { date, time } = wallClock(new Date(instant), zone);
  return `${date} ${time} ${ZONE_NAMES[zone]}`;
}
