import { aiMlTraining } from './ai-ml-training';
import { certifiedAiProfessional } from './certified-ai-professional';
import { certifiedAiTestingProfessional } from './certified-ai-testing-professional';
import type { Course } from '../types';

export const artificialIntelligenceCourses: Course[] = [
  aiMlTraining,
  certifiedAiProfessional,
  certifiedAiTestingProfessional,
];
