// Font sizing without a layout engine: librsvg ignores textLength, so text that must fit (badge
// titles, client names) is sized from approximate DejaVu Sans Bold advance widths (in em).

const NARROW = new Set("iljIJ.,:;!|'");
const WIDE = new Set('mwMW');

/** Approximate advance width of `text` in em at weight bold, plus letter spacing in em. */
export function textWidthEm(text: string, spacingEm = 0): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.35;
    else if (NARROW.has(ch)) em += 0.37;
    else if (WIDE.has(ch)) em += 1.0;
    else if ('frt'.includes(ch)) em += 0.5;
    else if (/[0-9]/.test(ch)) em += 0.7;
    else if (/[A-Z]/.test(ch)) em += 0.76;
    else em += 0.66;
    em += spacingEm;
  }
  return em;
}

/** The largest font size up to `max` at which `text` fits in `width` (with a 6% safety margin). */
export function fitFontSize(text: string, width: number, max: number, spacingEm = 0): number {
  return Math.min(max, (width * 0.94) / Math.max(0.1, textWidthEm(text, spacingEm)));
}
