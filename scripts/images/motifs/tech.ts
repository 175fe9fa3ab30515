// Technology motifs for the AI courses and online study: a layered network of nodes and a
// laptop whose screen shows a small dashboard.

import { GOLD } from '../palette';
import { circle, groundShadow, n, rect } from '../svg';
import { card } from './charts';
import type { Motif } from './types';

/** A small neural-network diagram on a card: columns of nodes joined by faint edges. */
export const network: Motif = (b, rng, tone) => {
  let out = card(b, tone);
  const layers = [3, rng.int(4, 5), rng.int(4, 5), 2];
  const x0 = b.x + b.w * 0.14;
  const dx = (b.w * 0.72) / (layers.length - 1);
  const top = b.y + b.h * 0.34;
  const span = b.h * 0.54;
  const nodes = layers.map((count, li) =>
    Array.from(
      { length: count },
      (_, i) => [x0 + li * dx, top + (span * (i + 0.5)) / count] as const,
    ),
  );
  for (let li = 0; li < nodes.length - 1; li++) {
    for (const [ax, ay] of nodes[li]!) {
      for (const [bx, by] of nodes[li + 1]!) {
        out += `<line x1="${n(ax)}" y1="${n(ay)}" x2="${n(bx)}" y2="${n(by)}" stroke="${tone.accent}" stroke-opacity="${n(rng.range(0.15, 0.45))}" stroke-width="1.5"/>`;
      }
    }
  }
  const r = Math.min(b.h * 0.04, 11);
  nodes.forEach((layer, li) =>
    layer.forEach(([x, y]) => {
      const fill = li === nodes.length - 1 ? GOLD[1] : rng.next() < 0.25 ? tone.gold : tone.accent;
      out += circle(x, y, r, fill, ` stroke="${tone.card}" stroke-width="2.5"`);
    }),
  );
  return out;
};

/** An open laptop on the ground; the screen carries bars and a ring, like a learning dashboard. */
export const laptop: Motif = (b, rng, tone) => {
  const w = b.w * 0.86;
  const h = w * 0.6;
  const x = b.x + (b.w - w) / 2;
  const base = b.y + b.h * 0.92;
  const y = base - h;
  let out = groundShadow(b.x + b.w / 2, base + b.h * 0.03, b.w * 0.55, b.h * 0.04);
  out += rect(x, y, w, h, 14, tone.dark ? '#0b2545' : '#13315c');
  const s = { x: x + w * 0.04, y: y + h * 0.06, w: w * 0.92, h: h * 0.86 };
  out += rect(s.x, s.y, s.w, s.h, 6, tone.dark ? '#13315c' : '#1d4373');
  // Screen content: a sidebar, rows of bars and a progress ring.
  out += rect(s.x, s.y, s.w * 0.2, s.h, 6, '#0b2545', ' opacity="0.5"');
  for (let i = 0; i < 4; i++)
    out += rect(
      s.x + s.w * 0.04,
      s.y + s.h * (0.12 + i * 0.12),
      s.w * 0.12,
      s.h * 0.05,
      3,
      '#d7f2ef',
      ` opacity="${i === 1 ? 0.9 : 0.35}"`,
    );
  for (let i = 0; i < 5; i++) {
    const bh = s.h * (0.15 + 0.1 * i + rng.range(0, 0.1));
    out += rect(
      s.x + s.w * (0.28 + i * 0.07),
      s.y + s.h * 0.88 - bh,
      s.w * 0.045,
      bh,
      3,
      i === 4 ? GOLD[1] : '#12968b',
    );
  }
  const rr = s.h * 0.2;
  const cx = s.x + s.w * 0.8;
  const cy = s.y + s.h * 0.38;
  const c = 2 * Math.PI * rr;
  out += circle(
    cx,
    cy,
    rr,
    'none',
    ` stroke="rgba(215,242,239,0.2)" stroke-width="${n(rr * 0.3)}"`,
  );
  out += circle(
    cx,
    cy,
    rr,
    'none',
    ` stroke="${GOLD[1]}" stroke-width="${n(rr * 0.3)}" stroke-linecap="round" stroke-dasharray="${n(c * rng.range(0.55, 0.8))} ${n(c)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"`,
  );
  out += rect(
    s.x + s.w * 0.68,
    s.y + s.h * 0.7,
    s.w * 0.24,
    s.h * 0.06,
    3,
    '#d7f2ef',
    ' opacity="0.4"',
  );
  // The keyboard deck: a flat slab wider than the screen.
  out += `<path d="M${n(x - w * 0.08)} ${n(base)} L${n(x + w * 1.08)} ${n(base)} L${n(x + w * 1.02)} ${n(base - h * 0.04)} L${n(x - w * 0.02)} ${n(base - h * 0.04)} Z" fill="${tone.dark ? '#2c6aa6' : '#1d4373'}"/>`;
  out += rect(x - w * 0.08, base - 2, w * 1.16, h * 0.035, 4, tone.dark ? '#1d4373' : '#0b2545');
  return out;
};
