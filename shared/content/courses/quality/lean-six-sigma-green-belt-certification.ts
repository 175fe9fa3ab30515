import type { Course } from '../types';

export const leanSixSigmaGreenBeltCertification: Course = {
  slug: 'lean-six-sigma-green-belt-certification',
  title: 'Lean Six Sigma Green Belt Certification',
  abbreviation: 'LSSGB',
  subject: 'quality',
  categoryLabel: 'Professional Courses',
  summary:
    'Lead improvement projects with data: a 16-hour, 7-module Lean Six Sigma Green Belt course on DMAIC, statistics and control, with IASSC accreditation.',
  description: [
    'A Green Belt is the person who actually runs an improvement project: scoping it, gathering the data, testing the causes and handing a better process back to the business. The Lean Six Sigma Green Belt Certification at Meridian Crest Academy prepares engineers, analysts, team leaders and managers for that role, whether they work in manufacturing, facilities, banking, healthcare, IT services or supply chain.',
    'The programme is delivered in 16 hours over 7 modules, one for project selection and then one or more for each DMAIC phase. You learn to write a charter that sponsors will sign, check that a measurement system can be trusted, calculate process capability, and use hypothesis tests, correlation and regression to separate real causes from noise. The Improve and Control modules cover piloting solutions, failure mode and effects analysis, and control charts that tell you when a process drifts.',
    'You can attend online live, in a classroom in Kerala, Dubai, Sharjah or Abu Dhabi, through a live online batch, or in private one-to-one sessions. Trainers encourage you to bring a live problem from work so that each module moves your own project forward, and payment by instalments is available. Worked examples are shown step by step, so a strong mathematics background is not needed to follow the statistical content.',
    'On completion you receive a Lean Six Sigma Green Belt certificate with IASSC accreditation, issued as valid for life. Green Belts who later want to lead larger, cross-functional programmes can progress to the Black Belt course. Until then, the Green Belt gives you a method you can repeat on every new problem your team faces, and a clear way to report the savings or service gains you achieve.',
  ],
  duration: '16 hours, 7 modules',
  hours: 16,
  schedule:
    'Weekday evening or weekend sessions, or one-to-one coaching slots, agreed at enrolment so you can work on a live project between classes.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Suited to graduates and working professionals who will lead or support improvement projects; a Yellow Belt is helpful but not required.',
  certificates: ['Lean Six Sigma Green Belt certificate (IASSC accreditation), valid for life'],
  careerRoles: [
    'Lean Six Sigma Green Belt',
    'Process Improvement Analyst',
    'Quality Engineer',
    'Operations Excellence Specialist',
    'Production or Service Team Lead',
  ],
  highlights: [
    '16 hours of instruction organised in 7 modules',
    'IASSC accreditation for the Green Belt certificate',
    'Statistics explained step by step, with worked examples',
    'Bring a real workplace problem and develop it as your project',
    'Study modes: online live, classroom, live online or 1-1',
    'Instalment option on fees and a certificate issued for life',
  ],
  moduleCount: 7,
  accreditation: 'IASSC',
  keywords: [
    'lean six sigma',
    'green belt',
    'LSSGB',
    'six sigma certification',
    'DMAIC',
    'statistical process control',
    'IASSC',
    'quality improvement',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Select and scope an improvement project and write a project charter',
      'Check whether a measurement system is reliable before trusting its data',
      'Calculate baseline performance and process capability',
      'Test suspected causes with hypothesis tests, correlation and regression',
      'Design, pilot and risk-check solutions using FMEA',
      'Set up control charts and a control plan to hold the improvement',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Qualifies you to lead departmental improvement projects',
      'Demonstrates practical skill with data analysis to employers',
      'Opens roles in operational excellence and quality teams',
      'Lets you show savings and service gains in measurable terms',
      'Forms the basis for progression to the Black Belt',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Engineers and analysts in manufacturing, facilities or service operations',
      'Team leaders and supervisors responsible for process performance',
      'Quality and compliance professionals',
      'Project coordinators who want a structured problem-solving method',
      'Yellow Belts ready to lead projects of their own',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'Seven modules taking a project from selection to handover.',
    items: [
      'Module 1: Lean Six Sigma principles, roles and project selection',
      'Module 2: Define: project charter, SIPOC and stakeholder analysis',
      'Module 3: Measure: data types, sampling plans and measurement system analysis',
      'Module 4: Measure: baseline performance and process capability',
      'Module 5: Analyse: hypothesis testing, correlation and regression',
      'Module 6: Improve: generating, piloting and risk-checking solutions with FMEA',
      'Module 7: Control: statistical process control, control plans and project closure',
    ],
  },
};
