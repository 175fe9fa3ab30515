// The generated stand-in for a missing photograph: one SVG per image, chosen by group, and
// fully determined by the image's name and label so rebuilds are reproducible and cacheable.

import { badgeSvg } from './badge';
import { logoSvg } from './logo';
import type { ImageSpec } from './manifest';
import { portraitSvg } from './portrait';
import { sceneSvg } from './scene';

export function illustrationSvg(spec: ImageSpec): string {
  switch (spec.group) {
    case 'accreditations':
      return badgeSvg(spec);
    case 'logos':
      return logoSvg(spec);
    case 'people':
      return portraitSvg(spec);
    default:
      return sceneSvg(spec);
  }
}
