/**
 * Seed data for the public blog (/blogs, /blogs/{id}).
 *
 * Course facts quoted in these posts follow section 9 of the site spec
 * (hours, modules, exam formats, eligibility statements). No fees or pass
 * rates are quoted anywhere.
 */

import facilitiesManagementCareerPath from './blog-posts/facilities-management-career-path';
import ieltsAcademicVsGeneralTraining from './blog-posts/ielts-academic-vs-general-training';
import leanSixSigmaBeltsExplained from './blog-posts/lean-six-sigma-belts-explained';
import pmpExamPreparationGuide from './blog-posts/pmp-exam-preparation-guide';
import aiSkillsForWorkingProfessionals from './blog-posts/ai-skills-for-working-professionals';
import procurementCertificationsCompared from './blog-posts/procurement-certifications-compared';
import supplyChainPlanningInventoryCareers from './blog-posts/supply-chain-planning-inventory-careers';
import businessEnglishWorkplaceHabits from './blog-posts/business-english-workplace-habits';
import type { SeedBlogPost } from './seed-blog-post';

export type { SeedBlogPost };

/** In publication order; one file per post in ./blog-posts/, like the course records. */
export const seedBlogPosts: SeedBlogPost[] = [
  facilitiesManagementCareerPath,
  ieltsAcademicVsGeneralTraining,
  leanSixSigmaBeltsExplained,
  pmpExamPreparationGuide,
  aiSkillsForWorkingProfessionals,
  procurementCertificationsCompared,
  supplyChainPlanningInventoryCareers,
  businessEnglishWorkplaceHabits,
];
