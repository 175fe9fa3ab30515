import type { SubjectId } from './types';
import type { CourseOption } from '../../lead-texts';

export interface Subject {
  id: SubjectId;
  name: string;
  /** Middle crumb of the course breadcrumb (the spec: FM pages read Home / FM Courses / title). */
  breadcrumb: string;
  /** The contact form's course option an enquiry from this subject arrives with. */
  enquiryOption: CourseOption;
}

export const SUBJECTS: readonly Subject[] = [
  {
    id: 'facilities-management',
    name: 'Facilities Management',
    breadcrumb: 'FM Courses',
    enquiryOption: 'Core Facilities Management Courses',
  },
  {
    id: 'artificial-intelligence',
    name: 'Artificial Intelligence',
    breadcrumb: 'AI Courses',
    enquiryOption: 'Artificial Intelligence Courses',
  },
  {
    id: 'human-resources',
    name: 'Human Resources',
    breadcrumb: 'HR Courses',
    enquiryOption: 'Professional Courses',
  },
  {
    id: 'finance',
    name: 'Finance',
    breadcrumb: 'Finance Courses',
    enquiryOption: 'Professional Courses',
  },
  {
    id: 'procurement',
    name: 'Procurement',
    breadcrumb: 'Procurement Courses',
    enquiryOption: 'Professional Courses',
  },
  {
    id: 'project-management',
    name: 'Project Management',
    breadcrumb: 'Project Management Courses',
    enquiryOption: 'Professional Courses',
  },
  {
    id: 'logistics-supply-chain',
    name: 'Logistics and Supply Chain',
    breadcrumb: 'Supply Chain Courses',
    enquiryOption: 'Professional Courses',
  },
  {
    id: 'business-management',
    name: 'Business Management',
    breadcrumb: 'Business Courses',
    enquiryOption: 'Professional Courses',
  },
  {
    id: 'quality',
    name: 'Quality (Lean Six Sigma)',
    breadcrumb: 'Quality Courses',
    enquiryOption: 'Quality & Prpcess Management',
  },
  {
    id: 'soft-skills',
    name: 'Soft Skills',
    breadcrumb: 'Soft Skills Courses',
    enquiryOption: 'Soft Skills & Language Training',
  },
  {
    id: 'language',
    name: 'Language and Exam Preparation',
    breadcrumb: 'Language Courses',
    enquiryOption: 'Soft Skills & Language Training',
  },
];

export function subjectById(id: SubjectId): Subject {
  const subject = SUBJECTS.find((s) => s.id === id);
  if (!subject) throw new Error(`Unknown subject ${id}`);
  return subject;
}
