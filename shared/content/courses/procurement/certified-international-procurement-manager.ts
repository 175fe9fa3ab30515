import type { Course } from '../types';

export const certifiedInternationalProcurementManager: Course = {
  slug: 'certified-international-procurement-manager',
  title: 'Certified International Procurement Manager',
  abbreviation: 'CIPM',
  subject: 'procurement',
  categoryLabel: 'Professional Courses',
  summary:
    'For experienced buyers stepping up to lead: a 30-hour, 7-module CPD-UK course on procurement strategy, category plans, teams and supply risk.',
  description: [
    "Running a procurement function is a different job from buying well. The Certified International Procurement Manager (CIPM) course is designed for professionals who already know the sourcing cycle and now have to set policy, lead a team, report savings to leadership and keep critical suppliers secure. At least 3 years' experience is advised before you join, so that discussions can build on real situations from your own work.",
    "The 30 hours are organised into 7 modules. You start with procurement strategy and its link to business objectives, then work through spend analysis and category planning, strategic supplier relationships, supply risk and continuity, contract and commercial management, performance measurement, and leading people and change within the function. Each topic is approached from the manager's chair: what to decide yourself, what to delegate and what to measure. You also practise building a one-page procurement plan and a savings report of the kind a finance director expects, which makes the link between procurement activity and business results visible.",
    'Classes run online, in a classroom, through live online sessions or one-to-one, and the fee can be paid in instalments. Group discussion and case work let you test your approach to sourcing decisions, supplier disputes and team problems against peers who manage procurement in other industries.',
    'At the end you receive the CIPM certificate, accredited by CPD-UK and valid for life. It documents management-level procurement training and supports a move into procurement manager or head of purchasing positions. It is also a useful structured refresher for managers who rose through the ranks without formal management training in procurement.',
  ],
  duration: '30 hours, 7 modules',
  hours: 30,
  schedule:
    'Flexible: management batches are timed for working professionals, and one-to-one sessions can be arranged around leadership commitments.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    "At least 3 years' experience advised, ideally in buying, procurement or supply roles. This is guidance rather than a strictly enforced entry rule.",
  certificates: [
    'Certified International Procurement Manager (CIPM) certificate, CPD-UK accredited, valid for life',
  ],
  careerRoles: [
    'Procurement Manager',
    'Head of Purchasing',
    'Category Manager',
    'Strategic Sourcing Manager',
    'Contracts and Procurement Lead',
  ],
  highlights: [
    '30 hours in 7 management-focused modules',
    'CPD-UK accredited CIPM certificate, valid for life',
    'Spend analysis, category planning and savings reporting',
    'Supply risk, continuity and supplier relationship strategy',
    'Leading and developing a procurement team',
    'CIPM runs online, in class, live online or 1-1, with instalment payment',
  ],
  moduleCount: 7,
  accreditation: 'CPD-UK',
  keywords: [
    'CIPM',
    'procurement manager course',
    'procurement management',
    'strategic sourcing',
    'head of procurement',
    'CPD-UK',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Align procurement strategy and policy with organisational goals',
      'Use spend analysis to set category priorities and savings targets',
      'Segment suppliers and build strategic relationships with key partners',
      'Identify supply risks and put continuity plans in place',
      'Define procurement KPIs and report the value delivered to senior leadership',
      'Lead, organise and develop a procurement team through change',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Prepares you for the step from senior buyer to procurement manager',
      'Builds the commercial language needed when working with finance and the board',
      'Equips you to take responsibility for larger spend categories and teams',
      'A CPD-UK accredited management credential that does not expire',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      "Senior buyers and procurement officers with at least 3 years' experience",
      'Procurement team leaders and newly appointed procurement managers',
      'Supply chain and contracts professionals taking on a management role',
      'Operations managers responsible for significant third-party spend',
    ],
  },
  content: {
    heading: 'Course content',
    intro: "CIPM is structured in 7 modules written from a manager's point of view.",
    items: [
      'Module 1: Procurement strategy, policy and governance',
      'Module 2: Spend analysis and category planning',
      'Module 3: Strategic sourcing and supplier relationship management',
      'Module 4: Supply risk management and business continuity',
      'Module 5: Contract and commercial management',
      'Module 6: Procurement performance measurement and reporting',
      'Module 7: Leading procurement teams and managing change',
    ],
  },
};
