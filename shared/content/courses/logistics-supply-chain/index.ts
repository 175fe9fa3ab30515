// Logistics and supply chain courses, in the spec's route-table order.
// Facts from spec section 9: CSCP 24 h, 8 modules; CLSCMP 24 h, 7 modules, CPD-UK, free repeat
// classes until the exam is passed; CPSM 40 h, 3 modules; Logistics Courses 24 h, 4 modules;
// CPIM 40 h, 13 modules, ASCM claim. Spec section 5: CPIM, 5+ years advised.
import { certifiedSupplyChainProfessional } from './certified-supply-chain-professional';
import { certifiedLogisticsSupplyChainManagementProfessional } from './certified-logistics-supply-chain-management-professional';
import { certifiedProfessionalSupplyManagement } from './certified-professional-supply-management';
import { logisticsCourses } from './logistics-courses';
import { certifiedPlanningInventoryManagement } from './certified-planning-inventory-management';
import type { Course } from '../types';

export const logisticsSupplyChainCourses: Course[] = [
  certifiedSupplyChainProfessional,
  certifiedLogisticsSupplyChainManagementProfessional,
  certifiedProfessionalSupplyManagement,
  logisticsCourses,
  certifiedPlanningInventoryManagement,
];
