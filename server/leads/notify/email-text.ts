import { TEXT_DIRECTION, type Lang } from '../../../shared/lang';

// The escapes every email the site writes needs, and the marks a visitor's email in a right-to-left
// language needs, in one place.

/** Text placed in an email's HTML: nothing in it can open a tag or an attribute. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Header values, and each field of the plain-text body, stay on one line: no value can start a line that looks like a header (`Bcc: …`). */
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** A phone number or address inside a right-to-left sentence: isolated, so its signs stay in their order. */
export const isolated = (value: string, lang: Lang) =>
  TEXT_DIRECTION[lang] === 'rtl' ? `\u2066${value}\u2069` : value;
