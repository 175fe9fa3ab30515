import type { Course } from '../types';

export const pmpCertification: Course = {
  slug: 'pmp-certification',
  title: 'PMP Certification Training',
  abbreviation: 'PMP',
  subject: 'project-management',
  categoryLabel: 'Professional Courses',
  summary:
    "Prepare for the PMP exam with 35 hours of training, 35 PDUs and 700+ mock questions, aligned to the PMBOK 7th edition and PMI's exam approach.",
  description: [
    'The PMP certification course is for project managers, engineers, coordinators and team leads who already run projects and want the Project Management Professional credential from PMI. It suits people in construction, IT, facilities, engineering, healthcare and service organisations, where the PMP is one of the best-known project management credentials among employers and clients.',
    "The programme delivers 35 hours of training, and completing it gives you 35 PDUs. Teaching is aligned to the PMBOK 7th edition while still covering the 5 process groups and 10 knowledge areas that remain part of the exam's vocabulary, and everything is mapped to the 3 performance domains of the exam: People, Process and Business Environment. Predictive, agile and hybrid ways of working are treated side by side, because exam questions regularly ask you to choose the right approach for a situation.",
    'Exam readiness runs through the whole course. You practise with a bank of 700+ mock questions, review the reasoning behind each answer and learn to read long situational questions the way the exam intends, so that timing stops being a worry on the day. Sessions are available online, in a classroom in Kerala or the UAE, as live online classes or one-to-one, and the fee can be paid in instalments.',
    "You receive a course certificate recording your 35 hours of project management training, valid for life. The PMP credential itself is awarded by PMI when you pass its examination and is kept active under PMI's own renewal requirements; before you apply, the academy walks you through PMI's eligibility conditions and application steps.",
  ],
  duration: '35 hours of instructor-led training (35 PDUs)',
  hours: 35,
  schedule:
    'Flexible: PMP batches are planned at enrolment, and the mock-question practice continues between sessions at your own pace.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Open to project professionals preparing for the PMP. PMI sets its own exam eligibility conditions, including project experience and project management education, and these are reviewed with you before you enrol.',
  examFormat:
    'Exam preparation with 700+ mock questions across the 3 performance domains (People, Process, Business Environment); the PMP examination itself is set and administered by PMI.',
  certificates: [
    'PMP exam preparation course certificate recording 35 hours of training and 35 PDUs, valid for life',
    'Project Management Professional (PMP) credential, awarded by PMI on passing its examination',
  ],
  careerRoles: [
    'Project Manager',
    'Project Coordinator',
    'Programme Manager',
    'Project Controls Engineer',
    'PMO Analyst',
  ],
  highlights: [
    '35 hours of instructor-led training earning 35 PDUs',
    '700+ mock questions with explained answers',
    'Aligned to the PMBOK 7th edition and the PMI exam approach',
    '5 process groups, 10 knowledge areas and 3 performance domains covered',
    'Predictive, agile and hybrid project approaches compared',
    'Join PMP classes online, in class, live online or 1-1; pay in instalments',
  ],
  accreditation: 'PMI',
  keywords: [
    'PMP',
    'PMP certification',
    'project management professional',
    'PMI',
    'PMBOK 7th edition',
    'PMP exam preparation',
    '35 PDUs',
    'project management course',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Apply the 5 process groups and 10 knowledge areas to real projects',
      'Answer situational questions across the People, Process and Business Environment domains',
      'Choose between predictive, agile and hybrid approaches for a given project',
      'Build and control scope, schedule, cost and risk baselines',
      'Lead project teams, engage stakeholders and resolve conflict',
      'Sit the PMP exam with a tested time-management strategy',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Prepares you for the PMP, a credential recognised by employers worldwide',
      'Supports moves into project manager and programme management roles',
      'Gives you a common language with international clients, consultants and contractors',
      'Documents 35 hours of training and 35 PDUs on your course certificate',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Project managers preparing for the PMP exam',
      'Engineers, site managers and technical leads who run projects',
      'IT and software project coordinators and agile team members',
      'Facilities, operations and construction professionals managing projects',
      'Professionals who want to formalise their project experience with a global credential',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'The PMP exam and the PMBOK 7th edition: principles, performance domains and tailoring',
      'The 5 process groups: initiating, planning, executing, monitoring and controlling, closing',
      'The 10 knowledge areas: integration, scope, schedule, cost, quality, resource, communications, risk, procurement and stakeholder management',
      'People domain: leading teams, coaching, conflict and stakeholder engagement',
      'Process domain: planning, delivery, change control and value delivery',
      'Business Environment domain: compliance, benefits and organisational change',
      'Agile and hybrid delivery: iterations, backlogs and servant leadership',
      'Exam strategy and review of the 700+ mock questions',
    ],
  },
  extras: [
    {
      heading: 'PMP framework at a glance',
      intro: "The structure the course follows, as set out in the academy's PMP programme.",
      items: [
        'PMBOK 7th edition as the reference guide',
        '5 process groups',
        '10 knowledge areas',
        '3 performance domains: People, Process, Business Environment',
        '35 hours of training, 35 PDUs',
        '700+ mock questions for exam practice',
      ],
    },
  ],
};
