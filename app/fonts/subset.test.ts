import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_TEXT, unicodeRange } from './subset';

describe('the web font subset', () => {
  it('is declared in app.css for exactly the characters the build keeps', () => {
    const css = fs.readFileSync(new URL('../app.css', import.meta.url), 'utf8');
    const declared = /font-family: 'Inter Variable';[\s\S]*?unicode-range: ([^;]+);/.exec(css)?.[1];
    expect(declared).toBe(unicodeRange());
  });

  it('keeps every character the site itself writes outside Basic Latin', () => {
    // Typographic quotes and dashes, the ellipsis, arrows, the tick, the rupee, dirham-free currency signs.
    for (const c of '‘’“”–—…→←✓₹€£©·×é') expect(FONT_TEXT).toContain(c);
  });

  it('writes ranges compactly, merging neighbours', () => {
    expect(unicodeRange('abcx')).toBe('U+0061-0063, U+0078');
  });
});
