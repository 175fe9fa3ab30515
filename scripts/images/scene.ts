// Wide illustrations (slides, blog covers, course images, cards): a palette gradient with soft
// glows and a dot texture, a primary motif on a ground plane and a secondary floating card.

import { IMAGE_GROUPS } from '../../shared/content/images';
import type { ImageSpec } from './manifest';
import { DARK, GOLD, LIGHT, NAVY, PALE, TEAL, type Tone } from './palette';
import { seededRng, type Rng } from './random';
import { circle, glowDef, linearDef, n, rect, svgDoc, type Box } from './svg';
import { pickTheme } from './themes';

/** Gradients and patterns the motifs refer to by id (#tower, #gold, #area, #shadow). */
function defs(tone: Tone): string {
  return (
    (tone.dark
      ? linearDef('bg', [NAVY[0], NAVY[1], NAVY[2]])
      : linearDef('bg', [PALE, '#e8f1f9', TEAL[2]])) +
    linearDef('tower', tone.dark ? [TEAL[1], TEAL[0]] : [NAVY[2], NAVY[0]], 0, 1) +
    linearDef('gold', [GOLD[1], GOLD[0]], 0, 1) +
    `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${tone.accent}" stop-opacity="0"/></linearGradient>` +
    glowDef('shadow', NAVY[0], tone.dark ? 0.5 : 0.22) +
    glowDef('glowTeal', TEAL[1], tone.dark ? 0.45 : 0.3) +
    // Gold over navy turns olive, so dark pictures get a blue glow where light ones get gold.
    glowDef('glowWarm', tone.dark ? '#2c6aa6' : GOLD[1], tone.dark ? 0.4 : 0.3) +
    `<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.6" fill="${tone.dark ? TEAL[2] : NAVY[2]}" fill-opacity="${tone.dark ? 0.16 : 0.14}"/></pattern>`
  );
}

/** Background: gradient, two glows, a dotted patch, faint rings and a few floating accents. */
function backdrop(w: number, h: number, rng: Rng, tone: Tone): string {
  let out = rect(0, 0, w, h, 0, 'url(#bg)');
  out += circle(w * rng.range(0.55, 0.9), h * rng.range(0.2, 0.6), w * 0.45, 'url(#glowTeal)');
  out += circle(w * rng.range(0.1, 0.4), h * rng.range(0.6, 1), w * 0.3, 'url(#glowWarm)');
  const dx = rng.next() < 0.5 ? w * 0.03 : w * 0.72;
  out += rect(dx, h * rng.range(0.05, 0.55), w * 0.25, h * 0.35, 0, 'url(#dots)');
  out += circle(
    w * rng.range(0.6, 1),
    h * rng.range(-0.1, 0.3),
    h * 0.55,
    'none',
    ` stroke="${tone.faint}" stroke-width="${n(h * 0.035)}"`,
  );
  out += circle(
    w * rng.range(0, 0.3),
    h * 1.05,
    h * 0.4,
    'none',
    ` stroke="${tone.faint}" stroke-width="2"`,
  );
  for (let i = 0; i < 4; i++) {
    const x = w * rng.range(0.05, 0.95);
    const y = h * rng.range(0.06, 0.94);
    const r = h * rng.range(0.008, 0.016);
    out +=
      i % 2
        ? circle(
            x,
            y,
            r,
            'none',
            ` stroke="${i === 1 ? GOLD[1] : tone.accent}" stroke-width="2.5" opacity="0.7"`,
          )
        : circle(x, y, r, i === 0 ? GOLD[1] : tone.accent, ' opacity="0.6"');
  }
  return out;
}

/** Award trophies glow on navy; rooms read better on light walls; course side images are light. */
function toneFor(spec: ImageSpec): Tone {
  if (spec.group === 'slides') return DARK;
  if (spec.group === 'courses') return spec.name.endsWith('-side') ? LIGHT : DARK;
  if (spec.group === 'cards') return spec.name.startsWith('infrastructure') ? LIGHT : DARK;
  // Alternate down a list (the blog index) so the page has rhythm rather than a wall of navy.
  return spec.position % 2 ? LIGHT : DARK;
}

/** Where the two motifs go. Slides keep their left side quiet for the headline laid over it. */
function layout(spec: ImageSpec, w: number, h: number, rng: Rng): { primary: Box; secondary: Box } {
  if (spec.group === 'slides') {
    return {
      primary: { x: w * 0.61, y: h * 0.2, w: w * 0.34, h: h * 0.7 },
      secondary: { x: w * 0.4, y: h * 0.14, w: w * 0.19, h: h * 0.32 },
    };
  }
  const primary = { x: w * 0.4, y: h * 0.16, w: w * 0.52, h: h * 0.7 };
  const secondary = { x: w * 0.06, y: h * 0.14, w: w * 0.34, h: h * 0.44 };
  if (rng.next() < 0.5) return { primary, secondary };
  // Mirror about half the pictures so neighbouring cards on a page do not look identical.
  const flip = (b: Box): Box => ({ ...b, x: w - b.x - b.w });
  return { primary: flip(primary), secondary: flip(secondary) };
}

export function sceneSvg(spec: ImageSpec): string {
  const { width: w, height: h } = IMAGE_GROUPS[spec.group];
  const rng = seededRng(`${spec.group}/${spec.name}`);
  const tone = toneFor(spec);
  const theme = pickTheme(spec, rng);
  const boxes = layout(spec, w, h, rng);
  const p = boxes.primary;
  // A broad ground plane under the primary motif anchors it in the picture.
  const ground = `<ellipse cx="${n(p.x + p.w / 2)}" cy="${n(p.y + p.h * 0.97)}" rx="${n(p.w * 0.62)}" ry="${n(h * 0.05)}" fill="${tone.faint}"/>`;
  const body =
    backdrop(w, h, rng, tone) +
    ground +
    theme.primary(p, rng, tone) +
    theme.secondary(boxes.secondary, rng, tone);
  return svgDoc(w, h, defs(tone), body);
}
