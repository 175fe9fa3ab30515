import { z } from './zod';

// PostgreSQL refuses a NUL in text (and in JSON), and other control characters have no place in a
// name or a note: they only hide text or break the lines of an email or a log. Every text field is
// cleaned of them before its other checks, so such input is stored cleaned rather than failing.

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS_AND_TABS = /[\t\r\n\u2028\u2029]+/g;

/** Text that may hold several lines (a description, a note, an article): tabs and line breaks stay. */
export const stripControls = (value: string) => value.replace(CONTROLS, '');

/** Text of one line (a name, a title, a search): tabs and line breaks become one space. */
export const toOneLine = (value: string) => stripControls(value).replace(LINE_BREAKS_AND_TABS, ' ');

/** A string schema whose value is already cleaned when its own checks (trim, min, max, format) run. */
export const oneLineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(toOneLine);
export const multiLineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(stripControls);
