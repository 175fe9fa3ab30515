import type { Course } from '../types';

export const certifiedInternationalProcurementAuditor: Course = {
  slug: 'certified-international-procurement-auditor',
  title: 'Certified International Procurement Auditor',
  abbreviation: 'CIPA',
  subject: 'procurement',
  categoryLabel: 'Professional Courses',
  summary:
    'A 40-hour, 2-module CPD-UK accredited course in auditing procurement: test tenders, contracts, approvals and supplier controls, and report findings.',
  description: [
    "Procurement is where an organisation's money leaves fastest, and it is often where weak controls show first: orders split to stay under approval limits, single-source awards with no written justification, invoices that drift away from contract rates. The Certified International Procurement Auditor (CIPA) programme is for the people who have to find those problems and explain them clearly, whether they sit in internal audit, compliance, finance or inside the procurement function itself.",
    'Over 40 hours and 2 modules you learn how a procurement audit is planned, scoped and carried out. The first module sets out the procure-to-pay cycle, the control points along it and the risks attached to each stage, from requisition to payment. The second module is hands-on: selecting samples of purchase orders and tender files, testing approvals and segregation of duties, reviewing supplier onboarding and contract compliance, recognising fraud indicators and writing findings that management can act on.',
    'Sessions are trainer-led and can be taken online, in a classroom at our centres in Kerala, Dubai, Sharjah and Abu Dhabi, as live online classes or one-to-one. Case exercises use the kind of documents an auditor actually reviews, such as bid comparison sheets, purchase requisitions and vendor master records, so you practise on realistic material rather than theory alone. The CIPA fee can be paid in instalments.',
    'On completion you receive the CIPA certificate, accredited by CPD-UK and valid for life, as evidence of structured training in procurement audit that you can show employers and clients. The audit checklists you build during the course can later be adapted as self-assessment tools for your own procurement team, which makes the programme useful even when audit is only part of your job.',
  ],
  duration: '40 hours, 2 modules',
  hours: 40,
  schedule:
    'Flexible: batch timings for the two audit modules are agreed at enrolment so they fit around audit season and working hours.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'No formal entry requirement is published for CIPA; a background in audit, finance or purchasing helps, and a free consultation confirms whether the course suits you.',
  certificates: [
    'Certified International Procurement Auditor (CIPA) certificate, CPD-UK accredited, valid for life',
  ],
  careerRoles: [
    'Procurement Auditor',
    'Internal Auditor',
    'Compliance Officer',
    'Procurement Governance Analyst',
    'Risk and Controls Analyst',
  ],
  highlights: [
    '40 hours of guided training across 2 audit-focused modules',
    'CPD-UK accredited CIPA certificate, valid for life',
    'The full procure-to-pay cycle mapped control by control',
    'Practical testing of tender files, approvals and segregation of duties',
    'Take CIPA online, in class, in a live online batch or one-to-one',
    'Audit course fee payable in instalments',
  ],
  moduleCount: 2,
  accreditation: 'CPD-UK',
  keywords: [
    'CIPA',
    'procurement audit',
    'procurement auditor certification',
    'internal audit',
    'procure-to-pay controls',
    'compliance',
    'CPD-UK',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Plan and scope a procurement audit according to spend and risk',
      'Map the control points across requisition, sourcing, ordering, receipt and payment',
      'Test tender files, approvals and contract compliance using sampling',
      'Recognise red flags for collusion, bid rigging and undeclared conflicts of interest',
      'Review supplier onboarding, vendor master data and supplier performance records',
      'Write audit findings with risk ratings and practical recommendations',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Adds a CPD-UK accredited audit specialism to your professional profile',
      'Opens routes into internal audit, compliance and procurement governance roles',
      'Helps procurement teams prepare their own function for external review',
      'Strengthens your credibility when presenting findings to senior management',
      'A lifetime-valid certificate with no renewal to track',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Internal auditors and audit assistants',
      'Procurement and purchasing officers moving into governance work',
      'Finance, accounts payable and compliance staff',
      'Risk managers and financial controllers',
      'Graduates aiming for a career in audit or procurement',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'The programme is delivered in 2 modules.',
    items: [
      'Module 1: Procurement governance and risk - the procure-to-pay cycle, policies and delegated authority, control objectives, procurement risks and common fraud schemes',
      'Module 2: Conducting the procurement audit - planning and scoping, sampling and testing, tender and contract review, supplier and payment checks, reporting findings and follow-up',
    ],
  },
};
