import type { Course } from '../types';

export const businessGrammarCourse: Course = {
  slug: 'business-grammar-course',
  title: 'Business Grammar Course',
  subject: 'language',
  categoryLabel: 'Key Courses',
  summary:
    'Business Grammar course fixing the tense, article, preposition and punctuation errors that weaken professional emails, reports and talk.',
  description: [
    'Small grammar slips can make a capable professional look careless, and in contracts, instructions or client emails they can even change the meaning. The Business Grammar Course targets the structures that matter most in workplace English, so that what you write and say is accurate, clear and credible.',
    'Rather than working through a textbook from start to finish, the course concentrates on the points that cause the most trouble in business use. You will review tenses for reporting progress and past results, modal verbs for polite requests and obligations, conditionals for proposals and negotiations, and the passive voice used in reports and procedures. Articles, prepositions, subject and verb agreement, reported speech and punctuation are practised through examples taken from emails, minutes and reports.',
    'Every rule is linked to a real task. You correct sample documents, rewrite unclear sentences and then apply the same point in your own writing and speaking, so grammar becomes a working tool rather than a list to memorise. Trainers help you identify your personal pattern of errors early and return to it throughout. The course can be taken online live, in the classroom, in live online groups or in one-to-one sessions, and instalment payment is available.',
    'Learners who complete the course receive a Business Grammar certificate from Meridian Crest Academy that is valid for life. It pairs well with the academy writing and communication courses for anyone building a complete set of workplace English skills. Many learners notice the difference quickly: fewer corrections from managers, fewer follow-up questions from clients and more confidence pressing send on an important message.',
  ],
  duration: 'Flexible: the schedule is agreed after a short grammar diagnostic and consultation',
  schedule: 'Group or 1-1 sessions at agreed times; instalment payment available',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'For learners with basic English who want greater accuracy at work; no formal prerequisites.',
  certificates: ['Business Grammar certificate (valid for life)'],
  careerRoles: [
    'Administrative Assistant',
    'Accounts Executive',
    'HR Coordinator',
    'Customer Support Executive',
    'Documentation Officer',
  ],
  highlights: [
    'Focus on the grammar points that matter most in business English',
    'Examples drawn from emails, minutes and reports',
    'Correction and rewriting practice on real documents',
    'Personal error pattern identified and tracked',
    'Online, classroom or 1-1 with instalment payment',
    'Business Grammar certificate with lifetime validity',
  ],
  keywords: [
    'business grammar',
    'English grammar',
    'grammar for work',
    'accuracy',
    'punctuation',
    'workplace English',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Choose the right tense to report progress, results and plans',
      'Use modal verbs to make polite requests, suggestions and obligations',
      'Write clear passive sentences for reports and procedures',
      'Use articles and prepositions correctly in common business phrases',
      'Punctuate emails and documents accurately',
      'Find and fix your own recurring errors',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Documents that look professional and are hard to misread',
      'Greater confidence when writing to senior staff and clients',
      'A solid base for business writing and presentation courses',
      'Improved performance in English tests used for recruitment',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Professionals who communicate well but make frequent grammar slips',
      'Office staff who draft correspondence and records',
      'Graduates preparing for recruitment tests and interviews',
      'Learners planning to take business writing or exam preparation courses',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Tenses for reporting and planning',
      'Modal verbs for politeness and obligation',
      'Conditionals in proposals and negotiations',
      'Active and passive voice',
      'Articles, prepositions and agreement',
      'Reported speech in minutes and summaries',
      'Punctuation and sentence boundaries',
    ],
  },
};
