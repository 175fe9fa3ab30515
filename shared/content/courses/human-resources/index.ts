import { certifiedHrProfessional } from './certified-hr-professional';
import { certifiedHrManager } from './certified-hr-manager';
import type { Course } from '../types';

export const humanResourcesCourses: Course[] = [certifiedHrProfessional, certifiedHrManager];
