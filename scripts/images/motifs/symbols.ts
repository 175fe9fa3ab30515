// Single bold objects: a gear for operations and quality, a trophy for awards, coin stacks for
// finance. Each stands on a soft ground shadow.

import { GOLD } from '../palette';
import { circle, groundShadow, n, rect } from '../svg';
import { star } from './documents';
import type { Motif } from './types';

function gearPath(cx: number, cy: number, r: number, teeth: number): string {
  const inner = r * 0.8;
  const pts: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    // Each tooth: up the flank, across the tip, down the other flank, along the root.
    for (const [da, rr] of [
      [0, inner],
      [step * 0.12, r],
      [step * 0.45, r],
      [step * 0.57, inner],
    ] as const) {
      pts.push(`${n(cx + rr * Math.cos(a + da))},${n(cy + rr * Math.sin(a + da))}`);
    }
  }
  return `M${pts.join(' L')} Z`;
}

/** Two meshing gears, one teal and one gold: systems running smoothly. */
export const gears: Motif = (b, rng, tone) => {
  const r1 = Math.min(b.w * 0.3, b.h * 0.36);
  const c1 = { x: b.x + b.w * 0.38, y: b.y + b.h * 0.52 };
  const r2 = r1 * 0.62;
  const c2 = { x: c1.x + r1 * 1.32, y: c1.y - r1 * 0.72 };
  const rot = rng.range(0, 30);
  let out = groundShadow(b.x + b.w / 2, b.y + b.h * 0.97, b.w * 0.42, b.h * 0.04);
  out += `<path d="${gearPath(c1.x, c1.y, r1, 12)}" fill="url(#tower)" transform="rotate(${n(rot)} ${n(c1.x)} ${n(c1.y)})"/>`;
  out += circle(c1.x, c1.y, r1 * 0.5, tone.dark ? '#13315c' : '#f3f7fc');
  out += circle(c1.x, c1.y, r1 * 0.22, tone.accent);
  out += `<path d="${gearPath(c2.x, c2.y, r2, 9)}" fill="url(#gold)" transform="rotate(${n(rot * 1.7)} ${n(c2.x)} ${n(c2.y)})"/>`;
  out += circle(c2.x, c2.y, r2 * 0.42, tone.dark ? '#13315c' : '#f3f7fc');
  out += circle(c2.x, c2.y, r2 * 0.18, GOLD[0]);
  return out;
};

/** A gold cup between laurel branches. */
export const trophy: Motif = (b, _rng, tone) => {
  const cx = b.x + b.w / 2;
  const s = Math.min(b.w * 0.8, b.h);
  const top = b.y + b.h - s * 0.92;
  const cw = s * 0.46;
  let out = groundShadow(cx, b.y + b.h * 0.99, s * 0.45, s * 0.04);
  // Handles first, so the cup covers their inner ends.
  for (const side of [-1, 1]) {
    out += `<path d="M${n(cx + side * cw * 0.42)} ${n(top + s * 0.08)} c${n(side * s * 0.2)} 0 ${n(side * s * 0.2)} ${n(s * 0.24)} ${n(side * s * 0.02)} ${n(s * 0.3)}" fill="none" stroke="${GOLD[0]}" stroke-width="${n(s * 0.035)}" stroke-linecap="round"/>`;
  }
  out += `<path d="M${n(cx - cw / 2)} ${n(top)} H${n(cx + cw / 2)} C${n(cx + cw / 2)} ${n(top + s * 0.32)} ${n(cx + cw * 0.2)} ${n(top + s * 0.42)} ${n(cx + cw * 0.09)} ${n(top + s * 0.46)} V${n(top + s * 0.58)} H${n(cx - cw * 0.09)} V${n(top + s * 0.46)} C${n(cx - cw * 0.2)} ${n(top + s * 0.42)} ${n(cx - cw / 2)} ${n(top + s * 0.32)} ${n(cx - cw / 2)} ${n(top)} Z" fill="url(#gold)"/>`;
  out += rect(cx - cw / 2, top - s * 0.02, cw, s * 0.04, s * 0.02, GOLD[1]);
  out += `<path d="M${n(cx - cw * 0.26)} ${n(top + s * 0.05)} C${n(cx - cw * 0.26)} ${n(top + s * 0.22)} ${n(cx - cw * 0.14)} ${n(top + s * 0.32)} ${n(cx - cw * 0.06)} ${n(top + s * 0.36)}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="${n(s * 0.018)}" stroke-linecap="round"/>`;
  out += rect(cx - cw * 0.24, top + s * 0.58, cw * 0.48, s * 0.07, 4, GOLD[0]);
  out += rect(
    cx - cw * 0.36,
    top + s * 0.65,
    cw * 0.72,
    s * 0.22,
    8,
    tone.dark ? '#0b2545' : '#13315c',
  );
  out += rect(cx - cw * 0.2, top + s * 0.71, cw * 0.4, s * 0.07, 3, GOLD[1], ' opacity="0.9"');
  out += laurel(cx, top + s * 0.34, s * 0.42, tone.accent);
  return out;
};

