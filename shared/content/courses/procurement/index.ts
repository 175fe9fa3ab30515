// Procurement courses, in the spec's route-table order.
// Facts from spec section 9: CIPA 40 h, 2 modules, CPD-UK; CIPP 40 h, 8 modules, CPD-UK;
// CIPM 30 h, 7 modules, CPD-UK; CPP 30 h, 7 modules, CPD-UK; Category Management in Procurement
// 36 h, 5 modules, weekday or weekend, classroom, live online or 1-1.
// Spec section 5: CIPM, at least 3 years' experience advised.
import { certifiedInternationalProcurementAuditor } from './certified-international-procurement-auditor';
import { certifiedInternationalProcurementProfessional } from './certified-international-procurement-professional';
import { certifiedInternationalProcurementManager } from './certified-international-procurement-manager';
import { certifiedPurchasingProfessional } from './certified-purchasing-professional';
import { categoryManagementProcurements } from './category-management-procurements';
import type { Course } from '../types';

export const procurementCourses: Course[] = [
  certifiedInternationalProcurementAuditor,
  certifiedInternationalProcurementProfessional,
  certifiedInternationalProcurementManager,
  certifiedPurchasingProfessional,
  categoryManagementProcurements,
];
