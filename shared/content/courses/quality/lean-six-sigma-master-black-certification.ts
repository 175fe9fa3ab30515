import type { Course } from '../types';

export const leanSixSigmaMasterBlackCertification: Course = {
  slug: 'lean-six-sigma-master-black-certification',
  title: 'ASQ Lean Six Sigma Master Black Belt Certification',
  abbreviation: 'LSSMBB',
  subject: 'quality',
  categoryLabel: 'Professional Courses',
  summary:
    'A 56-hour ASQ Lean Six Sigma Master Black Belt course for those who steer an improvement programme, coach Black Belts and link projects to strategy.',
  description: [
    'A Master Black Belt is less a project leader than the steward of an entire improvement programme. This ASQ Lean Six Sigma Master Black Belt Certification is the most senior course in the Meridian Crest Academy quality track, designed for Black Belts, heads of quality, operational excellence managers and consultants who decide which projects an organisation runs, train the belts who run them, and answer to leadership for the results.',
    "The course is the longest in the track at 56 hours. It covers linking improvement to strategy through policy deployment, building and governing a project portfolio, and designing training and certification paths for Yellow, Green and Black Belts inside your own organisation. The statistical content goes beyond the Black Belt level to include advanced experimental design and multivariate thinking, and a good part of the time is spent on how to review another person's analysis and coach them to a better answer.",
    'You can take the programme online live, in the classroom in Kerala, Dubai, Sharjah or Abu Dhabi, through a live online batch, or one-to-one with a senior trainer. Discussions centre on deployments the participants are running or planning, which makes the cohort itself a valuable source of practice. You also prepare an outline deployment plan for your own organisation, covering roles, project pipeline and training needs, and present it for feedback from the trainer and peers. The programme fee can be paid in instalments over the length of the programme.',
    'Successful participants receive a Master Black Belt certificate from the academy, issued as valid for life. It marks you as someone ready to run a Lean Six Sigma deployment, mentor practitioners at every belt level and report its impact to the board.',
  ],
  duration: '56 hours',
  hours: 56,
  schedule:
    'Run as a longer programme in weekday or weekend blocks, with the option of one-to-one sessions for senior staff; the timetable is agreed at enrolment.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Intended for practising Black Belts and senior quality or operations leaders; readiness is discussed with each applicant in a free consultation.',
  certificates: [
    'Lean Six Sigma Master Black Belt certificate (ASQ Master Black Belt course), valid for life',
  ],
  careerRoles: [
    'Lean Six Sigma Master Black Belt',
    'Head of Operational Excellence',
    'Director of Quality',
    'Continuous Improvement Programme Manager',
    'Transformation Consultant',
  ],
  highlights: [
    '56 hours: the most in-depth course in the quality track',
    'ASQ named in the course title',
    'Strategy deployment and project portfolio governance',
    'Train-the-belt skills: curriculum design, coaching and project review',
    'Offered online live, in the classroom, as live online or 1-1',
    'Instalments accepted; certificate valid for life',
  ],
  accreditation: 'ASQ (named in the course title)',
  keywords: [
    'lean six sigma',
    'master black belt',
    'LSSMBB',
    'MBB',
    'ASQ',
    'six sigma deployment',
    'operational excellence',
    'quality leadership',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Align an improvement programme with business strategy through policy deployment',
      'Build, prioritise and govern a portfolio of Lean Six Sigma projects',
      'Design belt training and certification paths for your organisation',
      'Review Black Belt and Green Belt analyses and coach teams to sound conclusions',
      'Apply advanced experimental design and multivariate methods',
      'Measure and report programme benefits to senior leadership',
      'Lead the culture change that keeps improvement going',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Prepares you for head-of-excellence and director-level quality roles',
      'Establishes you as the internal authority on Lean Six Sigma',
      'Builds the training and coaching record expected of a Master Black Belt',
      'Equips you to advise other organisations as a consultant',
      'Shows leadership that you can turn projects into lasting business results',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Black Belts moving into programme leadership',
      'Heads of quality, operational excellence or transformation',
      'Managers responsible for launching a Lean Six Sigma deployment',
      'Internal trainers and coaches of belt practitioners',
      'Management consultants specialising in process improvement',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'Topics covered over the 56 hours.',
    items: [
      'The Master Black Belt role, deployment models and governance',
      'Strategy deployment, balanced measures and linking projects to goals',
      'Project portfolio selection, prioritisation and benefits tracking',
      'Advanced design of experiments and response surface methods',
      'Multivariate analysis and reliability thinking',
      'Designing belt curricula, assessments and certification paths',
      'Coaching, project reviews and mentoring Black Belts',
      'Change leadership, culture and sustaining the programme',
    ],
  },
};
