// Charts stand for progress and results. Each is drawn on a floating card so it can sit over
// another motif like a dashboard panel.

import { GOLD } from '../palette';
import { circle, n, rect, type Box } from '../svg';
import type { Motif } from './types';

/** A card with rounded corners, a soft drop shadow and two placeholder title bars. */
export function card(
  b: Box,
  tone: { card: string; cardEdge: string; faint: string; ink: string },
): string {
  return (
    rect(b.x + 6, b.y + 10, b.w, b.h, 16, 'rgba(11,37,69,0.18)') +
    rect(b.x, b.y, b.w, b.h, 16, tone.card, ` stroke="${tone.cardEdge}" stroke-width="1.5"`) +
    rect(
      b.x + b.w * 0.08,
      b.y + b.h * 0.1,
      b.w * 0.34,
      Math.max(6, b.h * 0.045),
      4,
      tone.ink,
      ' opacity="0.75"',
    ) +
    rect(
      b.x + b.w * 0.08,
      b.y + b.h * 0.19,
      b.w * 0.22,
      Math.max(5, b.h * 0.035),
      4,
      tone.ink,
      ' opacity="0.3"',
    )
  );
}

/** The inner plotting area of a card, below its title bars. */
const plot = (b: Box): Box => ({
  x: b.x + b.w * 0.1,
  y: b.y + b.h * 0.32,
  w: b.w * 0.8,
  h: b.h * 0.56,
});

/** Rising bars with a gold trend line: growth. */
export const barChart: Motif = (b, rng, tone) => {
  const p = plot(b);
  const bars = rng.int(5, 7);
  const slot = p.w / bars;
  let out = card(b, tone);
  const tops: [number, number][] = [];
  for (let i = 0; i < bars; i++) {
    const h = p.h * Math.min(1, 0.25 + (0.7 * i) / (bars - 1) + rng.range(-0.1, 0.1));
    const x = p.x + i * slot + slot * 0.2;
    out += rect(
      x,
      p.y + p.h - h,
      slot * 0.6,
      h,
      4,
      i === bars - 1 ? GOLD[1] : tone.accent,
      i === bars - 1 ? '' : ` opacity="${n(0.55 + 0.45 * (i / bars))}"`,
    );
    tops.push([x + slot * 0.3, p.y + p.h - h - p.h * 0.08]);
  }
  out += `<polyline points="${tops.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="${tone.gold}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  for (const [x, y] of tops)
    out += circle(x, y, 4.5, tone.card, ` stroke="${tone.gold}" stroke-width="2.5"`);
  return out;
};

/** A smooth area chart: steady improvement over time. */
export const lineChart: Motif = (b, rng, tone) => {
  const p = plot(b);
  const pts = 6;
  const xy: [number, number][] = [];
  for (let i = 0; i < pts; i++) {
    const v = 0.2 + (0.65 * i) / (pts - 1) + rng.range(-0.12, 0.12);
    xy.push([p.x + (p.w * i) / (pts - 1), p.y + p.h * (1 - Math.max(0.05, Math.min(0.95, v)))]);
  }
  // Catmull-Rom to cubic Bezier: a smooth curve through every point without overshooting much.
  let d = `M${n(xy[0]![0])} ${n(xy[0]![1])}`;
  for (let i = 0; i < pts - 1; i++) {
    const [p0, p1, p2, p3] = [
      xy[Math.max(0, i - 1)]!,
      xy[i]!,
      xy[i + 1]!,
      xy[Math.min(pts - 1, i + 2)]!,
    ];
    d += ` C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  let out = card(b, tone);
  for (let i = 1; i <= 3; i++) out += rect(p.x, p.y + (p.h * i) / 4, p.w, 1.5, 0, tone.faint);
  out += `<path d="${d} L${n(p.x + p.w)} ${n(p.y + p.h)} L${n(p.x)} ${n(p.y + p.h)} Z" fill="url(#area)"/>`;
  out += `<path d="${d}" fill="none" stroke="${tone.accent}" stroke-width="4" stroke-linecap="round"/>`;
  const last = xy[pts - 1]!;
  return out + circle(last[0], last[1], 7, GOLD[1], ` stroke="${tone.card}" stroke-width="3"`);
};

/** A segmented ring: measurement and balance, used for quality. */
export const donut: Motif = (b, rng, tone) => {
  let out = card(b, tone);
  const r = Math.min(b.w * 0.22, b.h * 0.26);
  const cx = b.x + b.w * 0.34;
  const cy = b.y + b.h * 0.6;
  const c = 2 * Math.PI * r;
  const parts = [rng.range(0.4, 0.55), rng.range(0.2, 0.3)];
  parts.push(1 - parts[0]! - parts[1]!);
  const colours = [tone.accent, GOLD[1], tone.dark ? '#2c6aa6' : '#1d4373'];
  let offset = 0;
  out += circle(cx, cy, r, 'none', ` stroke="${tone.faint}" stroke-width="${n(r * 0.38)}"`);
  parts.forEach((part, i) => {
    out += circle(
      cx,
      cy,
      r,
      'none',
      ` stroke="${colours[i]}" stroke-width="${n(r * 0.38)}" stroke-dasharray="${n(c * part - 4)} ${n(c)}" stroke-dashoffset="${n(-offset)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"`,
    );
    offset += c * part;
  });
  // A legend of three swatches with bars beside the ring.
  colours.forEach((col, i) => {
    const y = cy - r * 0.6 + i * r * 0.6;
    out += rect(b.x + b.w * 0.64, y, 12, 12, 3, col);
    out += rect(
      b.x + b.w * 0.64 + 20,
      y + 2,
      b.w * (0.18 - i * 0.03),
      8,
      4,
      tone.ink,
      ' opacity="0.3"',
    );
  });
  return out;
};
