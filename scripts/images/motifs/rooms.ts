// Inside the academy: a classroom facing a screen and a reception desk. They illustrate the
// "Our Infrastructure" cards until the academy supplies real photographs.

import { GOLD } from '../palette';
import { circle, groundShadow, n, rect } from '../svg';
import { bodyColours, figure, headColour } from './people';
import type { Motif } from './types';

/** A presentation screen with a chart, and a row of learners at desks seen from behind. */
export const classroom: Motif = (b, rng, tone) => {
  const sw = b.w * 0.56;
  const sx = b.x + (b.w - sw) / 2;
  let out = rect(sx, b.y, sw, b.h * 0.38, 10, tone.dark ? '#0b2545' : '#13315c');
  const bars = 5;
  for (let i = 0; i < bars; i++) {
    const h = b.h * (0.06 + 0.045 * i + rng.range(0, 0.03));
    out += rect(
      sx + sw * (0.14 + i * 0.15),
      b.y + b.h * 0.32 - h,
      sw * 0.09,
      h,
      3,
      i === bars - 1 ? GOLD[1] : '#12968b',
    );
  }
  out += rect(
    sx + sw * 0.45,
    b.y + b.h * 0.38,
    sw * 0.1,
    b.h * 0.05,
    2,
    tone.dark ? '#0b2545' : '#13315c',
  );
  out += groundShadow(b.x + b.w / 2, b.y + b.h * 0.98, b.w * 0.5, b.h * 0.035);
  const colours = bodyColours(tone);
  const seats = 4;
  const base = b.y + b.h * 0.86;
  for (let i = 0; i < seats; i++) {
    const cx = b.x + ((i + 0.5) / seats) * b.w;
    out += figure(
      cx,
      base,
      b.h * 0.34,
      colours[(i + rng.int(0, 3)) % colours.length]!,
      headColour(tone),
    );
  }
  out += rect(
    b.x,
    base - b.h * 0.05,
    b.w,
    b.h * 0.07,
    8,
    tone.card,
    ` stroke="${tone.cardEdge}" stroke-width="1.5"`,
  );
  for (let i = 0; i < seats; i++)
    out += rect(
      b.x + ((i + 0.5) / seats) * b.w - b.w * 0.05,
      base - b.h * 0.075,
      b.w * 0.1,
      b.h * 0.025,
      3,
      tone.accent,
      ' opacity="0.8"',
    );
  out += rect(b.x + b.w * 0.04, base + b.h * 0.02, b.w * 0.025, b.h * 0.1, 3, tone.card);
  out += rect(b.x + b.w * 0.935, base + b.h * 0.02, b.w * 0.025, b.h * 0.1, 3, tone.card);
  return out;
};

/** A reception counter with an adviser behind it, a framed picture and a potted plant. */
export const reception: Motif = (b, rng, tone) => {
  const base = b.y + b.h * 0.95;
  let out = groundShadow(b.x + b.w / 2, base, b.w * 0.5, b.h * 0.035);
  out += rect(
    b.x + b.w * 0.3,
    b.y + b.h * 0.04,
    b.w * 0.3,
    b.h * 0.22,
    6,
    tone.card,
    ` stroke="${GOLD[1]}" stroke-width="4"`,
  );
  out += `<path d="M${n(b.x + b.w * 0.32)} ${n(b.y + b.h * 0.24)} L${n(b.x + b.w * 0.41)} ${n(b.y + b.h * 0.12)} L${n(b.x + b.w * 0.47)} ${n(b.y + b.h * 0.19)} L${n(b.x + b.w * 0.51)} ${n(b.y + b.h * 0.15)} L${n(b.x + b.w * 0.58)} ${n(b.y + b.h * 0.24)} Z" fill="${tone.accent}"/>`;
  out += circle(b.x + b.w * 0.53, b.y + b.h * 0.1, b.h * 0.025, GOLD[1]);
  out += figure(b.x + b.w * 0.45, b.y + b.h * 0.66, b.h * 0.36, tone.accent, headColour(tone));
  const top = b.y + b.h * 0.56;
  out += rect(b.x + b.w * 0.12, top, b.w * 0.66, base - top, 10, tone.blocks[0]!);
  out += rect(
    b.x + b.w * 0.1,
    top - b.h * 0.03,
    b.w * 0.7,
    b.h * 0.05,
    6,
    tone.dark ? '#d7f2ef' : '#13315c',
  );
  out += rect(
    b.x + b.w * 0.2,
    top + b.h * 0.12,
    b.w * 0.5,
    b.h * 0.03,
    3,
    GOLD[1],
    ' opacity="0.85"',
  );
  // The plant: a pot and overlapping round leaves.
  const px = b.x + b.w * 0.9;
  out += rect(px - b.w * 0.05, base - b.h * 0.16, b.w * 0.1, b.h * 0.16, 8, GOLD[0]);
  for (const [dx, dy, r] of [
    [-0.04, 0.3, 0.07],
    [0.035, 0.34, 0.065],
    [0, 0.44, 0.075],
    [-0.03, 0.22, 0.06],
    [0.04, 0.23, 0.06],
  ] as const) {
    out += circle(
      px + dx * b.w,
      base - dy * b.h,
      r * b.h,
      rng.next() < 0.5 ? tone.accent : tone.accentDeep,
    );
  }
  return out;
};
