import type { Course } from '../types';

export const certifiedMaintenanceReliabilityProfessional: Course = {
  slug: 'certified-maintenance-reliability-professional',
  title: 'Certified Maintenance and Reliability Professional (CMRP)',
  abbreviation: 'CMRP',
  subject: 'facilities-management',
  categoryLabel: 'Core FM Courses',
  summary:
    'CMRP preparation in 30 hours across five domains, for the computer-based exam of 110 multiple-choice questions. No formal prerequisites.',
  description: [
    'Unplanned breakdowns cost far more than the repair itself: lost production, unhappy occupants and overtime that never shows up in the maintenance budget. The Certified Maintenance and Reliability Professional (CMRP) credential, awarded by a maintenance and reliability society, shows that you know how to prevent that. Our course prepares you for it.',
    'Over 30 hours the course works through the five domains of the credential: business and management, manufacturing process reliability, equipment reliability, organisation and leadership, and work management. Each domain is taught through the decisions maintenance leaders actually face, such as whether to run an asset to failure, how to set up a planning and scheduling function, and how to present a reliability improvement to finance. Trainers also show how reliability thinking applies to facilities as well as factories, from chilled water plants and pumps to lifts and standby generators.',
    'You will practise the reliability tools behind those decisions, including failure modes and effects analysis, root cause analysis, key performance indicators such as mean time between failures, and condition monitoring techniques. Whether you attend a classroom batch, study online live, join a live online group or choose one-to-one sessions, the course includes timed practice to build comfort with a computer-based format. The fee can be settled in instalments.',
    'There are no formal prerequisites for the course, so technicians, planners, engineers and managers can join. The credential exam is computer-based with 110 multiple-choice questions and is set by the awarding society. The academy issues a certificate of training completion, valid for life, and the credential itself is awarded by the society when you pass.',
  ],
  duration: '30 hours',
  hours: 30,
  schedule: 'Weekday or weekend batches, or one-to-one sessions at agreed times',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility: 'No formal prerequisites.',
  examFormat: 'Computer-based exam of 110 multiple-choice questions covering five domains',
  certificates: [
    'CMRP credential, awarded by a maintenance and reliability society on passing its exam',
    'Training completion certificate from Meridian Crest Academy, valid for life',
  ],
  careerRoles: [
    'Reliability Engineer',
    'Maintenance Manager',
    'Maintenance Planner',
    'Asset Manager',
    'Plant Engineer',
  ],
  highlights: [
    '30 hours of exam-focused training',
    'All five domains of the credential covered',
    'Computer-based exam of 110 multiple-choice questions',
    'Awarding body: a maintenance and reliability society',
    'No formal prerequisites to join',
    'Timed practice in a computer-based format',
  ],
  keywords: [
    'CMRP',
    'maintenance and reliability',
    'reliability engineering course',
    'CMRP exam preparation',
    'asset management',
    'maintenance certification',
  ],
  accreditation: 'Awarding body: a maintenance and reliability society',
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Choose the right maintenance strategy for each asset based on risk and cost',
      'Apply FMEA and root cause analysis to recurring failures',
      'Set up planning and scheduling that raises wrench time',
      'Track reliability KPIs such as MTBF and MTTR',
      'Make the financial case for reliability improvements',
      'Approach the computer-based exam with timed practice behind you',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'An internationally recognised credential in maintenance and reliability',
      'Evidence of skills valued in FM, utilities, oil and gas and manufacturing',
      'A route from technician or planner into reliability leadership',
      'A shared vocabulary with reliability professionals worldwide',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Maintenance technicians, planners and supervisors',
      'Reliability, mechanical and electrical engineers',
      'Facility and plant managers responsible for asset performance',
      'Operations staff moving into maintenance roles',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'The five domains of the credential:',
    items: [
      'Business and management',
      'Manufacturing process reliability',
      'Equipment reliability',
      'Organisation and leadership',
      'Work management',
    ],
  },
  extras: [
    {
      heading: 'Exam at a glance',
      items: [
        'Computer-based',
        '110 multiple-choice questions',
        'Five domains',
        'Set by a maintenance and reliability society',
      ],
    },
  ],
};
