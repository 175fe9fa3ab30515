// Business management courses, in the spec's route-table order.
// Facts from spec section 9: Certified Strategic Manager UK 35 h, 14 modules;
// Certified Business Administrator UK 24 h, 8 modules; Event Management 24 h.
import { certifiedStrategicManager } from './certified-strategic-manager';
import { certifiedBusinessAdministrator } from './certified-business-administrator';
import { eventManagementCourse } from './event-management-course';
import type { Course } from '../types';

export const businessManagementCourses: Course[] = [
  certifiedStrategicManager,
  certifiedBusinessAdministrator,
  eventManagementCourse,
];
