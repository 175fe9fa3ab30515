import type { Course } from '../types';

export const corporateFinancialReportingAccounting: Course = {
  slug: 'corporate-financial-reporting-accounting',
  title: 'Corporate Financial Reporting and Accounting (CFRA)',
  abbreviation: 'CFRA',
  subject: 'finance',
  categoryLabel: 'Professional Courses',
  summary:
    'CFRA: 24 hours on preparing and analysing corporate financial statements under international standards, online and in person.',
  description: [
    'Company accounts have to be complete, consistent and prepared under the right standards, and auditors, lenders and regulators will notice when they are not. Corporate Financial Reporting and Accounting (CFRA) is aimed at accountants, finance executives and commerce graduates who prepare or review financial statements and want to do it to a professional standard. It is also useful for internal auditors and analysts who need to understand how reported figures are built.',
    'The course takes 24 hours. It starts with the reporting frameworks used in the region, including IFRS and Indian Accounting Standards (Ind AS), and the principles that sit behind them. You then work through the statement of financial position, the statement of profit or loss and other comprehensive income, the statement of cash flows and the statement of changes in equity. Key topics include revenue recognition, property, plant and equipment, leases, impairment, provisions and an introduction to group accounts and consolidation.',
    'Each topic is practised on worked examples, from recognising revenue on a multi-year service contract to preparing a cash flow statement from a trial balance. You also review disclosure notes and the month-end and year-end close, and learn to analyse a set of published accounts. The course is offered online and in person, and the fee can be paid in instalments.',
    'On completion you receive the CFRA certificate from Meridian Crest Academy, valid for life, showing that you can prepare and interpret corporate financial statements with accuracy. The same skills support progress in professional accounting studies, where financial reporting is a central subject.',
  ],
  duration: '24 hours',
  hours: 24,
  schedule: 'Sessions online or in person on weekdays or weekends, agreed at enrolment',
  modes: ['Online live', 'Classroom'],
  eligibility:
    'A working knowledge of bookkeeping or accounting helps you get the most from CFRA; no specific qualification is listed for entry.',
  certificates: [
    'Corporate Financial Reporting and Accounting (CFRA) certificate from Meridian Crest Academy, valid for life',
  ],
  careerRoles: [
    'Financial Accountant',
    'Reporting Analyst',
    'Finance Executive',
    'Internal Auditor',
    'Assistant Finance Manager',
  ],
  highlights: [
    '24 hours of focused training',
    'Available online and in person',
    'IFRS and Ind AS principles applied to real statements',
    'Revenue, leases, impairment and consolidation worked through step by step',
    'Instalment payment option',
    'CFRA certificate valid for life',
  ],
  keywords: [
    'CFRA',
    'corporate financial reporting',
    'accounting course',
    'IFRS training',
    'Ind AS',
    'financial statements',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Prepare a full set of financial statements from a trial balance',
      'Apply key recognition and measurement rules under IFRS and Ind AS',
      'Account for revenue, fixed assets, leases, impairment and provisions',
      'Prepare a statement of cash flows and reconcile it to profit',
      'Draft clear disclosure notes',
      'Analyse published accounts and explain the results',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Stronger reporting skills for accounting and audit roles',
      'Confidence working with auditors and regulators',
      'A step towards financial reporting and controller positions',
      'Practical knowledge that complements professional accounting studies',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Accountants and finance executives',
      'Commerce and accounting graduates',
      'Internal auditors and financial analysts',
      'Business owners who want to understand their own accounts',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Reporting frameworks: IFRS, Ind AS and the conceptual framework',
      'Statement of financial position and statement of profit or loss',
      'Statement of cash flows and changes in equity',
      'Revenue recognition and contract accounting',
      'Property, plant and equipment, leases and impairment',
      'Provisions, contingencies and events after the reporting period',
      'Introduction to group accounts and consolidation',
      'Disclosure notes, period-end close and financial analysis',
    ],
  },
};
