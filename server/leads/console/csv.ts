// CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads Arabic or Malayalam names
// correctly), CRLF rows, RFC 4180 quoting, and cells that a spreadsheet would run as a formula
// (leading =, +, -, @, tab or carriage return) prefixed with an apostrophe (OWASP's advice).

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
