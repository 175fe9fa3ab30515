// Which motifs illustrate which subject. Rules match words in the image's name and label (taken
// from the content data), so a new blog post about, say, procurement gets a fitting picture
// without anyone editing this file. Order matters: the first matching rule wins.

import { barChart, donut, lineChart } from './motifs/charts';
import { bubbles, certificate, checklist } from './motifs/documents';
import { skyline } from './motifs/buildings';
import { crates, stairs } from './motifs/paths';
import { peopleGroup } from './motifs/people';
import { classroom, reception } from './motifs/rooms';
import { coins, gears, medal, trophy } from './motifs/symbols';
import { laptop, network } from './motifs/tech';
import type { Motif } from './motifs/types';
import type { ImageSpec } from './manifest';
import type { Rng } from './random';

/** A large "primary" motif standing on the ground and a card-like "secondary" floating beside it. */
export interface Theme {
  primary: Motif;
  secondary: Motif;
}

type Pair = [Motif, Motif];

const RULES: [RegExp, Pair[]][] = [
  [
    /award|trophy/,
    [
      [trophy, certificate],
      [medal, certificate],
    ],
  ],
  [/reception|counselling area/, [[reception, bubbles]]],
  [/classroom|interior/, [[classroom, barChart]]],
  [
    /artificial|\bai\b|machine learning/,
    [
      [laptop, network],
      [peopleGroup, network],
    ],
  ],
  [
    /language|english|arabic|ielts|toefl|\bsat\b|conversation|soft.skills/,
    [
      [peopleGroup, bubbles],
      [classroom, bubbles],
    ],
  ],
  [
    /procure|purchas|sourcing/,
    [
      [crates, certificate],
      [peopleGroup, checklist],
    ],
  ],
  [
    /logistic|supply|inventory|warehouse/,
    [
      [crates, lineChart],
      [skyline, barChart],
    ],
  ],
  [
    /quality|sigma|lean/,
    [
      [gears, donut],
      [peopleGroup, checklist],
    ],
  ],
  [
    /financ|budget|account/,
    [
      [coins, lineChart],
      [skyline, donut],
    ],
  ],
  [
    /credential|certif|inspect|cmrp/,
    [
      [gears, certificate],
      [skyline, checklist],
    ],
  ],
  [
    /career|counsel|university|student/,
    [
      [stairs, bubbles],
      [stairs, checklist],
    ],
  ],
  [
    /project|pmp|meeting/,
    [
      [peopleGroup, barChart],
      [stairs, checklist],
    ],
  ],
  [
    /facilit|\bfm\b|building|exterior|maintenance|plant/,
    [
      [skyline, checklist],
      [gears, barChart],
    ],
  ],
  [
    /human.resources|\bhr\b|team|people/,
    [
      [peopleGroup, certificate],
      [stairs, donut],
    ],
  ],
  [
    /business|management|leader/,
    [
      [skyline, lineChart],
      [peopleGroup, barChart],
    ],
  ],
];

const FALLBACK: Pair[] = [
  [skyline, barChart],
  [peopleGroup, lineChart],
  [stairs, checklist],
  [laptop, donut],
];

const themeText = (spec: ImageSpec) =>
  `${spec.name} ${spec.label}`.toLowerCase().replace(/[-_]/g, ' ');
const ruleIndex = (spec: ImageSpec) => RULES.findIndex(([re]) => re.test(themeText(spec)));

/** `variant` picks among a rule's alternatives; the fallback is picked by the seeded rng. */
export function pickTheme(spec: ImageSpec, rng: Rng): Theme {
  const pairs = RULES[ruleIndex(spec)]?.[1] ?? [rng.pick(FALLBACK)];
  const [primary, secondary] = pairs[(spec.variant ?? 0) % pairs.length]!;
  return { primary, secondary };
}

/** Numbers the images of one group that share a rule 0, 1, 2... so neighbours differ. */
export function assignVariants(specs: ImageSpec[]): ImageSpec[] {
  const counts = new Map<string, number>();
  return specs.map((spec) => {
    const key = `${spec.group} ${ruleIndex(spec)}`;
    const variant = counts.get(key) ?? 0;
    counts.set(key, variant + 1);
    return { ...spec, variant };
  });
}
