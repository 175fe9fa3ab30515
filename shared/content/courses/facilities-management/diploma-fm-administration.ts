import type { Course } from '../types';

export const diplomaFmAdministration: Course = {
  slug: 'diploma-fm-administration',
  title: 'Diploma in Facility Management Administration',
  subject: 'facilities-management',
  categoryLabel: 'Core FM Courses',
  summary:
    'A 3-month, 144-hour diploma in 2 levels for the people who run the FM office: help desk, records, contracts, budgets and compliance.',
  description: [
    'Every facilities department depends on someone who keeps the paperwork, systems and conversations in order. The Diploma in Facility Management Administration is designed for that person: help desk coordinators, FM administrators, office managers and assistants who route requests, raise purchase orders, chase contractors and keep compliance files ready for inspection. It explains how an FM operation fits together, so the records you keep make sense to technicians, suppliers and building owners alike.',
    'The diploma takes 3 months and 144 hours, delivered in 2 levels. The levels move from the administrative groundwork of an FM office to the coordination of contracts, budgets and compliance across a whole site. Study options are online live, classroom, live online and one to one, and the diploma fee can be spread over instalments.',
    'Through practical exercises you will learn to run a help desk and log work orders so nothing is lost, maintain asset and space records, track service contracts and renewals, and prepare the monthly reports that managers rely on. You will also practise handling occupant complaints calmly, coordinating moves and events, and keeping permits, certificates and inspection records current. Along the way you pick up the working vocabulary of FM, from PPM and SLAs to snag lists and handover files, so you can talk confidently with engineers and contractors.',
    'The diploma ends with an exam of 2 hours consisting of 80 multiple-choice questions, with 70% needed to pass. Successful learners receive the Diploma in Facility Management Administration, valid for life. Many graduates use it as a first FM qualification before moving on to the operations diploma or the Mastery diploma.',
  ],
  duration: '3 months (144 hours), 2 levels',
  hours: 144,
  schedule:
    'Weekly timetable agreed at enrolment across the 2 levels; weekday and weekend batches subject to availability',
  learningLevels: ['Level 1', 'Level 2'],
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Suitable for administrators, office staff and graduates. The academy lists no formal entry requirement for this diploma; a free counselling call confirms that it fits your goals.',
  examFormat: 'Exam: 2 hours, 80 multiple-choice questions, 70% pass',
  certificates: [
    'Diploma in Facility Management Administration from Meridian Crest Academy, valid for life',
  ],
  careerRoles: [
    'FM Administrator',
    'Help Desk Coordinator',
    'Facilities Coordinator',
    'Office Manager',
    'Contracts Administrator',
  ],
  highlights: [
    '3 months and 144 hours in 2 levels',
    'Exam of 2 hours: 80 multiple-choice questions, 70% pass',
    'Help desk, records and contract administration practised on realistic cases',
    'Online live, classroom, live online or one-to-one study',
    'Lifelong validity for the diploma certificate',
    'Instalment plan available for the fee',
  ],
  keywords: [
    'FM administration',
    'facility management administration diploma',
    'FM help desk',
    'facilities coordinator course',
    'office management',
    'FM diploma',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Run an FM help desk: log, prioritise, assign and close work requests',
      'Keep asset registers, space records and maintenance histories accurate',
      'Track service contracts, renewals, purchase orders and invoices',
      'Prepare monthly FM reports and simple budget trackers for managers',
      'Maintain permits, certificates and inspection records for audits',
      'Handle occupant queries and complaints professionally',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A recognised first step into the facilities management profession',
      'Skills that transfer to FM companies, property firms and in-house teams',
      'Confidence working with FM software, reports and contracts',
      'A clear route on to the operations or Mastery diploma',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Help desk and front office staff in facilities or property teams',
      'Administrative assistants and office managers',
      'Graduates looking for an entry route into FM',
      'Coordinators in FM service companies who want formal training',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'The FM organisation: services, stakeholders and service levels',
      'Help desk operations and work order management',
      'Asset, space and document records',
      'Contract, vendor and purchase administration',
      'Budget tracking and FM reporting',
      'Compliance records, permits and inspections',
      'Occupant communication, moves and event support',
    ],
  },
  extras: [
    {
      heading: 'Exam at a glance',
      items: ['2 hours', '80 multiple-choice questions', '70% pass mark'],
    },
  ],
  brochure: true,
};
