// Client logos: a small geometric mark beside the client's name, the first word large and the
// rest in spaced capitals, on white so the strip looks the same on any section background.

import { IMAGE_GROUPS } from '../../shared/content/images';
import type { ImageSpec } from './manifest';
import { FONT, GOLD, NAVY, TEAL } from './palette';
import { seededRng, type Rng } from './random';
import { circle, esc, n, rect, svgDoc } from './svg';
import { fitFontSize } from './text';

type Mark = (cx: number, cy: number, s: number, a: string, b: string) => string;

/** Mark shapes: simple enough to read at 160px wide, different enough to tell clients apart. */
const MARKS: Mark[] = [
  // Split square
  (cx, cy, s, a, b) =>
    rect(cx - s / 2, cy - s / 2, s, s, s * 0.22, a) +
    `<path d="M${n(cx + s / 2)} ${n(cy - s / 2 + s * 0.22)} V${n(cy + s / 2 - s * 0.22)} Q${n(cx + s / 2)} ${n(cy + s / 2)} ${n(cx + s / 2 - s * 0.22)} ${n(cy + s / 2)} H${n(cx - s / 2 + s * 0.22)} Z" fill="${b}"/>`,
  // Waves in a circle
  (cx, cy, s, a, b) =>
    circle(cx, cy, s / 2, a) +
    [0, 1]
      .map(
        (i) =>
          `<path d="M${n(cx - s * 0.34)} ${n(cy + i * s * 0.18)} q${n(s * 0.17)} ${n(-s * 0.14)} ${n(s * 0.34)} 0 t${n(s * 0.34)} 0" fill="none" stroke="${b}" stroke-width="${n(s * 0.08)}" stroke-linecap="round"/>`,
      )
      .join(''),
  // Hexagon with a core
  (cx, cy, s, a, b) =>
    `<polygon points="${[0, 1, 2, 3, 4, 5].map((i) => `${n(cx + (s / 2) * Math.cos((Math.PI / 3) * i + Math.PI / 6))},${n(cy + (s / 2) * Math.sin((Math.PI / 3) * i + Math.PI / 6))}`).join(' ')}" fill="${a}"/>` +
    circle(cx, cy, s * 0.16, b),
  // Twin peaks
  (cx, cy, s, a, b) =>
    `<path d="M${n(cx - s / 2)} ${n(cy + s * 0.38)} L${n(cx - s * 0.12)} ${n(cy - s * 0.4)} L${n(cx + s * 0.16)} ${n(cy + s * 0.16)} Z" fill="${a}"/><path d="M${n(cx - s * 0.12)} ${n(cy + s * 0.38)} L${n(cx + s * 0.2)} ${n(cy - s * 0.18)} L${n(cx + s / 2)} ${n(cy + s * 0.38)} Z" fill="${b}"/>`,
  // Rising sun
  (cx, cy, s, a, b) =>
    circle(cx, cy + s * 0.08, s * 0.26, b) +
    [0, 1, 2]
      .map((i) => rect(cx - s / 2, cy + s * (0.1 + i * 0.14), s, s * 0.08, s * 0.04, a))
      .join(''),
  // Stacked bars
  (cx, cy, s, a, b) =>
    [0, 1, 2]
      .map((i) =>
        rect(
          cx - s / 2 + i * s * 0.36,
          cy + s / 2 - s * (0.45 + i * 0.27),
          s * 0.28,
          s * (0.45 + i * 0.27),
          s * 0.06,
          i === 2 ? b : a,
        ),
      )
      .join(''),
];

const COLOURS: [string, string][] = [
  [NAVY[1], TEAL[1]],
  [TEAL[0], GOLD[1]],
  [NAVY[2], GOLD[0]],
  [TEAL[1], NAVY[0]],
];

function pickMark(rng: Rng): { mark: Mark; colours: [string, string] } {
  return { mark: rng.pick(MARKS), colours: rng.pick(COLOURS) };
}

export function logoSvg(spec: ImageSpec): string {
  const { width: w, height: h } = IMAGE_GROUPS[spec.group];
  const rng = seededRng(`${spec.group}/${spec.name}`);
  const name = spec.text ?? spec.label;
  const [first = name, ...restWords] = name.split(/\s+/);
  const rest = restWords.join(' ').toUpperCase();
  const { mark, colours } = pickMark(rng);
  const s = h * 0.38;
  const markX = w * 0.06 + s / 2;
  const textX = markX + s / 2 + w * 0.05;
  const room = w - textX - w * 0.05;
  const big = fitFontSize(first, room, h * 0.2);
  const small = rest ? fitFontSize(rest, room, h * 0.085, 0.14) : 0;
  const blockH = big * 0.74 + (rest ? small * 1.9 : 0);
  const top = h / 2 - blockH / 2;
  let body = rect(0, 0, w, h, 0, '#ffffff') + mark(markX, h / 2, s, colours[0], colours[1]);
  body += `<text x="${n(textX)}" y="${n(top + big * 0.74)}" font-family="${FONT}" font-weight="bold" font-size="${n(big)}" fill="${NAVY[0]}">${esc(first)}</text>`;
  if (rest) {
    body += `<text x="${n(textX + 1)}" y="${n(top + big * 0.74 + small * 1.9)}" font-family="${FONT}" font-weight="bold" font-size="${n(small)}" letter-spacing="${n(small * 0.14)}" fill="${TEAL[0]}">${esc(rest)}</text>`;
  }
  return svgDoc(w, h, '', body);
}
