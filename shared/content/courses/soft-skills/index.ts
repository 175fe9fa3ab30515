// Soft skills courses, in the spec's route-table order.
// Facts from spec section 9: Leadership and Management for Engineers 24 h, 16 modules; Diversity & Culture
// Training 16 h, 2 modules; Negotiation Skills 24 h, 8 modules; Certified Training Manager 24 h, 5 modules;
// Train the Trainer 24 h, 5 modules; Personality Development and public speaking 24 h.
import { leadershipManagementEngineers } from './leadership-management-engineers';
import { diversityCultureTraining } from './diversity-culture-training';
import { negotiationSkillsCourse } from './negotiation-skills-course';
import { certifiedTrainingManagerCourse } from './certified-training-manager-course';
import { trainTheTrainerCourse } from './train-the-trainer-course';
import { personalityDevelopmentCourse } from './personality-development-course';
import type { Course } from '../types';

export const softSkillsCourses: Course[] = [
  leadershipManagementEngineers,
  diversityCultureTraining,
  negotiationSkillsCourse,
  certifiedTrainingManagerCourse,
  trainTheTrainerCourse,
  personalityDevelopmentCourse,
];
