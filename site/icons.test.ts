import { compile } from '@tailwindcss/node';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICONS } from './icons';

// The icons are CSS that Tailwind writes for the class names it finds: a name it does not know is no
// rule at all, and the icon silently missing from the page.

const siteDir = import.meta.dirname;

/** Every `icon-<name>` a component names, bare or behind variants (`before:icon-clock`). */
function namedIcons(): string[] {
  const found = new Set<string>();
  for (const file of fs.readdirSync(siteDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(tsx|astro)$/.test(file)) continue;
    const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
    for (const [, name] of text.matchAll(/(?<=[\s'"`:])icon-([a-z][a-z-]*[a-z])\b/g))
      found.add(name!);
  }
  return [...found].sort();
}

/** The stylesheet Tailwind writes from app.css for these classes. */
async function cssFor(classes: string[]): Promise<string> {
  const css = fs.readFileSync(path.join(siteDir, 'app.css'), 'utf8');
  const compiler = await compile(css, { base: siteDir, onDependency: () => {} });
  return compiler.build(classes);
}

/** The SVG a rule's mask draws. */
const drawingIn = (rule: string) =>
  decodeURIComponent(/--icon: url\("data:image\/svg\+xml,([^"]+)"\)/.exec(rule)?.[1] ?? '');

describe('icons drawn by CSS', () => {
  it('every icon a component names is one the plugin draws', () => {
    const named = namedIcons();
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !(name in ICONS))).toEqual([]);
  });

  it('a class gives the icon its drawing as a mask in the text colour, before a pseudo-element too', async () => {
    const css = await cssFor(['icon-arrow-right', 'before:icon-pause']);
    const arrow = /\.icon-arrow-right \{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(arrow).toContain('background-color: currentColor');
    expect(arrow).toContain('mask: var(--icon) center / contain no-repeat');
    // Lucide's own paths, whole, in an SVG an image decoder reads.
    const svg = drawingIn(arrow);
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'/);
    expect(svg).toContain("<path d='M5 12h14'/><path d='m12 5 7 7-7 7'/></svg>");
    const pause = /\.before\\:icon-pause::?before \{[^}]*\}/.exec(css)?.[0] ?? '';
    // A shape's own size is kept: only the <svg>'s is dropped.
    expect(drawingIn(pause)).toContain("<rect x='14' y='3' width='5' height='18' rx='1'/>");
    expect(pause).toContain('content: var(--tw-content)');
  });

  it('a filled icon fills its shape', async () => {
    const css = await cssFor(['icon-quote-filled', 'icon-clock']);
    const filled = drawingIn(/\.icon-quote-filled \{[^}]*\}/.exec(css)?.[0] ?? '');
    expect(filled).toContain("fill='currentColor'");
    expect(drawingIn(/\.icon-clock \{[^}]*\}/.exec(css)?.[0] ?? '')).toContain("fill='none'");
  });

  it('a name no icon has writes nothing', async () => {
    expect(await cssFor(['icon-no-such-thing'])).not.toContain('icon-no-such-thing');
  });
});
