import { cutText, isWellFormed, toWellFormed } from '../shared/well-formed';
import { z } from './zod';

// Every string a payload carries is built here. Two kinds of bad text arrive:
// - Control characters: PostgreSQL refuses a NUL in text (and in JSON), and the others have no
//   place in a name or a note: they only hide text or break the lines of an email or a log. They
//   are cleaned out before a field's other checks, so such input is stored cleaned.
// - Half of a surrogate pair (well-formed.ts): it is not text at all, and nothing can say what the
//   sender meant, so the field is refused (400), never changed silently, and never reaches the
//   database, whose JSON (an audit entry's details, a lead's attribution) would refuse it.

/**
 * C0 controls except tab, line feed and carriage return; DEL; C1 controls; and the bidirectional
 * embeddings, overrides and isolates, which make stored text read in another order than it was
 * written (a note or a name shown reversed). The marks a right-to-left writer does type (U+200E,
 * U+200F) stay, as do the joiners Malayalam and Arabic need.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/**
 * Characters that show nothing: spaces, zero-width characters and joiners, direction marks, Hangul
 * fillers and the blank Braille pattern. Text made only of them is empty; with other text they stay.
 */
const INVISIBLE = /[\s\u115F\u1160\u200B-\u200F\u061C\u2060\u2800\u3164\uFEFF\uFFA0]/gu;

/** Whether text shows anything: a required field of only spaces and zero-width characters is empty. */
export const showsText = (value: string) => value.replace(INVISIBLE, '') !== '';
const LINE_BREAKS_AND_TABS = /[\t\r\n\u2028\u2029]+/g;

const BROKEN_TEXT_MESSAGE = 'This text holds a broken character: please type it again.';

/** Text that may hold several lines (a description, a note, an article): tabs and line breaks stay. */
export const stripControls = (value: string) => value.replace(CONTROLS, '');

/** Text of one line (a name, a title, a search): tabs and line breaks become one space. */
export const toOneLine = (value: string) => stripControls(value).replace(LINE_BREAKS_AND_TABS, ' ');

type StringParams = Parameters<typeof z.string>[0];

/** Any string input, taken as given (an email, a password, a date): refused when it is not well-formed. */
export const text = (params?: StringParams) =>
  z.string(params).refine(isWellFormed, { message: BROKEN_TEXT_MESSAGE, abort: true });

/** A string schema whose value is already cleaned when its own checks (trim, min, max, format) run. */
export const oneLineText = (params?: StringParams) => text(params).overwrite(toOneLine);
export const multiLineText = (params?: StringParams) => text(params).overwrite(stripControls);

/**
 * Text that must never fail its payload (a lead's attribution, which the visitor never typed):
 * cleaned, repaired and cut to `max` between characters. Anything but a string is dropped.
 */
export const repairedText = (max: number) =>
  z
    .string()
    .transform((value) => cutText(toWellFormed(toOneLine(value)).trim(), max) || undefined)
    .optional()
    .catch(undefined);
