import type { Course } from '../types';

export const leanSixSigmaYellowBeltCertification: Course = {
  slug: 'lean-six-sigma-yellow-belt-certification',
  title: 'Lean Six Sigma Yellow Belt Certification',
  abbreviation: 'LSSYB',
  subject: 'quality',
  categoryLabel: 'Professional Courses',
  summary:
    'A 16-hour, 6-module introduction to Lean Six Sigma: learn the DMAIC roadmap and 40+ tools for removing waste and errors, with IASSC accreditation.',
  description: [
    'The Lean Six Sigma Yellow Belt Certification is the first step on the belt ladder at Meridian Crest Academy. It is written for people who take part in improvement work rather than lead it: front-line staff, coordinators, supervisors and administrators in operations, facilities, healthcare, banking, hospitality and logistics who want a common language for talking about customer value, waste and variation.',
    'Over 16 hours and 6 modules you follow the DMAIC roadmap of Define, Measure, Analyse, Improve and Control, and you practise 40+ tools along the way. SIPOC diagrams, swimlane process maps, check sheets, Pareto charts, fishbone diagrams, the 5 Whys, 5S and simple run charts are each tried on a process you know from your own job, so the ideas stick. Short exercises in each module ask you to measure something real, such as waiting time at a service counter or rework on a maintenance job, and to discuss what the numbers show. By the final session you can describe a problem in measurable terms, trace it to likely causes and suggest practical fixes to your team leader.',
    'Classes are offered online live, in our classrooms in Kerala, Dubai, Sharjah and Abu Dhabi, as live online batches, or one-to-one with a trainer. Because the course is short, many learners complete it around a normal working week, and the fee can be split into instalments.',
    'Learners who complete the programme receive a Lean Six Sigma Yellow Belt certificate carrying IASSC accreditation, which the academy issues as valid for life. The Yellow Belt toolkit is the foundation the Green Belt course builds on, so it is a natural starting point if you plan to lead projects later.',
  ],
  duration: '16 hours, 6 modules',
  hours: 16,
  schedule:
    'Compact weekday or weekend batches, or one-to-one sessions fitted around shift patterns; timings are confirmed when you enrol.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Open to working professionals, graduates and students who want a first grounding in process improvement; no earlier Lean or Six Sigma study is expected.',
  certificates: ['Lean Six Sigma Yellow Belt certificate (IASSC accreditation), valid for life'],
  careerRoles: [
    'Process Improvement Team Member',
    'Quality Assistant',
    'Operations Coordinator',
    'Team Leader',
    'Customer Service Supervisor',
  ],
  highlights: [
    '16 hours of trainer-led learning across 6 modules',
    '40+ tools practised on processes from your own workplace',
    'IASSC accreditation for the Yellow Belt certificate',
    'A clear first step towards the Green Belt and Black Belt',
    'Join online live, in a classroom, in a live online batch or 1-1',
    'Fee payable in instalments; certificate valid for life',
  ],
  moduleCount: 6,
  accreditation: 'IASSC',
  keywords: [
    'lean six sigma',
    'yellow belt',
    'LSSYB',
    'six sigma',
    'DMAIC',
    'process improvement',
    'IASSC',
    'quality',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Explain the DMAIC roadmap and where a Yellow Belt contributes to a project',
      'Map a process with SIPOC and swimlane diagrams and spot hand-offs that cause delay',
      'Recognise the common forms of Lean waste in an office or on a site',
      'Collect simple data with check sheets and present it in Pareto and run charts',
      'Use fishbone diagrams and the 5 Whys to find likely root causes',
      'Apply 5S and standard work to keep an improvement in place',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Shows employers you can take part in structured improvement projects',
      'Gives you the vocabulary used by Green Belt and Black Belt project leaders',
      'Adds a recognised quality credential to your CV early in your career',
      'Helps you suggest changes backed by data rather than opinion',
      'Prepares the ground for the Lean Six Sigma Green Belt course',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Front-line staff and coordinators in operations and service teams',
      'Supervisors who want their teams to solve recurring problems',
      'Administrators and back-office staff handling repetitive processes',
      'Facilities, healthcare, hospitality and logistics employees',
      'Graduates and students preparing for roles in quality or operations',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'Six modules that follow the improvement cycle from start to finish.',
    items: [
      'Module 1: Lean Six Sigma foundations, customer value and the DMAIC roadmap',
      'Module 2: Define: voice of the customer, critical-to-quality needs and the project charter',
      'Module 3: Measure: SIPOC, process mapping, check sheets and basic data',
      'Module 4: Analyse: Pareto analysis, fishbone diagrams and the 5 Whys',
      'Module 5: Improve: waste removal, 5S and simple mistake-proofing',
      'Module 6: Control: standard work, visual management and sustaining the gain',
    ],
  },
};
