// Project management courses, in the spec's route-table order.
// Facts from spec section 9: PMP 35 h, 35 PDUs, 700+ mock questions, PMBOK 7th edition,
// 5 process groups, 10 knowledge areas, 3 performance domains; accreditation PMI.
import { pmpCertification } from './pmp-certification';
import type { Course } from '../types';

export const projectManagementCourses: Course[] = [pmpCertification];