/** Two curved branches of pointed leaves on a thin stem, mirrored either side of `cx`. */
export function laurel(cx: number, cy: number, r: number, fill: string, leaves = 7): string {
  const from = 0.6;
  const to = 1.12;
  const arc = (a: number) =>
    [cx + r * Math.cos(Math.PI * a), cy + r * Math.sin(Math.PI * a)] as const;
  const [sx, sy] = arc(from);
  const [ex, ey] = arc(to);
  const stem = (mirror: boolean) => {
    const x = (v: number) => n(mirror ? 2 * cx - v : v);
    return `<path d="M${x(sx)} ${n(sy)} A${n(r)} ${n(r)} 0 0 ${mirror ? 0 : 1} ${x(ex)} ${n(ey)}" fill="none" stroke="${fill}" stroke-width="${n(r * 0.025)}" stroke-linecap="round"/>`;
  };
  let out = stem(false) + stem(true);
  const len = r * 0.2;
  for (let i = 0; i < leaves; i++) {
    // Leaves alternate outside and inside the stem, pointing along it towards the top.
    const a = from + ((i + 0.5) * (to - from)) / leaves;
    const [x, y] = arc(a);
    const deg = a * 180 + 180 + (i % 2 ? 35 : -35);
    const leaf = `M0 0 Q${n(len * 0.32)} ${n(-len * 0.5)} 0 ${n(-len)} Q${n(-len * 0.32)} ${n(-len * 0.5)} 0 0 Z`;
    out += `<path d="${leaf}" fill="${fill}" transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})"/>`;
    out += `<path d="${leaf}" fill="${fill}" transform="translate(${n(2 * cx - x)} ${n(y)}) scale(-1 1) rotate(${n(deg)})"/>`;
  }
  return out;
}

/** A round medal on a V of ribbon, with a star: an alternative to the cup for awards. */
export const medal: Motif = (b, _rng, tone) => {
  const cx = b.x + b.w / 2;
  const s = Math.min(b.w * 0.8, b.h);
  const r = s * 0.26;
  const cy = b.y + b.h - r * 1.25;
  let out = groundShadow(cx, b.y + b.h * 0.99, s * 0.4, s * 0.035);
  const top = b.y + b.h - s * 0.98;
  out += `<path d="M${n(cx - r * 0.95)} ${n(top)} H${n(cx - r * 0.25)} L${n(cx + r * 0.35)} ${n(cy - r * 0.6)} L${n(cx - r * 0.05)} ${n(cy - r * 0.3)} Z" fill="${tone.accent}"/>`;
  out += `<path d="M${n(cx + r * 0.95)} ${n(top)} H${n(cx + r * 0.25)} L${n(cx - r * 0.35)} ${n(cy - r * 0.6)} L${n(cx + r * 0.05)} ${n(cy - r * 0.3)} Z" fill="${tone.accentDeep}"/>`;
  out += laurel(cx, cy, r * 1.45, tone.accent, 6);
  out += circle(cx, cy, r, 'url(#gold)');
  out += circle(
    cx,
    cy,
    r * 0.78,
    'none',
    ` stroke="#fff" stroke-opacity="0.55" stroke-width="${n(r * 0.04)}"`,
  );
  return out + star(cx, cy, r * 0.45, '#fff');
};

/** Stacks of coins rising left to right with an arrow: finance and returns. */
export const coins: Motif = (b, rng, tone) => {
  const stacks = 4;
  const slot = b.w / (stacks + 0.5);
  const rx = slot * 0.4;
  const ry = rx * 0.32;
  const base = b.y + b.h * 0.94;
  let out = groundShadow(b.x + b.w / 2, base + ry, b.w * 0.5, b.h * 0.04);
  const tops: [number, number][] = [];
  for (let s = 0; s < stacks; s++) {
    const cx = b.x + slot * (s + 0.75);
    const count = 3 + s * 3 + rng.int(0, 1);
    const step = Math.min(ry * 0.9, (b.h * 0.62) / 14);
    for (let i = 0; i < count; i++) {
      const cy = base - i * step;
      out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${GOLD[0]}"/>`;
      out += `<ellipse cx="${n(cx)}" cy="${n(cy - step * 0.35)}" rx="${n(rx)}" ry="${n(ry)}" fill="${i === count - 1 ? GOLD[1] : GOLD[0]}" stroke="#c98c0a" stroke-width="1"/>`;
    }
    tops.push([cx, base - count * step - b.h * 0.1]);
  }
  const [fx, fy] = tops[0]!;
  const [lx, ly] = tops[stacks - 1]!;
  out += `<path d="M${n(fx - rx)} ${n(fy)} Q${n((fx + lx) / 2)} ${n(fy - b.h * 0.02)} ${n(lx)} ${n(ly)}" fill="none" stroke="${tone.accent}" stroke-width="6" stroke-linecap="round"/>`;
  out += `<path d="M${n(lx - 16)} ${n(ly + 4)} L${n(lx + 6)} ${n(ly - 6)} L${n(lx - 2)} ${n(ly + 18)} Z" fill="${tone.accent}"/>`;
  return out + circle(fx - rx, fy, 6, tone.accent);
};
