// The shape every motif has: draw inside a box, varied by the seeded random source, coloured
// for a dark or light background. Scenes combine motifs without knowing what they draw.

import type { Tone } from '../palette';
import type { Rng } from '../random';
import type { Box } from '../svg';

export type Motif = (box: Box, rng: Rng, tone: Tone) => string;
