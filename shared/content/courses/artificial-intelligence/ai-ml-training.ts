import type { Course } from '../types';

export const aiMlTraining: Course = {
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
  schedule:
    'Weekly live sessions over 15 weeks, with hands-on lab work and a capstone project in the final weeks',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Comfort with computers and basic school mathematics helps. There is no stated entry qualification for the programme; a counsellor checks readiness before you enrol.',
  certificates: [
    'Artificial Intelligence and Machine Learning certificate from Meridian Crest Academy, valid for life',
  ],
  careerRoles: [
    'Machine Learning Engineer',
    'Data Scientist',
    'AI Engineer',
    'Data Analyst',
    'NLP Engineer',
  ],
  highlights: [
    '15 weeks (3.5 months) from Python basics to deployed models',
    '5+ case studies from real business problems',
    'Capstone project for your portfolio',
    'Placement cell support with CVs, interviews and job leads',
    'Lifetime LMS access to notebooks and datasets',
    'Online, classroom or one-to-one study with instalment payment',
  ],
  keywords: [
    'AI',
    'ML',
    'artificial intelligence course',
    'machine learning training',
    'data science',
    'Python',
    'deep learning',
    'generative AI',
  ],
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
};
