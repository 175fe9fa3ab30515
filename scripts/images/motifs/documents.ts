// Paper and conversation: certificates for credentials, checklists for maintenance and
// planning, speech bubbles for language and counselling. All are card-like panels.

import { GOLD } from '../palette';
import { circle, n, rect } from '../svg';
import { card } from './charts';
import type { Motif } from './types';

/** A certificate: text lines and a gold seal with ribbon tails. */
export const certificate: Motif = (b, rng, tone) => {
  let out = card(b, tone);
  const lines = rng.int(3, 4);
  for (let i = 0; i < lines; i++) {
    out += rect(
      b.x + b.w * 0.08,
      b.y + b.h * (0.36 + i * 0.11),
      b.w * rng.range(0.4, 0.6),
      Math.max(5, b.h * 0.035),
      4,
      tone.ink,
      ' opacity="0.22"',
    );
  }
  const r = Math.min(b.w, b.h) * 0.15;
  const cx = b.x + b.w * 0.78;
  const cy = b.y + b.h * 0.7;
  out += `<path d="M${n(cx - r * 0.6)} ${n(cy)} l${n(-r * 0.25)} ${n(r * 1.5)} l${n(r * 0.45)} ${n(-r * 0.3)} l${n(r * 0.2)} ${n(r * 0.4)} Z" fill="${tone.accent}"/>`;
  out += `<path d="M${n(cx + r * 0.6)} ${n(cy)} l${n(r * 0.25)} ${n(r * 1.5)} l${n(-r * 0.45)} ${n(-r * 0.3)} l${n(-r * 0.2)} ${n(r * 0.4)} Z" fill="${tone.accentDeep}"/>`;
  out += circle(cx, cy, r, 'url(#gold)');
  out += circle(
    cx,
    cy,
    r * 0.72,
    'none',
    ` stroke="#fff" stroke-opacity="0.7" stroke-width="2" stroke-dasharray="4 4"`,
  );
  return out + star(cx, cy, r * 0.38, '#fff');
};

/** A five-pointed star, for seals and badges. */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${n(cx + rr * Math.cos(a))},${n(cy + rr * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}

/** A checklist with ticked rows: planned maintenance, work orders, steps completed. */
export const checklist: Motif = (b, rng, tone) => {
  let out = card(b, tone);
  const rows = 4;
  const done = rng.int(2, 3);
  for (let i = 0; i < rows; i++) {
    const y = b.y + b.h * (0.35 + i * 0.14);
    const s = Math.min(b.h * 0.08, 22);
    const ok = i < done;
    out += rect(
      b.x + b.w * 0.09,
      y,
      s,
      s,
      5,
      ok ? tone.accent : 'none',
      ok ? '' : ` stroke="${tone.ink}" stroke-opacity="0.35" stroke-width="2"`,
    );
    if (ok)
      out += `<path d="M${n(b.x + b.w * 0.09 + s * 0.24)} ${n(y + s * 0.52)} l${n(s * 0.2)} ${n(s * 0.2)} l${n(s * 0.34)} ${n(-s * 0.4)}" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    out += rect(
      b.x + b.w * 0.09 + s * 1.6,
      y + s * 0.3,
      b.w * rng.range(0.35, 0.6),
      s * 0.4,
      4,
      ok ? tone.ink : GOLD[1],
      ok ? ' opacity="0.25"' : ' opacity="0.8"',
    );
  }
  return out;
};

/** Two overlapping speech bubbles with text-like bars: conversation and guidance. */
export const bubbles: Motif = (b, rng, tone) => {
  const w1 = b.w * 0.72;
  const h1 = b.h * 0.42;
  const w2 = b.w * 0.62;
  const h2 = b.h * 0.36;
  const x2 = b.x + b.w - w2;
  const y2 = b.y + b.h * 0.52;
  let out = rect(b.x + 6, b.y + 10, w1, h1, 22, 'rgba(11,37,69,0.18)');
  out += rect(b.x, b.y, w1, h1, 22, tone.accent);
  out += `<path d="M${n(b.x + w1 * 0.16)} ${n(b.y + h1 - 2)} l${n(-w1 * 0.04)} ${n(h1 * 0.3)} l${n(w1 * 0.2)} ${n(-h1 * 0.3)} Z" fill="${tone.accent}"/>`;
  for (let i = 0; i < 2; i++)
    out += rect(
      b.x + w1 * 0.1,
      b.y + h1 * (0.3 + i * 0.26),
      w1 * rng.range(0.5, 0.78),
      h1 * 0.12,
      5,
      '#fff',
      ' opacity="0.85"',
    );
  out += rect(x2 + 6, y2 + 10, w2, h2, 22, 'rgba(11,37,69,0.18)');
  out += rect(x2, y2, w2, h2, 22, tone.card, ` stroke="${tone.cardEdge}" stroke-width="1.5"`);
  out += `<path d="M${n(x2 + w2 * 0.86)} ${n(y2 + h2 - 2)} l${n(w2 * 0.04)} ${n(h2 * 0.32)} l${n(-w2 * 0.2)} ${n(-h2 * 0.32)} Z" fill="${tone.card}"/>`;
  for (let i = 0; i < 3; i++)
    out += circle(
      x2 + w2 * (0.34 + i * 0.16),
      y2 + h2 / 2,
      Math.min(h2 * 0.09, 10),
      i === 1 ? GOLD[1] : tone.accent,
    );
  return out;
};
