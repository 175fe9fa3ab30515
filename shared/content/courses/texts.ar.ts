// The Arabic words of every course page, by the course's slug. The facts that are not words stay on
// the English record (types.ts, CourseText); course-texts.test.ts checks that every figure the words
// carry is the English one's.
import { aiMlTrainingAr } from './artificial-intelligence/ai-ml-training.ar';
import { certifiedAiProfessionalAr } from './artificial-intelligence/certified-ai-professional.ar';
import { certifiedAiTestingProfessionalAr } from './artificial-intelligence/certified-ai-testing-professional.ar';
import { certifiedBusinessAdministratorAr } from './business-management/certified-business-administrator.ar';
import { certifiedStrategicManagerAr } from './business-management/certified-strategic-manager.ar';
import { eventManagementCourseAr } from './business-management/event-management-course.ar';
import { certifiedMaintenanceReliabilityProfessionalAr } from './facilities-management/certified-maintenance-reliability-professional.ar';
import { cfmTrainingAr } from './facilities-management/cfm-training.ar';
import { diplomaFmAdministrationAr } from './facilities-management/diploma-fm-administration.ar';
import { diplomaFmOperationsAr } from './facilities-management/diploma-fm-operations.ar';
import { diplomaMasteryFmAr } from './facilities-management/diploma-mastery-fm.ar';
import { sfpTrainingAr } from './facilities-management/sfp-training.ar';
import { corporateFinancialReportingAccountingAr } from './finance/corporate-financial-reporting-accounting.ar';
import { smartFinanceManagerAr } from './finance/smart-finance-manager.ar';
import { certifiedHrManagerAr } from './human-resources/certified-hr-manager.ar';
import { certifiedHrProfessionalAr } from './human-resources/certified-hr-professional.ar';
import { advancedEnglishConversationCourseAr } from './language/advanced-english-conversation-course.ar';
import { businessCommunicationCourseAr } from './language/business-communication-course.ar';
import { businessEnglishCourseAr } from './language/business-english-course.ar';
import { businessGrammarCourseAr } from './language/business-grammar-course.ar';
import { businessPresentationSkillsAr } from './language/business-presentation-skills.ar';
import { businessWritingCourseAr } from './language/business-writing-course.ar';
import { ieltsPreparationTrainingCourseAr } from './language/ielts-preparation-training-course.ar';
import { satTrainingCourseAr } from './language/sat-training-course.ar';
import { spokenArabicCourseAr } from './language/spoken-arabic-course.ar';
import { spokenEnglishTrainingCourseAr } from './language/spoken-english-training-course.ar';
import { toeflCourseAr } from './language/toefl-course.ar';
import { certifiedLogisticsSupplyChainManagementProfessionalAr } from './logistics-supply-chain/certified-logistics-supply-chain-management-professional.ar';
import { certifiedPlanningInventoryManagementAr } from './logistics-supply-chain/certified-planning-inventory-management.ar';
import { certifiedProfessionalSupplyManagementAr } from './logistics-supply-chain/certified-professional-supply-management.ar';
import { certifiedSupplyChainProfessionalAr } from './logistics-supply-chain/certified-supply-chain-professional.ar';
import { logisticsCoursesAr } from './logistics-supply-chain/logistics-courses.ar';
import { categoryManagementProcurementsAr } from './procurement/category-management-procurements.ar';
import { certifiedInternationalProcurementAuditorAr } from './procurement/certified-international-procurement-auditor.ar';
import { certifiedInternationalProcurementManagerAr } from './procurement/certified-international-procurement-manager.ar';
import { certifiedInternationalProcurementProfessionalAr } from './procurement/certified-international-procurement-professional.ar';
import { certifiedPurchasingProfessionalAr } from './procurement/certified-purchasing-professional.ar';
import { pmpCertificationAr } from './project-management/pmp-certification.ar';
import { leanSixSigmaBlackBeltCertificationAr } from './quality/lean-six-sigma-black-belt-certification.ar';
import { leanSixSigmaGreenBeltCertificationAr } from './quality/lean-six-sigma-green-belt-certification.ar';
import { leanSixSigmaMasterBlackCertificationAr } from './quality/lean-six-sigma-master-black-certification.ar';
import { leanSixSigmaYellowBeltCertificationAr } from './quality/lean-six-sigma-yellow-belt-certification.ar';
import { certifiedTrainingManagerCourseAr } from './soft-skills/certified-training-manager-course.ar';
import { diversityCultureTrainingAr } from './soft-skills/diversity-culture-training.ar';
import { leadershipManagementEngineersAr } from './soft-skills/leadership-management-engineers.ar';
import { negotiationSkillsCourseAr } from './soft-skills/negotiation-skills-course.ar';
import { personalityDevelopmentCourseAr } from './soft-skills/personality-development-course.ar';
import { trainTheTrainerCourseAr } from './soft-skills/train-the-trainer-course.ar';
import type { CourseText } from './types';

