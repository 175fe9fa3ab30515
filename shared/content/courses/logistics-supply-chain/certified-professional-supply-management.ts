import type { Course } from '../types';

export const certifiedProfessionalSupplyManagement: Course = {
  slug: 'certified-professional-supply-management',
  title: 'Certified Professional in Supply Management',
  abbreviation: 'CPSM',
  subject: 'logistics-supply-chain',
  categoryLabel: 'Professional Courses',
  summary:
    'A 40-hour, 3-module course in supply management: sourcing foundations, supply performance and leadership for senior procurement professionals.',
  description: [
    'Supply management sits where procurement, finance, operations and risk meet. The Certified Professional in Supply Management (CPSM) course is intended for procurement and supply professionals who want to work at that level: shaping sourcing strategy, managing supplier performance and leading teams, rather than processing transactions. It is a good fit for experienced buyers and supply specialists who are being considered for senior or managerial positions.',
    'The 40 hours are organised into 3 substantial modules. The first covers the foundation of supply management: sourcing, negotiation, contracts, cost and price analysis, and supplier relationships. The second concentrates on effective supply management performance, including forecasting, materials and inventory, logistics, quality and the financial side of supply decisions. The third develops leadership in supply management: strategy, risk and compliance, sustainability and social responsibility, organisational design and developing people. Together the three modules give a complete picture of the senior supply role, from the individual deal to the organisation-wide strategy.',
    'Because each module is broad, sessions combine trainer input, case discussion and question practice, and you are encouraged to bring supply problems from your own organisation into class. Short practice questions at the end of each topic help you check your understanding before moving on to the next part of the module. Learning is available online, in a classroom, as live online sessions or one-to-one, and the fee can be paid in instalments.',
    'On completion you receive a Certified Professional in Supply Management course certificate, valid for life, documenting 40 hours of training in supply management. It supports your case for senior supply roles and gives you a structured framework to return to when setting the priorities of your own function.',
  ],
  duration: '40 hours, 3 modules',
  hours: 40,
  schedule:
    'Flexible: each of the 3 modules is scheduled in batches agreed at enrolment, with one-to-one options for busy managers.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'The academy publishes no formal entry rule for CPSM; because the content is advanced, it is best suited to people who already work in procurement or supply, and counselling helps you decide.',
  certificates: [
    'Certified Professional in Supply Management (CPSM) course certificate, valid for life',
  ],
  careerRoles: [
    'Supply Manager',
    'Senior Procurement Specialist',
    'Strategic Sourcing Manager',
    'Procurement Manager',
    'Supplier Performance Manager',
  ],
  highlights: [
    '40 hours of training in 3 in-depth modules',
    'Foundation, performance and leadership in supply management',
    'Cost and price analysis, negotiation and contract practice',
    'Strategy, risk, compliance and sustainability for supply leaders',
    'CPSM classes online, in a classroom, live online or 1-1',
    'Certificate valid for life; instalment plans for the CPSM fee',
  ],
  moduleCount: 3,
  keywords: [
    'CPSM',
    'supply management certification',
    'certified professional in supply management',
    'procurement leadership',
    'strategic sourcing',
    'supply management course',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Lead sourcing, negotiation and contracting for complex requirements',
      'Analyse costs, prices and total value to support supply decisions',
      'Manage supplier quality, logistics and materials performance',
      'Build supply strategies that control risk and meet compliance needs',
      'Integrate sustainability and social responsibility into supply decisions',
      'Organise and develop a capable supply management team',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Positions you for senior supply management and procurement leadership roles',
      'Broadens your expertise beyond purchasing into finance, risk and operations',
      'Demonstrates commitment to advanced professional development',
      'A supply management certificate that never needs renewing',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Experienced buyers and procurement specialists',
      'Supply managers and procurement team leaders',
      'Contracts, materials and supplier quality professionals',
      'Operations and finance managers with supply responsibilities',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'CPSM is taught in 3 broad modules.',
    items: [
      'Module 1: Foundation of supply management - sourcing, negotiation, contracts, cost and price analysis, supplier relationships',
      'Module 2: Effective supply management performance - forecasting, materials and inventory, logistics, quality and the finance of supply decisions',
      'Module 3: Leadership in supply management - strategy, risk and compliance, sustainability, organisational design and people development',
    ],
  },
};
