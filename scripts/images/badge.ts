// Accreditation badges: a gold rosette seal with the body's title as text. Visitors open these
// in a lightbox, so the title must be legible at full size; no logos of real bodies are copied.

import { IMAGE_GROUPS } from '../../shared/content/images';
import type { ImageSpec } from './manifest';
import { star } from './motifs/documents';
import { laurel } from './motifs/symbols';
import { FONT, GOLD, NAVY, PALE, TEAL } from './palette';
import { seededRng } from './random';
import { circle, esc, glowDef, linearDef, n, rect, svgDoc } from './svg';
import { fitFontSize } from './text';

/** 'ISO 9001:2015' → ['ISO', '9001:2015']: a short prefix over the long part reads like a seal. */
function splitTitle(title: string): [string, string?] {
  const space = title.indexOf(' ');
  if (title.length <= 8 || space < 0) return [title];
  return [title.slice(0, space), title.slice(space + 1)];
}

function rosette(cx: number, cy: number, r: number, points: number): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = (i * Math.PI) / points;
    const rr = i % 2 ? r * 0.93 : r;
    pts.push(`${n(cx + rr * Math.cos(a))},${n(cy + rr * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="url(#gold)"/>`;
}

export function badgeSvg(spec: ImageSpec): string {
  const { width: w, height: h } = IMAGE_GROUPS[spec.group];
  const rng = seededRng(`${spec.group}/${spec.name}`);
  const cx = w / 2;
  const cy = h / 2;
  const R = w * 0.4;
  const defs =
    linearDef('bg', [PALE, '#e6f0f8']) +
    linearDef('gold', [GOLD[1], GOLD[0]]) +
    linearDef('seal', [NAVY[2], NAVY[0]]) +
    glowDef('glow', TEAL[1], 0.22);
  let body = rect(0, 0, w, h, 0, 'url(#bg)') + circle(cx, cy, w * 0.5, 'url(#glow)');
  body += circle(cx + 8, cy + 14, R, 'rgba(11,37,69,0.16)');
  body += rosette(cx, cy, R, rng.int(28, 36));
  body += circle(cx, cy, R * 0.86, 'url(#seal)');
  body += circle(cx, cy, R * 0.8, 'none', ` stroke="${GOLD[1]}" stroke-width="3"`);
  body += circle(
    cx,
    cy,
    R * 0.74,
    'none',
    ` stroke="${TEAL[2]}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="2 9" stroke-linecap="round"`,
  );
  body += laurel(cx, cy + R * 0.05, R * 0.62, TEAL[1], 6);
  for (const dx of [-1, 0, 1])
    body += star(
      cx + dx * R * 0.17,
      cy - R * 0.5 + Math.abs(dx) * R * 0.04,
      R * (dx ? 0.05 : 0.07),
      GOLD[1],
    );
  const [first, rest] = splitTitle(spec.text ?? spec.label);
  const inner = R * 1.02;
  const text = (s: string, y: number, size: number, fill: string, spacing = 0) =>
    `<text x="${n(cx)}" y="${n(y)}" font-family="${FONT}" font-weight="bold" font-size="${n(size)}" letter-spacing="${n(spacing * size)}" fill="${fill}" text-anchor="middle">${esc(s)}</text>`;
  if (rest) {
    const big = fitFontSize(first, inner * 0.7, R * 0.34, 0.04);
    const small = fitFontSize(rest, inner, R * 0.22);
    body += text(first, cy + big * 0.2, big, PALE, 0.04);
    body += text(rest, cy + big * 0.2 + small * 1.35, small, GOLD[1]);
  } else {
    const big = fitFontSize(first, inner, R * 0.4, 0.02);
    body += text(first, cy + big * 0.36, big, PALE, 0.02);
  }
  body += rect(cx - R * 0.14, cy + R * 0.5, R * 0.28, 5, 2.5, GOLD[1]);
  return svgDoc(w, h, defs, body);
}
