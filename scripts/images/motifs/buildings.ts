// Skylines: the academy's roots are facilities management, so towers with window grids stand
// for FM, business and the academy's own centres.

import { GOLD, type Tone } from '../palette';
import type { Rng } from '../random';
import { circle, groundShadow, rect, type Box } from '../svg';
import type { Motif } from './types';

/** A row of towers of varied height on a shared ground line, with a few windows lit gold. */
export const skyline: Motif = (b, rng, tone) => {
  const count = rng.int(5, 7);
  const ground = b.y + b.h;
  const slot = b.w / count;
  const tallest = rng.int(1, count - 2);
  let out = groundShadow(b.x + b.w / 2, ground, b.w * 0.55, b.h * 0.05);
  // Draw the tallest tower last so its neighbours never cover it.
  const order = [...Array(count).keys()].filter((i) => i !== tallest).concat(tallest);
  for (const i of order) {
    const hero = i === tallest;
    const w = slot * (hero ? 1.1 : rng.range(0.72, 0.92));
    const x = b.x + i * slot + (slot - w) / 2;
    const h = hero ? b.h * 0.92 : b.h * rng.range(0.38, 0.78);
    const y = ground - h;
    const fill = hero ? 'url(#tower)' : tone.blocks[rng.int(0, 2)]!;
    out += rect(x, y, w, h, Math.min(6, w * 0.06), fill);
    // A lighter roof band reads as a parapet and gives each block some depth.
    out += rect(x, y, w, Math.max(4, h * 0.025), Math.min(6, w * 0.06), tone.faint);
    out += windows({ x, y, w, h }, rng, hero);
    if (hero) {
      out += rect(x + w / 2 - 2, y - b.h * 0.07, 4, b.h * 0.07, 2, tone.ink, ' opacity="0.7"');
      out += circle(x + w / 2, y - b.h * 0.075, 5, GOLD[1]);
    }
  }
  return out + trees(b, rng, tone);
};

function windows(t: Box, rng: Rng, hero: boolean): string {
  const cols = Math.max(2, Math.round(t.w / 26));
  const pad = t.w * 0.14;
  const cw = (t.w - pad * 2) / cols;
  const ww = cw * 0.55;
  const wh = Math.min(cw * 0.8, 16);
  const rows = Math.floor((t.h - pad * 1.6) / (wh * 1.9));
  let out = '';
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const lit = rng.next() < (hero ? 0.3 : 0.16);
      const fill = lit ? GOLD[1] : 'rgba(243,247,252,0.22)';
      out += rect(
        t.x + pad + col * cw + (cw - ww) / 2,
        t.y + pad * 1.2 + row * wh * 1.9,
        ww,
        wh,
        1.5,
        fill,
      );
    }
  }
  return out;
}

/** Round trees along the ground soften the hard geometry of the towers. */
function trees(b: Box, rng: Rng, tone: Tone): string {
  let out = '';
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i++) {
    const cx = b.x + rng.range(0.05, 0.95) * b.w;
    const r = b.h * rng.range(0.05, 0.075);
    const base = b.y + b.h;
    out += rect(cx - 2.5, base - r * 1.5, 5, r * 1.5, 2, tone.accentDeep);
    out += circle(cx, base - r * 1.8, r, tone.accent);
  }
  return out;
}
