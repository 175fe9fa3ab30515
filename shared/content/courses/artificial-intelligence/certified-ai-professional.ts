import type { Course } from '../types';

export const certifiedAiProfessional: Course = {
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
  hoursUpTo: 25,
  schedule: 'Short weekday or weekend sessions over a few weeks, or an intensive one-to-one plan',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility: 'No prerequisites.',
  examFormat: '1 hour AI-proctored exam',
  certificates: ['Certified AI Professional (CAIP) certificate, valid for life'],
  careerRoles: [
    'AI-enabled Manager',
    'Business Analyst',
    'Digital Transformation Officer',
    'Operations Executive',
    'Marketing Specialist',
  ],
  highlights: [
    '20-25 hours of practical training',
    '3 modules: AI foundations, hands-on generative AI, responsible use',
    '1 hour AI-proctored final exam',
    'No prerequisites and no coding required',
    'Exercises built around your own role',
    'Certificate valid for life',
  ],
  moduleCount: 3,
  keywords: [
    'CAIP',
    'certified AI professional',
    'AI certification',
    'generative AI course',
    'prompt engineering',
    'AI for managers',
  ],
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
};
