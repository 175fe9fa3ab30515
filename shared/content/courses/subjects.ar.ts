import type { SubjectId } from './types';

export const SUBJECT_TEXTS_AR: Record<SubjectId, { name: string; breadcrumb: string }> = {
  'facilities-management': { name: 'إدارة المرافق', breadcrumb: 'دورات إدارة المرافق' },
  'artificial-intelligence': {
    name: 'الذكاء الاصطناعي',
    breadcrumb: 'دورات الذكاء الاصطناعي (AI)',
  },
  'human-resources': { name: 'الموارد البشرية', breadcrumb: 'دورات الموارد البشرية' },
  finance: { name: 'المالية', breadcrumb: 'دورات المالية' },
  procurement: { name: 'المشتريات', breadcrumb: 'دورات المشتريات' },
  'project-management': { name: 'إدارة المشاريع', breadcrumb: 'دورات إدارة المشاريع' },
  'logistics-supply-chain': {
    name: 'اللوجستيات وسلسلة التوريد',
    breadcrumb: 'دورات سلسلة التوريد',
  },
  'business-management': { name: 'إدارة الأعمال', breadcrumb: 'دورات إدارة الأعمال' },
  quality: { name: 'الجودة (Lean Six Sigma)', breadcrumb: 'دورات الجودة' },
  'soft-skills': { name: 'المهارات الشخصية', breadcrumb: 'دورات المهارات الشخصية' },
  language: { name: 'اللغات والتحضير للامتحانات', breadcrumb: 'دورات اللغات' },
};
