// Quality (Lean Six Sigma) courses, in the spec's route-table order.
// Facts from spec section 9: Yellow Belt 16 h, 6 modules, 40+ tools, IASSC; Green Belt 16 h,
// 7 modules, IASSC; Black Belt 32 h, IASSC and PeopleCert claims; Master Black Belt 56 h, ASQ in the title.
import { leanSixSigmaYellowBeltCertification } from './lean-six-sigma-yellow-belt-certification';
import { leanSixSigmaGreenBeltCertification } from './lean-six-sigma-green-belt-certification';
import { leanSixSigmaBlackBeltCertification } from './lean-six-sigma-black-belt-certification';
import { leanSixSigmaMasterBlackCertification } from './lean-six-sigma-master-black-certification';
import type { Course } from '../types';

export const qualityCourses: Course[] = [
  leanSixSigmaYellowBeltCertification,
  leanSixSigmaGreenBeltCertification,
  leanSixSigmaBlackBeltCertification,
  leanSixSigmaMasterBlackCertification,
];