export const COURSE_TEXTS_AR: Readonly<Record<string, CourseText>> = {
  'ai-ml-training': aiMlTrainingAr,
  'certified-ai-professional': certifiedAiProfessionalAr,
  'certified-ai-testing-professional': certifiedAiTestingProfessionalAr,
  'certified-business-administrator': certifiedBusinessAdministratorAr,
  'certified-strategic-manager': certifiedStrategicManagerAr,
  'event-management-course': eventManagementCourseAr,
  'certified-maintenance-reliability-professional': certifiedMaintenanceReliabilityProfessionalAr,
  'cfm-training': cfmTrainingAr,
  'diploma-fm-administration': diplomaFmAdministrationAr,
  'diploma-fm-operations': diplomaFmOperationsAr,
  'diploma-mastery-fm': diplomaMasteryFmAr,
  'sfp-training': sfpTrainingAr,
  'corporate-financial-reporting-accounting': corporateFinancialReportingAccountingAr,
  'smart-finance-manager': smartFinanceManagerAr,
  'certified-hr-manager': certifiedHrManagerAr,
  'certified-hr-professional': certifiedHrProfessionalAr,
  'advanced-english-conversation-course': advancedEnglishConversationCourseAr,
  'business-communication-course': businessCommunicationCourseAr,
  'business-english-course': businessEnglishCourseAr,
  'business-grammar-course': businessGrammarCourseAr,
  'business-presentation-skills': businessPresentationSkillsAr,
  'business-writing-course': businessWritingCourseAr,
  'ielts-preparation-training-course': ieltsPreparationTrainingCourseAr,
  'sat-training-course': satTrainingCourseAr,
  'spoken-arabic-course': spokenArabicCourseAr,
  'spoken-english-training-course': spokenEnglishTrainingCourseAr,
  'toefl-course': toeflCourseAr,
  'certified-logistics-supply-chain-management-professional':
    certifiedLogisticsSupplyChainManagementProfessionalAr,
  'certified-planning-inventory-management': certifiedPlanningInventoryManagementAr,
  'certified-professional-supply-management': certifiedProfessionalSupplyManagementAr,
  'certified-supply-chain-professional': certifiedSupplyChainProfessionalAr,
  'logistics-courses': logisticsCoursesAr,
  'category-management-procurements': categoryManagementProcurementsAr,
  'certified-international-procurement-auditor': certifiedInternationalProcurementAuditorAr,
  'certified-international-procurement-manager': certifiedInternationalProcurementManagerAr,
  'certified-international-procurement-professional':
    certifiedInternationalProcurementProfessionalAr,
  'certified-purchasing-professional': certifiedPurchasingProfessionalAr,
  'pmp-certification': pmpCertificationAr,
  'lean-six-sigma-black-belt-certification': leanSixSigmaBlackBeltCertificationAr,
  'lean-six-sigma-green-belt-certification': leanSixSigmaGreenBeltCertificationAr,
  'lean-six-sigma-master-black-certification': leanSixSigmaMasterBlackCertificationAr,
  'lean-six-sigma-yellow-belt-certification': leanSixSigmaYellowBeltCertificationAr,
  'certified-training-manager-course': certifiedTrainingManagerCourseAr,
  'diversity-culture-training': diversityCultureTrainingAr,
  'leadership-management-engineers': leadershipManagementEngineersAr,
  'negotiation-skills-course': negotiationSkillsCourseAr,
  'personality-development-course': personalityDevelopmentCourseAr,
  'train-the-trainer-course': trainTheTrainerCourseAr,
};
