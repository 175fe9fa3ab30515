// The academy's colours and the one font stack, shared by every generated illustration so the
// whole site reads as one family of pictures. Fonts are the ones librsvg finds on build machines.

export const NAVY = ['#0b2545', '#13315c', '#1d4373'] as const;
export const TEAL = ['#0d7d74', '#12968b', '#d7f2ef'] as const;
export const GOLD = ['#e7a614', '#f5bd3a'] as const;
export const PALE = '#f3f7fc';
export const WHITE = '#ffffff';

export const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

/**
 * Colours for shapes drawn over a dark (navy) or light (pale) background. Motifs ask for roles
 * ("card", "ink", "accent") rather than hex values, so one motif works on both backgrounds.
 */
export interface Tone {
  dark: boolean;
  card: string;
  cardEdge: string;
  ink: string;
  soft: string;
  accent: string;
  accentDeep: string;
  gold: string;
  goldDeep: string;
  faint: string;
  /** Fills for solid blocks (buildings, crates, bars), darkest first. */
  blocks: readonly string[];
}

export const DARK: Tone = {
  dark: true,
  card: NAVY[2],
  cardEdge: 'rgba(215,242,239,0.18)',
  ink: TEAL[2],
  soft: '#2a5a8f',
  accent: TEAL[1],
  accentDeep: TEAL[0],
  gold: GOLD[1],
  goldDeep: GOLD[0],
  faint: 'rgba(215,242,239,0.10)',
  blocks: ['#1d4373', '#24508a', '#2c6aa6', TEAL[0]],
};

export const LIGHT: Tone = {
  dark: false,
  card: WHITE,
  cardEdge: 'rgba(11,37,69,0.10)',
  ink: NAVY[0],
  soft: TEAL[2],
  accent: TEAL[0],
  accentDeep: NAVY[1],
  gold: GOLD[0],
  goldDeep: '#c98c0a',
  faint: 'rgba(11,37,69,0.07)',
  blocks: [NAVY[1], NAVY[2], '#2c6aa6', TEAL[0]],
};
