import { diplomaMasteryFm } from './diploma-mastery-fm';
import { diplomaFmAdministration } from './diploma-fm-administration';
import { diplomaFmOperations } from './diploma-fm-operations';
import { cfmTraining } from './cfm-training';
import { sfpTraining } from './sfp-training';
import { certifiedMaintenanceReliabilityProfessional } from './certified-maintenance-reliability-professional';
import type { Course } from '../types';

export const facilitiesManagementCourses: Course[] = [
  diplomaMasteryFm,
  diplomaFmAdministration,
  diplomaFmOperations,
  cfmTraining,
  sfpTraining,
  certifiedMaintenanceReliabilityProfessional,
];
