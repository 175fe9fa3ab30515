import type { Course } from '../types';

export const sfpTraining: Course = {
  slug: 'sfp-training',
  title: 'Sustainability Facility Professional (SFP) Training',
  abbreviation: 'SFP',
  subject: 'facilities-management',
  categoryLabel: 'Core FM Courses',
  summary:
    'SFP training of 30 to 40 hours on making buildings greener and cheaper to run, from the same association that awards the CFM.',
  description: [
    'Owners, tenants and regulators now expect facilities to use less energy, water and material every year. The Sustainability Facility Professional (SFP) credential recognises facility and building professionals who can plan and deliver those improvements. It is awarded by the same international facility management association that awards the CFM, and our training prepares you for its assessments.',
    'The course takes 30 to 40 hours, depending on your background and the pace you choose. It begins with strategy: how sustainability goals fit the organisation, how to build a business case and how to win support from finance and leadership. It then moves to the facility itself, covering energy and water management, waste, indoor environment, procurement and the way operations and maintenance decisions affect performance over time.',
    'Teaching is practical. You will work with utility data, calculate simple paybacks for improvement projects and draft a sustainability plan for a building you know. By the end you will have a short, prioritised action list for your own site that you can take straight to your manager. Examples include hot-climate cooling loads in the UAE and the mixed-use and institutional buildings common in Kerala. You can join online live or in the classroom, choose a live online group, or book one-to-one sessions; fees may be split into instalments.',
    'After the training you sit the credential assessments with the awarding association, which awards the SFP itself. Meridian Crest Academy gives you its own record of the training: a completion certificate that is valid for life. Many learners combine SFP with CFM to show both general and sustainability expertise.',
  ],
  duration: '30 to 40 hours',
  hours: 30,
  hoursUpTo: 40,
  schedule: 'Paced to your background: weekday, weekend or one-to-one sessions agreed at enrolment',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Designed for facility and building professionals. No set prerequisite is listed for the SFP training, and a free consultation helps you judge your readiness.',
  certificates: [
    'SFP credential, awarded by the same international facility management association as the CFM',
    'Meridian Crest Academy certificate of training completion, valid for life',
  ],
  careerRoles: [
    'Sustainability Manager',
    'Energy Manager',
    'Facility Manager',
    'ESG Coordinator (Facilities)',
    'Green Building Consultant',
  ],
  highlights: [
    '30 to 40 hours of guided training',
    'Same awarding body as the CFM: an international facility management association',
    'Business cases, paybacks and a sustainability plan for a real building',
    'Energy, water, waste and indoor environment in one course',
    'Flexible study modes with an instalment option',
    'Certificate of completion valid for life',
  ],
  keywords: [
    'SFP',
    'sustainability facility professional',
    'sustainable facilities training',
    'green building',
    'energy management course',
    'FM sustainability',
  ],
  accreditation:
    'Awarding body: an international facility management association (the same body that awards the CFM)',
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Align facility sustainability goals with organisational strategy',
      'Build a business case with simple payback and life-cycle cost figures',
      'Analyse energy and water data to find savings',
      'Plan waste reduction and sustainable purchasing',
      'Improve indoor environmental quality for occupants',
      'Report sustainability performance to leadership',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A credential focused on the fastest-growing area of FM',
      'Credibility for energy, sustainability and ESG roles',
      'Skills that lower operating costs, which owners value',
      'A natural partner to the CFM credential',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Facility managers responsible for energy and utilities',
      'Sustainability and ESG officers working with buildings',
      'Engineers and consultants in green building projects',
      'Property and asset managers planning retrofits',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Strategy and alignment for sustainable facilities',
      'Building the business case and securing support',
      'Energy management and efficient building systems',
      'Water, waste and materials',
      'Indoor environment and occupant wellbeing',
      'Sustainable operations, maintenance and procurement',
      'Measuring, reporting and continuous improvement',
    ],
  },
};
