import type { Course } from '../types';

export const certifiedTrainingManagerCourse: Course = {
  slug: 'certified-training-manager-course',
  title: 'Certified Training Manager',
  abbreviation: 'CTM',
  subject: 'soft-skills',
  categoryLabel: 'Key Courses',
  summary:
    'Run the training function end to end: needs analysis, programme design, delivery, budgets and evaluation, in a 24-hour, 5-module CTM course.',
  description: [
    'Running a training function is a management job, not only a teaching one. The Certified Training Manager (CTM) course at Meridian Crest Academy is aimed at learning and development officers, HR professionals, senior trainers and department heads who are responsible for deciding what training an organisation needs, buying or building it, and proving that it made a difference.',
    'The course takes 24 hours and is structured in 5 modules that follow the training cycle. You begin with the role of the training manager and how learning supports business strategy, then move to training needs analysis at organisation, team and individual level. The third module covers designing a programme and an annual training plan; the fourth deals with running delivery, choosing and managing external providers, scheduling and controlling a budget. The last module focuses on evaluation, from learner reaction through to behaviour change and business results, so you can report on the value of training to leadership.',
    'You can study online live, in a classroom at our Kerala, Dubai, Sharjah or Abu Dhabi centres, in a live online batch, or one-to-one. Assignments ask you to produce real working documents, such as a needs analysis and a training plan for your own organisation. Case discussions compare how training is organised in small firms, large corporates and multi-site operations, so you can adapt the approach to your setting. Fees can be paid in instalments.',
    'When you complete the course you receive the Certified Training Manager certificate, valid for life. It pairs naturally with the Train the Trainer course for those who both manage and deliver training.',
  ],
  duration: '24 hours, 5 modules',
  hours: 24,
  schedule:
    'Weekday or weekend sessions with assignments between classes; a one-to-one schedule is available for managers with busy calendars.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Suited to HR and L&D professionals, experienced trainers and managers who plan, buy or oversee training.',
  certificates: ['Certified Training Manager (CTM) certificate, valid for life'],
  careerRoles: [
    'Training Manager',
    'Learning and Development Manager',
    'Training Coordinator',
    'HR Development Specialist',
    'Corporate Training Lead',
  ],
  highlights: [
    '24 hours of training in 5 modules',
    'Covers the full cycle from needs analysis to evaluation',
    'Produce a training needs analysis and plan for your own organisation',
    'Guidance on budgets, scheduling and managing training providers',
    'Available online live, in class, as live online or 1-1',
    'Instalment plan on fees; certificate valid for life',
  ],
  moduleCount: 5,
  keywords: [
    'certified training manager',
    'CTM',
    'training management',
    'learning and development',
    'training needs analysis',
    'L&D course',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Link a training strategy to business goals',
      'Carry out a training needs analysis at organisation, team and individual level',
      'Design programmes and an annual training plan',
      'Manage delivery, schedules, budgets and external providers',
      'Evaluate training at several levels and report its value',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Prepares you to lead or set up a training department',
      'Adds a management credential to your L&D or HR experience',
      'Lets you speak the language of business results with senior leaders',
      'Supports a move from trainer to training manager',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Training and L&D officers and coordinators',
      'HR professionals with responsibility for staff development',
      'Senior trainers moving into management',
      'Department heads who plan training for their teams',
      'Consultants who advise organisations on training',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'Five modules that follow the training cycle.',
    items: [
      "Module 1: The training manager's role and learning strategy",
      'Module 2: Training needs analysis',
      'Module 3: Designing programmes and the annual training plan',
      'Module 4: Managing delivery, providers, schedules and budgets',
      'Module 5: Evaluating training and reporting its impact',
    ],
  },
};
