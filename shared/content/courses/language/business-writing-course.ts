import type { Course } from '../types';

export const businessWritingCourse: Course = {
  slug: 'business-writing-course',
  title: 'Business Writing Course',
  subject: 'language',
  categoryLabel: 'Key Courses',
  summary:
    'Business Writing course in five levels, L-0 Absolute Beginner to L-4 Advanced, with a consultation and assessment to place you correctly.',
  description: [
    'Written communication stays on record, travels further than you expect and is often the first impression a client has of you. The Business Writing Course helps learners at every stage write clear, correct and professional documents in English, from a first polite email to a persuasive proposal.',
    'Because writers start from very different places, the course is organised in five levels: L-0 Absolute Beginner, L-1 Beginner, L-2 Intermediate, L-3 Upper Intermediate and L-4 Advanced. Before you join, a consultation and assessment looks at a sample of your writing and your goals and places you at the level that fits. Early levels build sentence control, spelling and the standard phrases of emails and messages. Middle levels focus on paragraphing, tone, letters, requests and complaints. The upper levels tackle reports, proposals, summaries and editing for concision and impact.',
    'Each session includes a writing task based on a real workplace situation, and your trainer returns it with comments you can act on. Over time you build a personal checklist of the errors you tend to make and learn to edit your own work. Classes run online live, in a classroom, in live online groups or one to one, and the fee can be paid in instalments.',
    'At the end of your level you receive a Meridian Crest Business Writing certificate showing the level completed. Like all academy certificates it is valid for life, and you can move on to the next level whenever you are ready. Learners who progress through several levels build a portfolio of corrected documents that doubles as a personal style guide for their day-to-day writing.',
  ],
  duration: 'Flexible: by level, with placement through a consultation and assessment',
  schedule:
    'Level-based batches or 1-1 sessions; timings agreed after placement; instalment payment available',
  learningLevels: [
    'L-0 Absolute Beginner',
    'L-1 Beginner',
    'L-2 Intermediate',
    'L-3 Upper Intermediate',
    'L-4 Advanced',
  ],
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility: 'Open to all; a consultation and assessment places each learner at the right level.',
  certificates: ['Business Writing certificate stating the level completed (valid for life)'],
  careerRoles: [
    'Administrative Officer',
    'Executive Secretary',
    'Customer Relations Officer',
    'Procurement Coordinator',
    'Content Writer',
  ],
  highlights: [
    'Five levels from L-0 Absolute Beginner to L-4 Advanced',
    'Consultation and assessment to place you at the right level',
    'Emails, letters, reports and proposals based on workplace situations',
    'Written feedback on every task',
    'Self-editing checklist built around your own errors',
    'Level certificate valid for life',
  ],
  keywords: [
    'business writing',
    'email writing',
    'report writing',
    'professional writing',
    'writing levels',
    'English writing course',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Write emails and messages with a clear purpose and a suitable tone',
      'Organise ideas into well-structured paragraphs',
      'Draft letters, requests, complaints and replies',
      'Produce short reports, summaries and proposals at the upper levels',
      'Edit your own writing for accuracy and concision',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A professional written image with clients and managers',
      'Less time spent rewriting and correcting documents',
      'Readiness for roles that involve reporting and correspondence',
      'A certificate that records your writing level',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Beginners who need to write basic messages at work',
      'Office and administration staff handling correspondence',
      'Professionals who write reports and proposals',
      'Graduates preparing for office-based careers',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Sentence building, spelling and punctuation',
      'Standard email and message formats',
      'Tone, courtesy and register',
      'Letters, requests, complaints and replies',
      'Reports, summaries and proposals',
      'Editing and proofreading your own work',
    ],
  },
  extras: [
    {
      heading: 'Course levels',
      intro:
        'A consultation and assessment places each learner at the right level before the course starts.',
      items: [
        'L-0 Absolute Beginner',
        'L-1 Beginner',
        'L-2 Intermediate',
        'L-3 Upper Intermediate',
        'L-4 Advanced',
      ],
    },
  ],
};
