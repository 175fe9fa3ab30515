import type { Course } from '../types';

export const certifiedAiTestingProfessional: Course = {
  slug: 'certified-ai-testing-professional',
  title: 'Certified AI Testing Professional (CAITP)',
  abbreviation: 'CAITP',
  subject: 'artificial-intelligence',
  categoryLabel: 'Professional Courses',
  summary:
    'CAITP: 6 modules on testing AI systems and using AI in testing, with an AI-proctored exam of 40 multiple-choice questions in 60 minutes.',
  description: [
    'Software that learns from data does not behave like conventional software, and the usual test cases are not enough to show that it is fair, robust and fit for purpose. The Certified AI Testing Professional (CAITP) is for software testers, QA engineers and test leads who need to test AI-based systems with confidence, and who also want to use AI to make their own testing faster.',
    'The course is built in 6 modules. It starts with the machine learning ideas a tester must understand, then moves to the quality characteristics that matter for AI, such as accuracy, bias, explainability, robustness and drift. You learn how to assess training and test data, how to read model evaluation metrics, and which techniques, from metamorphic testing to adversarial inputs, help where there is no simple expected result. Later modules turn the relationship around and show how AI can generate test cases, prioritise regression suites and keep automated scripts working as interfaces change.',
    'Learning is hands-on, with exercises on sample models and datasets. For example, you will probe a sentiment classifier with paraphrased inputs, check a dataset for under-represented groups, and ask an AI assistant to propose boundary tests that you then review critically. Sessions run in the classroom, online live, in live online groups or one to one on a timetable agreed at enrolment, with instalment payment available.',
    'The course closes with an AI-proctored exam of 40 multiple-choice questions in 60 minutes. The pass mark is 80%, which is 32 of 40. Successful candidates receive the CAITP certificate, valid for life.',
  ],
  duration: 'Flexible: the timetable for the 6 modules is agreed at enrolment',
  schedule: 'Weekday, weekend or one-to-one sessions arranged around your work',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Aimed at people already working in software testing or quality assurance. The academy lists no formal entry qualification for CAITP, and a counsellor can confirm the fit.',
  examFormat:
    'AI-proctored exam: 40 multiple-choice questions in 60 minutes; the pass mark is 80%, which is 32 of 40',
  certificates: ['Certified AI Testing Professional (CAITP) certificate, valid for life'],
  careerRoles: [
    'AI Test Engineer',
    'QA Engineer',
    'Test Automation Engineer',
    'Test Lead',
    'ML Quality Analyst',
  ],
  highlights: [
    '6 modules on testing AI and testing with AI',
    'AI-proctored exam: 40 multiple-choice questions in 60 minutes',
    'Pass mark 80% (32 of 40)',
    'Hands-on exercises with sample models and datasets',
    'Online, classroom or one-to-one learning',
    'Lifetime validity for the CAITP certificate',
  ],
  moduleCount: 6,
  keywords: [
    'CAITP',
    'AI testing',
    'certified AI testing professional',
    'testing machine learning',
    'QA certification',
    'AI in test automation',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Plan a test strategy for a system that includes machine learning components',
      'Assess training and test data for quality, coverage and bias',
      'Interpret evaluation metrics such as precision, recall and confusion matrices',
      'Apply metamorphic, adversarial and exploratory techniques to AI systems',
      'Use AI tools to generate tests and maintain automated suites',
      'Report AI-specific risks clearly to developers and product owners',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A specialist credential in a fast-growing area of quality assurance',
      'Skills to join teams shipping AI products',
      'Greater productivity through AI-assisted testing',
      'A step towards test lead and quality engineering roles',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Manual and automation testers',
      'QA engineers and test leads',
      'Developers responsible for testing ML features',
      'Quality managers overseeing AI projects',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Module 1: Machine learning fundamentals for testers',
      'Module 2: Quality characteristics of AI systems: bias, explainability, robustness and drift',
      'Module 3: Data quality and test data for machine learning',
      'Module 4: Model evaluation metrics and techniques for testing AI systems',
      'Module 5: Using AI to support testing and test automation',
      'Module 6: Test strategy, risk, ethics and regulation for AI systems',
    ],
  },
  extras: [
    {
      heading: 'Exam at a glance',
      items: [
        'AI-proctored',
        '40 multiple-choice questions',
        '60 minutes',
        'Pass mark 80% (32 of 40)',
      ],
    },
  ],
};
