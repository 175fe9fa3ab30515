import type { Course } from '../types';

export const diplomaMasteryFm: Course = {
  slug: 'diploma-mastery-fm',
  title: 'Diploma in Mastery in Facilities Management',
  subject: 'facilities-management',
  categoryLabel: 'Core FM Courses',
  summary:
    'A 12-month, 650-hour FM diploma for graduates: 4 levels of online live study, a proctored final exam and four international certificates.',
  description: [
    'The Diploma in Mastery in Facilities Management is the most complete facilities programme Meridian Crest Academy offers. It is written for graduates who want to run buildings, campuses and property portfolios rather than simply work inside them, and it suits engineers, administrators and career changers alike. You study the whole life of a facility: the contracts and budgets that keep a site running, and the people, safety and sustainability decisions that shape how it is used.',
    'The standard route takes 12 months and 650 hours; learners who need to move faster can choose the fast track of 6 months and 320 hours. Teaching is 2 hours daily of online live sessions, arranged in 4 levels that move from FM foundations to strategic management. Sessions are led by certified specialists, and your notes, readings and practice tests stay on the learning management system with lifetime LMS access, so you can return to them long after you have finished.',
    'By the final level you will be able to plan a preventive maintenance programme, write scopes and service levels for hard and soft service contracts, prepare an operating budget, lead a multi-skilled team and report performance to owners in terms of cost and risk. Case work draws on towers, malls, hospitals and residential communities of the kind found in Kerala and across the GCC.',
    'The programme closes with an online proctored final exam lasting 3 hours, made up of 120 multiple-choice questions with a 70% pass mark. Successful learners receive the academy diploma plus four international certificates, all valid for life. The placement support team then helps with your CV and interview preparation as you apply for FM roles, and the fee can be paid in instalments.',
  ],
  duration: '12 months (650 hours); fast track 6 months (320 hours)',
  hours: 650,
  schedule: '2 hours daily of online live classes, across 4 levels',
  learningLevels: ['Level 1', 'Level 2', 'Level 3', 'Level 4'],
  modes: ['Online live', 'Live online', 'Classroom', '1-1'],
  eligibility: 'Graduation in any discipline.',
  examFormat: 'Online proctored final exam: 3 hours, 120 multiple-choice questions, 70% pass',
  certificates: [
    'Diploma in Mastery in Facilities Management from Meridian Crest Academy',
    'Four international certificates awarded alongside the diploma',
    'All certificates are valid for life',
  ],
  careerRoles: [
    'Facility Manager',
    'Assistant Facility Manager',
    'FM Supervisor',
    'Maintenance Manager',
    'Property Manager',
    'Soft Services Manager',
  ],
  highlights: [
    '12 months and 650 hours, or a fast track of 6 months and 320 hours',
    '2 hours daily of online live teaching over 4 levels',
    'Online proctored final exam: 3 hours, 120 multiple-choice questions, 70% pass',
    'Four international certificates plus the diploma',
    'Lifetime LMS access to notes and practice tests',
    'Placement support once you complete the diploma',
    'Diploma fee payable in instalments',
  ],
  keywords: [
    'FM diploma',
    'facilities management diploma',
    'mastery in facilities management',
    'facility manager course',
    'online FM diploma',
    'FM career GCC',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Plan a planned preventive maintenance programme and follow reactive work orders through to closure',
      'Write scopes, KPIs and service level agreements for hard and soft service contracts and manage vendors against them',
      'Build and defend an annual FM operating budget and a lifecycle replacement plan',
      'Lead health, safety and fire compliance in occupied buildings',
      'Set energy, water and waste targets and report progress to owners',
      'Present FM performance to senior management in terms of cost, risk and occupant experience',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A full diploma and four international certificates on a single CV',
      'Preparation for facility manager and FM supervisor roles in India and the GCC',
      'Placement support with CV reviews and interview practice',
      'Lifetime LMS access for revision once you are in the job',
      'A strong base for credential programmes such as CFM and SFP',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Graduates in any discipline who want a career in facilities management',
      'MEP, civil and maintenance engineers aiming for management roles',
      'Property, administration and office managers who already look after buildings',
      'Hospitality, retail and healthcare staff moving into FM',
      'Supervisors in FM service companies seeking promotion',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'FM foundations: the role, the service delivery model and the facility lifecycle',
      'Operations and maintenance management, PPM and CMMS',
      'Hard and soft services: contracts, procurement and vendor management',
      'FM finance: budgeting, cost control and lifecycle costing',
      'Health, safety, fire and regulatory compliance',
      'Sustainability, energy management and green building practice',
      'Space planning, workplace and occupant experience',
      'Leadership, business continuity and FM strategy',
    ],
  },
  extras: [
    {
      heading: 'Study routes',
      items: [
        'Standard route: 12 months, 650 hours',
        'Fast track: 6 months, 320 hours',
        'Online live classes of 2 hours daily',
        '4 levels from foundations to strategy',
      ],
    },
    {
      heading: 'Final exam',
      items: ['Online proctored', '3 hours', '120 multiple-choice questions', '70% pass mark'],
    },
  ],
  brochure: true,
};
