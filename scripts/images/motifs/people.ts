// Abstract people: a round head over rounded shoulders, in flat palette colours. Faceless on
// purpose, so no generated figure can be mistaken for a real learner or trainer.

import { GOLD, type Tone } from '../palette';
import type { Rng } from '../random';
import { circle, groundShadow, n, rect } from '../svg';
import type { Motif } from './types';

/** One figure standing on `base`, `s` tall from base to the top of the shoulders. */
export function figure(cx: number, base: number, s: number, body: string, head: string): string {
  const half = s * 0.42;
  const shoulder = base - s * 0.62;
  const torso =
    `<path d="M${n(cx - half)} ${n(base)} V${n(shoulder + half * 0.7)} ` +
    `A${n(half)} ${n(half * 0.7)} 0 0 1 ${n(cx + half)} ${n(shoulder + half * 0.7)} V${n(base)} Z" fill="${body}"/>`;
  // A small collar notch in the head colour reads as clothing rather than a blob.
  const collar = `<path d="M${n(cx - s * 0.08)} ${n(shoulder + 1)} L${n(cx)} ${n(shoulder + s * 0.12)} L${n(cx + s * 0.08)} ${n(shoulder + 1)} Z" fill="${head}" opacity="0.55"/>`;
  return torso + collar + circle(cx, shoulder - s * 0.2, s * 0.155, head);
}

export function bodyColours(tone: Tone): string[] {
  return [
    tone.accent,
    GOLD[1],
    tone.dark ? '#2c6aa6' : tone.accentDeep,
    tone.dark ? '#d7f2ef' : '#1d4373',
  ];
}

export const headColour = (tone: Tone) => (tone.dark ? '#f3f7fc' : '#13315c');

/** Two to four people side by side, the middle one slightly nearer, behind a shared table. */
export const peopleGroup: Motif = (b, rng, tone) => {
  const count = rng.int(3, 4);
  const colours = bodyColours(tone);
  const start = rng.int(0, colours.length - 1);
  const ground = b.y + b.h * 0.8;
  let out = groundShadow(b.x + b.w / 2, b.y + b.h * 0.98, b.w * 0.5, b.h * 0.04);
  for (let i = 0; i < count; i++) {
    const cx = b.x + ((i + 0.5) / count) * b.w;
    const s = b.h * (i === Math.floor(count / 2) ? 0.62 : rng.range(0.5, 0.56));
    out += figure(cx, ground, s, colours[(start + i) % colours.length]!, headColour(tone));
  }
  return out + table(b, rng, tone);
};

function table(b: { x: number; y: number; w: number; h: number }, rng: Rng, tone: Tone): string {
  const top = b.y + b.h * 0.72;
  let out = rect(b.x - b.w * 0.04, top, b.w * 1.08, b.h * 0.09, 8, tone.card);
  out += rect(b.x - b.w * 0.04, top, b.w * 1.08, b.h * 0.03, 4, tone.cardEdge);
  out += rect(b.x + b.w * 0.06, top + b.h * 0.09, b.w * 0.03, b.h * 0.19, 3, tone.card);
  out += rect(b.x + b.w * 0.91, top + b.h * 0.09, b.w * 0.03, b.h * 0.19, 3, tone.card);
  // Papers and a laptop on the table hint at planning work.
  const px = b.x + rng.range(0.15, 0.35) * b.w;
  out += rect(px, top - b.h * 0.012, b.w * 0.12, b.h * 0.018, 2, tone.dark ? '#f3f7fc' : '#d7f2ef');
  const lx = b.x + rng.range(0.55, 0.72) * b.w;
  out += rect(lx, top - b.h * 0.1, b.w * 0.14, b.h * 0.1, 4, tone.accentDeep);
  out += rect(
    lx + b.w * 0.01,
    top - b.h * 0.088,
    b.w * 0.12,
    b.h * 0.075,
    2,
    tone.gold,
    ' opacity="0.85"',
  );
  return out;
}
