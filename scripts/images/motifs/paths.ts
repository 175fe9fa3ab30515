// Progress and movement: steps up to a flag for careers and counselling, crates and a dashed
// route with map pins for logistics and procurement.

import { GOLD } from '../palette';
import { circle, groundShadow, n, rect } from '../svg';
import { figure, headColour } from './people';
import type { Motif } from './types';

/** Rising steps with a small figure part-way up and a gold flag at the top. */
export const stairs: Motif = (b, rng, tone) => {
  const steps = 5;
  const sw = b.w / (steps + 0.4);
  const sh = (b.h * 0.62) / steps;
  const base = b.y + b.h * 0.96;
  let out = groundShadow(b.x + b.w / 2, base, b.w * 0.5, b.h * 0.035);
  for (let i = 0; i < steps; i++) {
    const x = b.x + i * sw;
    const h = sh * (i + 1);
    out += rect(x, base - h, sw + 1, h, 4, tone.blocks[i % 3]!);
    out += rect(
      x,
      base - h,
      sw + 1,
      Math.max(5, sh * 0.16),
      3,
      i === steps - 1 ? GOLD[1] : tone.accent,
    );
  }
  const top = base - sh * steps;
  const fx = b.x + (steps - 0.5) * sw;
  out += rect(fx - 2, top - b.h * 0.28, 4, b.h * 0.28, 2, tone.ink);
  out += `<path d="M${n(fx + 2)} ${n(top - b.h * 0.28)} l${n(sw * 0.7)} ${n(b.h * 0.055)} l${n(-sw * 0.7)} ${n(b.h * 0.055)} Z" fill="${GOLD[1]}"/>`;
  const at = rng.int(1, 2);
  out += figure(
    b.x + (at + 0.5) * sw,
    base - sh * (at + 1),
    sh * 2.1,
    tone.accent,
    headColour(tone),
  );
  // A dashed arc over the steps suggests the route ahead.
  out += `<path d="M${n(b.x + sw * 0.3)} ${n(base - sh * 2)} Q${n(b.x + b.w * 0.35)} ${n(top - b.h * 0.18)} ${n(fx - sw * 0.2)} ${n(top - b.h * 0.2)}" fill="none" stroke="${tone.ink}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`;
  return out;
};

function pin(x: number, y: number, r: number, fill: string): string {
  return (
    `<path d="M${n(x)} ${n(y)} C${n(x - r * 0.4)} ${n(y - r * 0.9)} ${n(x - r)} ${n(y - r * 1.2)} ${n(x - r)} ${n(y - r * 1.8)} A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y - r * 1.8)} C${n(x + r)} ${n(y - r * 1.2)} ${n(x + r * 0.4)} ${n(y - r * 0.9)} ${n(x)} ${n(y)} Z" fill="${fill}"/>` +
    circle(x, y - r * 1.8, r * 0.4, '#fff')
  );
}

/** Stacked crates in front of a dashed delivery route between two pins. */
export const crates: Motif = (b, rng, tone) => {
  const base = b.y + b.h * 0.95;
  const s = Math.min(b.w * 0.24, b.h * 0.3);
  let out = groundShadow(b.x + b.w / 2, base, b.w * 0.5, b.h * 0.04);
  const route = `M${n(b.x + b.w * 0.08)} ${n(b.y + b.h * 0.42)} C${n(b.x + b.w * 0.3)} ${n(b.y + b.h * 0.05)} ${n(b.x + b.w * 0.6)} ${n(b.y + b.h * 0.45)} ${n(b.x + b.w * 0.9)} ${n(b.y + b.h * 0.12)}`;
  out += `<path d="${route}" fill="none" stroke="${tone.ink}" stroke-opacity="0.4" stroke-width="4" stroke-dasharray="3 12" stroke-linecap="round"/>`;
  out += pin(b.x + b.w * 0.08, b.y + b.h * 0.42, b.h * 0.05, tone.accent);
  out += pin(b.x + b.w * 0.9, b.y + b.h * 0.12, b.h * 0.06, GOLD[1]);
  // Two crates on the ground and one on top, slightly offset, as if just unloaded.
  const x0 = b.x + b.w * rng.range(0.2, 0.3);
  const boxes: [number, number][] = [
    [x0, base - s],
    [x0 + s * 1.04, base - s],
    [x0 + s * 0.5, base - s * 2.02],
  ];
  boxes.forEach(([x, y], i) => {
    out += rect(x, y, s, s, 6, i === 2 ? tone.blocks[3]! : GOLD[0]);
    out += rect(x, y, s, s * 0.12, 6, i === 2 ? tone.accent : GOLD[1]);
    out += rect(x + s * 0.42, y, s * 0.16, s, 0, '#fff', ' opacity="0.28"');
  });
  return out;
};
