// Small string helpers for writing SVG by hand: numbers are rounded so the markup (and so the
// cache hash) is stable and compact, and text is escaped because names come from content data.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Round to 0.1 so tiny float differences never change the SVG text. */
export const n = (v: number) => String(Math.round(v * 10) / 10);

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = '',
) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

/** A soft round glow: a radial gradient from `color` to transparent, defined once per id. */
export const glowDef = (id: string, color: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
  `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

export const linearDef = (id: string, stops: string[], x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops
    .map((c, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`)
    .join('') +
  `</linearGradient>`;

/** A soft elliptical ground shadow under an object, so flat shapes sit on something. */
export const groundShadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#shadow)"/>`;
