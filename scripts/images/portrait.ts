// Testimonial portraits: a faceless head-and-shoulders avatar on a palette gradient. Real
// learners' photos can replace them (see images/README.md); until then no face is invented.

import { IMAGE_GROUPS } from '../../shared/content/images';
import type { ImageSpec } from './manifest';
import { GOLD, NAVY, PALE, TEAL } from './palette';
import { seededRng } from './random';
import { circle, linearDef, n, rect, svgDoc } from './svg';

const SCHEMES: { bg: [string, string]; body: string; head: string; ring: string }[] = [
  { bg: [NAVY[2], NAVY[0]], body: TEAL[1], head: PALE, ring: TEAL[1] },
  { bg: [TEAL[1], TEAL[0]], body: NAVY[1], head: PALE, ring: GOLD[1] },
  { bg: [TEAL[2], '#b9e4df'], body: NAVY[2], head: NAVY[0], ring: TEAL[0] },
  { bg: [GOLD[1], GOLD[0]], body: NAVY[1], head: PALE, ring: PALE },
];

export function portraitSvg(spec: ImageSpec): string {
  const { width: w, height: h } = IMAGE_GROUPS[spec.group];
  const rng = seededRng(`${spec.group}/${spec.name}`);
  // Consecutive testimonials get different colours; the seeded rng only places the rings.
  const c = SCHEMES[spec.position % SCHEMES.length]!;
  const cx = w / 2;
  const headR = w * 0.15;
  const headY = h * 0.41;
  const half = w * 0.34;
  const shoulder = h * 0.61;
  let body = rect(0, 0, w, h, 0, 'url(#bg)');
  body += circle(
    w * rng.range(0.72, 0.88),
    h * rng.range(0.12, 0.26),
    w * 0.26,
    'none',
    ` stroke="${c.ring}" stroke-opacity="0.3" stroke-width="${n(w * 0.025)}"`,
  );
  body += circle(
    w * rng.range(0.12, 0.22),
    h * rng.range(0.2, 0.35),
    w * 0.035,
    c.ring,
    ' opacity="0.55"',
  );
  // Neck first, so the shoulders cover its lower end.
  body += rect(cx - w * 0.065, headY, w * 0.13, shoulder - headY + h * 0.04, w * 0.05, c.head);
  body += `<path d="M${n(cx - half)} ${n(h + 2)} V${n(shoulder + half * 0.5)} A${n(half)} ${n(half * 0.5)} 0 0 1 ${n(cx + half)} ${n(shoulder + half * 0.5)} V${n(h + 2)} Z" fill="${c.body}"/>`;
  body += `<path d="M${n(cx - w * 0.075)} ${n(shoulder + h * 0.005)} L${n(cx)} ${n(shoulder + h * 0.1)} L${n(cx + w * 0.075)} ${n(shoulder + h * 0.005)} Z" fill="${c.head}" opacity="0.85"/>`;
  body += circle(cx, headY, headR, c.head);
  return svgDoc(w, h, linearDef('bg', c.bg), body);
}
