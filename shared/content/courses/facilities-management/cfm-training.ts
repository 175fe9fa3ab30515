import type { Course } from '../types';

export const cfmTraining: Course = {
  slug: 'cfm-training',
  title: 'Certified Facility Manager (CFM) Training',
  abbreviation: 'CFM',
  subject: 'facilities-management',
  categoryLabel: 'Core FM Courses',
  summary:
    'CFM exam coaching in 35 hours across the 11 core competencies of facility management, for experienced FM professionals.',
  description: [
    'The Certified Facility Manager (CFM) credential is awarded by an international facility management association to professionals who can show both experience and a broad command of the discipline. Our CFM training is exam coaching for that credential. It is meant for facility managers who already run sites and now want an internationally recognised way to prove it.',
    'The coaching covers 35 hours and is organised around the 11 core competencies the credential is built on, from operations and maintenance to finance, leadership, real estate and technology. Trainers connect each competency to situations you meet at work, then turn to the style of reasoning the exam expects, so you learn to pick the best answer for a facility rather than the one that sounds most technical.',
    'Coaching can be taken in a classroom, online live, as part of a live online group or one to one, with weekday and weekend options agreed at enrolment. Between sessions you work through practice questions and short case discussions, and your trainer tracks which competencies need more attention before you book the exam. Mock questions are spread across all the competencies, and short reflections ask you to link each topic to a project you have led, which makes the ideas easier to recall under exam conditions.',
    'To enrol you need 5+ years of FM experience, or an FM diploma or graduation. The credential itself comes from the awarding association once you pass its exam; the academy prepares you for that step and issues a training certificate, valid for life, for the coaching you complete. You may pay the fee in instalments.',
  ],
  duration: '35 hours of coaching',
  hours: 35,
  schedule: 'Weekday or weekend coaching sessions, agreed at enrolment',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility: '5+ years of FM experience, or an FM diploma or graduation.',
  certificates: [
    'CFM credential, awarded by an international facility management association on passing its exam',
    'Meridian Crest Academy training certificate for the coaching, valid for life',
  ],
  careerRoles: [
    'Facility Manager',
    'Senior Facility Manager',
    'Head of Facilities',
    'FM Consultant',
    'Regional FM Manager',
  ],
  highlights: [
    '35 hours of focused coaching',
    'All 11 core competencies covered',
    'Awarding body: an international facility management association',
    'Practice questions and competency-by-competency progress checks',
    'Online, classroom or one-to-one coaching',
    'Pay in instalments if you prefer',
  ],
  keywords: [
    'CFM',
    'certified facility manager',
    'CFM exam preparation',
    'CFM coaching',
    'facility management certification',
    'FM credential',
  ],
  accreditation: 'Awarding body: an international facility management association',
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Explain each of the 11 core competencies and how they apply on your site',
      'Answer scenario questions the way the credential exam expects',
      'Link facility decisions to finance, risk and organisational strategy',
      'Identify and close gaps in your own FM knowledge before the exam',
      'Plan a realistic revision schedule around a full-time job',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'An internationally recognised credential for experienced facility managers',
      'Stronger standing for senior FM and head of facilities roles',
      'Evidence of broad competence for consultancy and client-facing work',
      'A common professional language with FM peers worldwide',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Facility managers with 5+ years of FM experience',
      'Holders of an FM diploma preparing for their first credential',
      'Graduates working in FM who want an international benchmark',
      'FM consultants and contract managers',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Orientation: the credential, its requirements and the exam approach',
      'Operational competencies: operations and maintenance, quality, emergency preparedness',
      'Business competencies: finance and business, real estate, project management',
      'People competencies: leadership and strategy, communication, human factors',
      'Environmental stewardship, sustainability and technology',
      'Practice questions, case discussions and exam readiness review',
    ],
  },
  extras: [
    {
      heading: 'The 11 core competencies',
      items: [
        'Communication',
        'Emergency preparedness and business continuity',
        'Environmental stewardship and sustainability',
        'Finance and business',
        'Human factors',
        'Leadership and strategy',
        'Operations and maintenance',
        'Project management',
        'Quality',
        'Real estate',
        'Technology',
      ],
    },
  ],
};
