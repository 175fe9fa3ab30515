import type { Course } from '../types';

export const businessEnglishCourse: Course = {
  slug: 'business-english-course',
  title: 'Business English Course',
  subject: 'language',
  categoryLabel: 'Key Courses',
  summary:
    'Business English course in writing, grammar and vocabulary, presentation and communication, run with authorised partners and experienced trainers.',
  description: [
    'English is the working language of most offices in the Gulf and of many multinational teams in India, yet plenty of capable people feel held back by it. The Business English Course is designed for learners who can already hold a conversation but want the vocabulary, accuracy and confidence to perform in a professional setting.',
    'The syllabus is organised into three areas. Business Writing teaches you to produce clear emails, letters and reports. Business Grammar and Vocabulary builds the structures and the industry-neutral word bank you need for meetings, negotiations and correspondence. Presentation and Communication Skills moves you from reading notes aloud to speaking naturally, persuading an audience and taking part in discussions with colleagues and clients.',
    'Meridian Crest delivers the course with authorised partners and a team of experienced trainers who focus on practical exercises rather than theory. Expect role plays of phone calls and meetings, rewriting tasks, vocabulary drills drawn from real business texts and short presentations in every unit. You can study online live, in a classroom, in a live online group or one to one, and fees can be spread across instalments.',
    'Graduates of the course receive a Business English certificate from the academy, valid for life. Many learners use it to support an application for a client-facing post or an internal move into a role where English is used all day, and the skills themselves are an investment in long-term career growth. Because the course is taught around the situations you face at work, you can start using new phrases in your own emails and meetings within the first few weeks, and your trainer will help you measure that progress along the way.',
  ],
  duration: 'Flexible: the pace is set after an initial level check and consultation',
  schedule: 'Batches arranged to suit working learners; instalment payment available',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Suitable for learners who can already hold a basic conversation in English; a consultation confirms the right starting point.',
  certificates: ['Business English certificate (valid for life)'],
  accreditation: 'Delivered with authorised partners',
  careerRoles: [
    'Customer Service Executive',
    'Office Administrator',
    'Business Development Executive',
    'Front Office Supervisor',
    'Account Coordinator',
  ],
  highlights: [
    'Business Writing, Business Grammar and Vocabulary, and Presentation and Communication Skills',
    'Run with authorised partners',
    'Practical exercises in every session: role plays, rewrites and short talks',
    'Experienced trainers focused on workplace English',
    'Flexible modes with instalment payment',
    'Lifetime-valid certificate',
  ],
  keywords: [
    'business English',
    'English for work',
    'corporate English',
    'business vocabulary',
    'English course Dubai',
    'English course Kerala',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Use business vocabulary accurately in meetings, calls and correspondence',
      'Write well-organised emails, letters and short reports',
      'Present an idea and respond to questions with confidence',
      'Follow and contribute to discussions at natural speed',
      'Adjust your language for colleagues, managers and clients',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Readiness for client-facing and international roles',
      'More confidence in interviews conducted in English',
      'Better performance reviews where communication is assessed',
      'Long-term career growth built on a transferable skill',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Employees whose role has recently moved to English-language communication',
      'Job seekers preparing for interviews in the UAE or with multinational firms',
      'Graduates who studied in another language',
      'Small business owners dealing with international suppliers or customers',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Business Writing: emails, letters, requests, complaints and reports',
      'Business Grammar and Vocabulary: core structures and workplace word families',
      'Presentation and Communication Skills: presenting, discussing and persuading',
      'Telephone and video-call English',
      'Meeting language: opinions, agreement, disagreement and summaries',
      'Interview practice in English',
    ],
  },
  extras: [
    {
      heading: 'Reasons to learn Business English with us',
      items: [
        'Authorised partners: the course is delivered together with recognised partner organisations',
        'Practical exercises: every unit ends with a task you could meet at work tomorrow',
        'Experienced trainers: tutors who have taught English to working professionals',
        'Career growth: skills and a certificate that support your next step',
      ],
    },
  ],
};
