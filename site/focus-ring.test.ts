import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The focus ring against every background a control can sit on: each colour of the theme (app.css)
// and each colour written into a component's classes (bg-[#…]). WCAG 2.2's non-text contrast asks
// 3:1 of the indicator against what is next to it; with two tones, one of them must reach it.

const css = fs.readFileSync(path.join(import.meta.dirname, 'app.css'), 'utf8');

const themeColour = (name: string) => {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css);
  if (!match) throw new Error(`--color-${name} is not in app.css's theme`);
  return match[1]!;
};

/** Every `bg-[#rrggbb]` in the site's and the console's components. */
function arbitraryBackgrounds(): string[] {
  const found = new Set<string>();
  for (const dir of ['site', 'console']) {
    for (const file of fs.readdirSync(path.join(import.meta.dirname, '..', dir), {
      recursive: true,
      encoding: 'utf8',
    })) {
      if (!/\.(tsx|astro)$/.test(file)) continue;
      const text = fs.readFileSync(path.join(import.meta.dirname, '..', dir, file), 'utf8');
      for (const [, hex] of text.matchAll(/bg-\[(#[0-9a-f]{6})\]/gi)) found.add(hex!);
    }
  }
  return [...found];
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
};
/** WCAG 2's contrast ratio of two colours. */
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('the focus ring', () => {
  const ring = themeColour('focus-ring');
  const halo = themeColour('focus-halo');
  const theme = [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, , hex]) => hex!);
  const backgrounds = [...new Set([...theme, ...arbitraryBackgrounds(), '#ffffff', '#000000'])];

  it('is drawn in the theme’s two focus colours', () => {
    expect(css).toMatch(/:focus-visible\s*{[^}]*outline:\s*3px solid var\(--color-focus-ring\)/);
    expect(css).toMatch(/:focus-visible\s*{[^}]*box-shadow:[^;]*var\(--color-focus-halo\)/);
  });

  it('has tones that stand apart from each other', () => {
    expect(contrast(ring, halo)).toBeGreaterThanOrEqual(3);
  });

  it.each(backgrounds)('reaches 3:1 against %s with one of its tones', (background) => {
    expect(Math.max(contrast(ring, background), contrast(halo, background))).toBeGreaterThanOrEqual(
      3,
    );
  });
});
