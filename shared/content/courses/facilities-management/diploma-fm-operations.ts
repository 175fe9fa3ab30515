import type { Course } from '../types';

export const diplomaFmOperations: Course = {
  slug: 'diploma-fm-operations',
  title: 'Diploma in Facilities Operations and Maintenance Management',
  subject: 'facilities-management',
  categoryLabel: 'Core FM Courses',
  summary:
    'A 6-month, 300-hour diploma (fast track 3 months, 144 hours) on running building services, maintenance teams and contractors, online or in class.',
  description: [
    'Buildings only work when their plant, systems and people do. If you have ever been called out at night to a failed chiller and wondered how the breakdown could have been avoided, this diploma was written for you. The Diploma in Facilities Operations and Maintenance Management is aimed at technicians, supervisors and engineers who already keep building services running and want to manage that work rather than react to it. It covers the technical side of HVAC, electrical, plumbing, lifts and fire systems, and the management side: planning, contractors, costs and safety.',
    'The full diploma runs for 6 months and 300 hours. A fast track of 3 months and 144 hours is available for learners who can commit more time each week. Classes are offered online or in a classroom, and both routes use the same case studies, site examples and assessments. Payment by instalments is available for either route.',
    'You will learn to build a planned preventive maintenance schedule from asset data, choose between reactive, preventive and condition-based strategies, and use a CMMS to plan labour and spares. The course also covers permit-to-work systems, shutdown planning, energy monitoring and how to supervise contractors so that work is done safely, on time and to specification. Exercises are based on the commercial, residential and hospital buildings typical of Kerala and the UAE. You will also practise reading as-built drawings and operation manuals, and keeping a site ready for handover, audits and authority inspections.',
    'On completion you receive the Diploma in Facilities Operations and Maintenance Management, valid for life. Graduates are ready to step up to maintenance supervisor or operations manager positions, and many go on to the CMRP or the Mastery diploma.',
  ],
  duration: '6 months (300 hours); fast track 3 months (144 hours)',
  hours: 300,
  schedule:
    'Regular weekly sessions online or in the classroom; the fast track uses a more intensive timetable',
  modes: ['Online live', 'Classroom'],
  eligibility: '+2 higher secondary, or 3+ years of maintenance or facilities experience.',
  certificates: [
    'Diploma in Facilities Operations and Maintenance Management from Meridian Crest Academy, valid for life',
  ],
  careerRoles: [
    'Maintenance Supervisor',
    'Facilities Operations Manager',
    'MEP Supervisor',
    'Building Services Engineer',
    'Technical Services Manager',
  ],
  highlights: [
    '6 months and 300 hours, or a fast track of 3 months and 144 hours',
    'Study online or in a classroom',
    'Building services, PPM, CMMS and contractor control in one programme',
    'Open to +2 holders and to staff with 3+ years of maintenance or facilities experience',
    'Diploma valid for life',
    'Fees payable in instalments',
  ],
  keywords: [
    'FM operations',
    'maintenance management diploma',
    'facilities operations and maintenance',
    'PPM',
    'CMMS',
    'MEP maintenance course',
    'FM diploma',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Build a planned preventive maintenance schedule from an asset register',
      'Choose reactive, preventive or condition-based maintenance for each asset',
      'Plan labour, spares and shutdowns using a CMMS',
      'Run a permit-to-work system and lead safe maintenance activities',
      'Monitor energy use and spot wasteful plant operation',
      'Supervise contractors against scope, schedule and quality',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A management qualification for experienced technicians',
      'Readiness for supervisor and operations manager roles',
      'A stronger case for promotion within FM service companies',
      'A foundation for the CMRP credential and the Mastery diploma',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Technicians and supervisors in HVAC, electrical and plumbing trades',
      'Maintenance staff with 3+ years of experience seeking a formal qualification',
      'Junior MEP engineers moving into operations',
      'Building and property staff responsible for day-to-day plant',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Building services: HVAC, electrical, plumbing, lifts and fire systems',
      'Maintenance strategies and planned preventive maintenance',
      'Asset registers, CMMS and work planning',
      'Health and safety, permits to work and risk assessment',
      'Energy monitoring and efficient plant operation',
      'Contractor management and service level agreements',
      'Operations budgeting, spares and inventory',
    ],
  },
  extras: [
    {
      heading: 'Study routes',
      items: [
        'Full diploma: 6 months, 300 hours',
        'Fast track: 3 months, 144 hours',
        'Online or classroom delivery',
      ],
    },
  ],
  brochure: true,
};
