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

export interface SeedBlogPost {
  /** Stable key, kebab-case; also the featured image's file name stem. */
  key: string;
  title: string;
  /** ISO date-time, spread over Dec 2025 to Nov 2026 (today is 2026-11-21); all distinct. */
  createdAt: string;
  /** Article HTML: <h2>/<h3> headings, <p>, <ul>/<ol>, <strong>, <em>, <blockquote>, one <table> in at least one post, internal links to course pages like <a href="/pmp-certification">. No <h1>, no images, no scripts, no inline styles, no classes. */
  content: string;
  /** Two or three words for the generated featured illustration (e.g. 'Career path'). */
  imageLabel: string;
}

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
