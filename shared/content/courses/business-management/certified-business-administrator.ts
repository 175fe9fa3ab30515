import type { Course } from '../types';

export const certifiedBusinessAdministrator: Course = {
  slug: 'certified-business-administrator',
  title: 'Certified Business Administrator UK',
  subject: 'business-management',
  categoryLabel: 'Professional Courses',
  summary:
    'Learn how a business runs day to day: a 24-hour, 8-module course in management, finance, marketing, operations, HR and office administration.',
  description: [
    'The Certified Business Administrator UK course gives a rounded grounding in how an organisation is run. It suits office and administration managers, supervisors, executive assistants, young entrepreneurs, and professionals from technical backgrounds who have moved into roles where they now handle budgets, people and customers without ever having studied business formally. If you have been asked to run an office, coordinate a department or support a growing business without a clear picture of how the pieces fit, this course fills that gap.',
    'The 24 hours are split into 8 modules, each covering one business function: the business environment and organisational structure, management and leadership, accounting and financial basics, marketing and sales, operations and quality, human resource administration, business law and ethics, and office administration with information systems. The aim is working fluency in every function rather than specialist depth in one, so that you can talk to finance, HR or marketing colleagues on their own terms.',
    'Learning is practical, with exercises such as reading a simple profit and loss statement, drafting a job description, writing a short marketing plan or mapping a customer process to remove delays. Study modes include online learning, classroom sessions, live online classes and one-to-one coaching, and the fee can be paid in instalments.',
    'On successful completion you receive the Certified Business Administrator UK certificate, valid for life, a credential that supports administrative, supervisory and general management roles in companies of every size. It also gives a solid base if you later decide to specialise in human resources, finance or strategic management.',
  ],
  duration: '24 hours, 8 modules',
  hours: 24,
  schedule:
    'Flexible: administration batches are agreed at enrolment, and one-to-one learners can fit sessions around office hours.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'No formal prerequisite is stated for the business administration course; supervisors, assistants, graduates and business owners can all join after a free consultation.',
  certificates: ['Certified Business Administrator UK certificate, valid for life'],
  careerRoles: [
    'Business Administrator',
    'Office Manager',
    'Administration Manager',
    'Operations Executive',
    'Executive Assistant',
  ],
  highlights: [
    '24 hours across 8 business function modules',
    'Management, finance, marketing, operations, HR and law in one course',
    'Practical exercises with financial statements, job descriptions and process maps',
    'Suited to administrators, supervisors and new business owners',
    'Business administration classes online, in class, live online or 1-1',
    'Certificate valid for life; course fee payable in instalments',
  ],
  moduleCount: 8,
  keywords: [
    'Certified Business Administrator UK',
    'business administration course',
    'business administrator certification',
    'office management',
    'management course',
    'administration training',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Explain how the main business functions fit together in an organisation',
      'Read basic financial statements and manage a departmental budget',
      'Support marketing, sales and customer service activities',
      'Organise operations and office processes for quality and efficiency',
      'Handle core HR administration such as recruitment records and job descriptions',
      'Recognise the legal and ethical duties that apply to day-to-day business',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Prepares you for office manager and administration manager positions',
      'Helps technical specialists move into general management',
      'Gives entrepreneurs a structured view of running their own company',
      'A business administration certificate that remains valid for life',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Office and administration managers',
      'Supervisors and team leaders',
      'Executive and personal assistants',
      'Engineers and technical staff moving into management',
      'Young entrepreneurs and small business owners',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'The course is divided into 8 modules, one for each business function.',
    items: [
      'Module 1: The business environment and organisational structures',
      'Module 2: Principles of management and leadership',
      'Module 3: Accounting and financial fundamentals for administrators',
      'Module 4: Marketing, sales and customer service',
      'Module 5: Operations, processes and quality',
      'Module 6: Human resource administration',
      'Module 7: Business law, ethics and compliance',
      'Module 8: Office administration, records and information systems',
    ],
  },
};
