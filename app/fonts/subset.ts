// What the site's web font keeps (scripts/build-fonts.ts), and the unicode-range app/app.css
// declares for it: the two must agree, so both read this file (app.css by hand: see the test).

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** Basic Latin, Latin-1 Supplement, and the punctuation and symbols the site's text uses. */
export const FONT_TEXT = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}‘’“”–—…•←→↑↓✓€£₹™−≈`;

/** The weights the site sets (font-normal 400 to font-extrabold 800). */
export const FONT_WEIGHTS = { min: 400, max: 800 };

/** The CSS unicode-range of FONT_TEXT, as app.css declares it. */
export function unicodeRange(text = FONT_TEXT): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
    ranges.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`);
    i = j + 1;
  }
  return ranges.join(', ');
}
