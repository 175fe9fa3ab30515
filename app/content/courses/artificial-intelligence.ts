import type { Course } from './types';

export const artificialIntelligenceCourses: Course[] = [
  {
    slug: 'ai-ml-training',
    title: 'Artificial Intelligence and Machine Learning Training',
    subject: 'artificial-intelligence',
    categoryLabel: 'Professional Courses',
    summary:
      'A 15-week (3.5 months) AI and machine learning programme with 5+ case studies, a capstone project, placement cell support and lifetime LMS access.',
    description: [
      'Artificial intelligence has moved from research labs into everyday business tools, and employers now look for people who can build, test and explain machine learning models, not just talk about them. This programme is for graduates, IT professionals, analysts and engineers who want practical, job-ready skills in AI and machine learning, starting from data handling and ending with a working model of their own.',
      'The programme runs for 15 weeks (3.5 months). You begin with Python and the statistics behind machine learning, then learn to clean and explore data, train and evaluate supervised and unsupervised models, and work with neural networks, natural language processing and generative AI. Each topic is taught hands-on in notebooks, so you write the code yourself rather than watching it being written.',
      'Theory is anchored in 5+ case studies drawn from areas such as retail demand, customer churn, document classification and predictive maintenance. In the final weeks you complete a capstone project: you choose a problem, prepare the data, compare models, and present your results and their limits as you would to a manager. That project becomes a portfolio piece you can show in interviews.',
      'You can attend in a classroom, learn online live with a cohort, join a live online group or book one-to-one coaching, and instalment payment keeps the fee manageable. You keep lifetime LMS access to notebooks, datasets and course material, and the placement cell supports you with CV reviews, interview practice and job leads once you finish. Completing learners receive a certificate that is valid for life.',
    ],
    duration: '15 weeks (3.5 months)',
    schedule: 'Weekly live sessions over 15 weeks, with hands-on lab work and a capstone project in the final weeks',
    modes: ['Online live', 'Classroom', 'Live online', '1-1'],
    eligibility:
      'Comfort with computers and basic school mathematics helps. There is no stated entry qualification for the programme; a counsellor checks readiness before you enrol.',
    certificates: ['Artificial Intelligence and Machine Learning certificate from Meridian Crest Academy, valid for life'],
    careerRoles: ['Machine Learning Engineer', 'Data Scientist', 'AI Engineer', 'Data Analyst', 'NLP Engineer'],
    highlights: [
      '15 weeks (3.5 months) from Python basics to deployed models',
      '5+ case studies from real business problems',
      'Capstone project for your portfolio',
      'Placement cell support with CVs, interviews and job leads',
      'Lifetime LMS access to notebooks and datasets',
      'Online, classroom or one-to-one study with instalment payment',
    ],
    keywords: ['AI', 'ML', 'artificial intelligence course', 'machine learning training', 'data science', 'Python', 'deep learning', 'generative AI'],
    outcomes: {
      heading: 'What you will be able to do',
      items: [
        'Write Python to load, clean and explore real datasets',
        'Train and evaluate regression, classification and clustering models',
        'Build and tune neural networks for image and text tasks',
        'Use natural language processing and generative AI tools responsibly',
        'Deploy a simple model behind an API and monitor its performance',
        'Present model results, trade-offs and limitations to non-technical colleagues',
      ],
    },
    careerBenefits: {
      heading: 'Career benefits',
      items: [
        'A portfolio of 5+ case studies and a capstone project to show employers',
        'Hands-on skills for entry and mid-level AI and data roles',
        'Placement cell support during your job search',
        'Lifetime LMS access to keep your skills current',
      ],
    },
    audience: {
      heading: 'Who should attend',
      items: [
        'Engineering, science and commerce graduates entering tech careers',
        'Software developers and IT professionals adding AI skills',
        'Data and business analysts who want to build predictive models',
        'Professionals changing careers into data and AI',
      ],
    },
    content: {
      heading: 'Course content',
      items: [
        'Python programming for data work',
        'Statistics, probability and linear algebra essentials',
        'Data wrangling, visualisation and feature engineering',
        'Supervised learning: regression and classification',
        'Unsupervised learning: clustering and dimensionality reduction',
        'Deep learning and neural networks',
        'Natural language processing and generative AI',
        'Model deployment, ethics and the capstone project',
      ],
    },
  },
  {
    slug: 'certified-ai-professional',
    title: 'Certified AI Professional (CAIP)',
    abbreviation: 'CAIP',
    subject: 'artificial-intelligence',
    categoryLabel: 'Professional Courses',
    summary:
      'CAIP: a 20-25 hour, 3-module certification that helps any professional use AI well at work, ending in a 1 hour AI-proctored exam.',
    description: [
      'Most professionals will not build AI models, but nearly all of them will be expected to use AI tools well and to judge when those tools can be trusted. The Certified AI Professional (CAIP) is designed for that majority: managers, administrators, marketers, HR and finance staff, teachers and consultants who want a solid, practical command of AI without learning to code.',
      'The certification takes 20-25 hours and is organised in 3 modules. The first explains in plain language what AI and machine learning are, how large language models produce their answers, and where they tend to go wrong. The second is hands-on: you use generative AI tools to draft, summarise, analyse and plan, and learn prompt techniques that give reliable results. The third covers responsible use, including data privacy, bias, intellectual property and how an organisation can adopt AI with sensible policies.',
      'Every session includes exercises built around your own job, so by the end you have a set of tested prompts and workflows you can use the following week. Typical exercises include turning meeting notes into action lists, comparing supplier proposals, drafting policy summaries and building a simple analysis from a spreadsheet, each checked for accuracy before you rely on it. Choose classroom, online live, live online or one-to-one delivery; payment in instalments is possible.',
      'There are no prerequisites, and no technical background is assumed. The course ends with a 1 hour AI-proctored exam. Successful candidates receive the CAIP certificate, valid for life, which shows employers that you can apply AI productively and responsibly.',
    ],
    duration: '20-25 hours, 3 modules',
    hours: 20,
    schedule: 'Short weekday or weekend sessions over a few weeks, or an intensive one-to-one plan',
    modes: ['Online live', 'Classroom', 'Live online', '1-1'],
    eligibility: 'No prerequisites.',
    examFormat: '1 hour AI-proctored exam',
    certificates: ['Certified AI Professional (CAIP) certificate, valid for life'],
    careerRoles: ['AI-enabled Manager', 'Business Analyst', 'Digital Transformation Officer', 'Operations Executive', 'Marketing Specialist'],
    highlights: [
      '20-25 hours of practical training',
      '3 modules: AI foundations, hands-on generative AI, responsible use',
      '1 hour AI-proctored final exam',
      'No prerequisites and no coding required',
      'Exercises built around your own role',
      'Certificate valid for life',
    ],
    moduleCount: 3,
    keywords: ['CAIP', 'certified AI professional', 'AI certification', 'generative AI course', 'prompt engineering', 'AI for managers'],
    outcomes: {
      heading: 'What you will be able to do',
      items: [
        'Explain how AI and large language models work and where they fail',
        'Write prompts that produce accurate, usable drafts, summaries and analyses',
        'Check AI output for errors, bias and invented facts',
        'Protect confidential data when using AI tools',
        'Propose AI use cases and simple policies for your team',
      ],
    },
    careerBenefits: {
      heading: 'Career benefits',
      items: [
        'A recognised certificate that shows practical AI skills on your CV',
        'Time saved on writing, research and reporting tasks',
        'Confidence to lead AI adoption conversations at work',
        'A first step towards technical AI programmes if you want to go further',
      ],
    },
    audience: {
      heading: 'Who should attend',
      items: [
        'Managers and team leaders in any sector',
        'Administrative, HR, finance and marketing professionals',
        'Teachers, trainers and consultants',
        'Students and graduates preparing for the workplace',
      ],
    },
    content: {
      heading: 'Course content',
      items: [
        'Module 1: AI foundations: machine learning, large language models and their limits',
        'Module 2: Generative AI in practice: prompting, drafting, summarising and analysis',
        'Module 3: Responsible AI: privacy, bias, intellectual property and adoption policy',
      ],
    },
    extras: [
      {
        heading: 'Exam at a glance',
        items: ['1 hour', 'AI-proctored', 'Taken at the end of the course'],
      },
    ],
  },
  {
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
      'The course closes with an AI-proctored exam of 40 multiple-choice questions in 60 minutes. The pass mark is 80% (32 of 40). Successful candidates receive the CAITP certificate, valid for life.',
    ],
    duration: 'Flexible: the timetable for the 6 modules is agreed at enrolment',
    schedule: 'Weekday, weekend or one-to-one sessions arranged around your work',
    modes: ['Online live', 'Classroom', 'Live online', '1-1'],
    eligibility:
      'Aimed at people already working in software testing or quality assurance. The academy lists no formal entry qualification for CAITP, and a counsellor can confirm the fit.',
    examFormat: 'AI-proctored exam: 40 multiple-choice questions in 60 minutes; pass mark 80% (32 of 40)',
    certificates: ['Certified AI Testing Professional (CAITP) certificate, valid for life'],
    careerRoles: ['AI Test Engineer', 'QA Engineer', 'Test Automation Engineer', 'Test Lead', 'ML Quality Analyst'],
    highlights: [
      '6 modules on testing AI and testing with AI',
      'AI-proctored exam: 40 multiple-choice questions in 60 minutes',
      'Pass mark 80% (32 of 40)',
      'Hands-on exercises with sample models and datasets',
      'Online, classroom or one-to-one learning',
      'Lifetime validity for the CAITP certificate',
    ],
    moduleCount: 6,
    keywords: ['CAITP', 'AI testing', 'certified AI testing professional', 'testing machine learning', 'QA certification', 'AI in test automation'],
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
        items: ['AI-proctored', '40 multiple-choice questions', '60 minutes', 'Pass mark 80% (32 of 40)'],
      },
    ],
  },
];
