import type { Course } from '../types';

export const businessCommunicationCourse: Course = {
  slug: 'business-communication-course',
  title: 'Business Communication Course',
  subject: 'language',
  categoryLabel: 'Key Courses',
  summary:
    'Business Communication course joining presentation, grammar and writing so you speak, write and present with clarity at work.',
  description: [
    'Every email, meeting and briefing shapes how colleagues and clients judge your work. The Business Communication Course at Meridian Crest Academy is built for professionals who know their field well but want to express it in English with more precision, confidence and courtesy, whether they work in an office in Kerala or coordinate teams across Dubai, Sharjah and Abu Dhabi.',
    'The programme brings together three strands that are often taught in isolation. Business Presentation shows you how to plan a talk, shape a clear message and handle questions without losing your thread. Business Grammar tightens the sentences you rely on every day so that updates and proposals read as polished and unambiguous. Business Writing covers emails, memos, minutes and short reports, with close attention to tone, purpose and the person reading.',
    'Classes are built around your own workplace material. You draft, present and revise, then receive specific feedback from a trainer who looks at accuracy and at the effect your words have on an audience. You can join online live sessions, a classroom batch, a live online group or one-to-one coaching, and the timetable is agreed with you after an initial consultation. You may pay for the course in instalments.',
    'On completion you receive the academy certificate in Business Communication, valid for life. It gives employers clear evidence that you have trained in the everyday communication tasks that most roles depend on, and it complements any technical qualification you already hold. Learners often find that the habits formed here, such as planning a message before writing it and checking it from the side of the reader, carry straight into their next appraisal, interview or client meeting.',
  ],
  duration: 'Flexible: the timetable is agreed after an initial consultation',
  schedule:
    'Weekday or weekend batches arranged around your working hours; instalment payment available',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Open to working professionals and graduates who use English at work; no formal prerequisites.',
  certificates: ['Certificate in Business Communication (valid for life)'],
  careerRoles: [
    'Executive Assistant',
    'Team Leader',
    'Client Relationship Executive',
    'Operations Coordinator',
    'Sales Executive',
  ],
  highlights: [
    'Three strands in one course: Business Presentation, Business Grammar and Business Writing',
    'Practice built on your own emails, reports and presentations',
    'Individual feedback on accuracy, tone and impact',
    'Online live, classroom, live online and 1-1 options',
    'Instalment payment available',
    'Business Communication certificate that stays valid for life',
  ],
  keywords: [
    'business communication',
    'workplace English',
    'email writing',
    'presentation',
    'business grammar',
    'communication skills',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Write emails and memos that state their purpose in the first lines and get the reply you need',
      'Structure a short presentation with a clear opening, key points and a call to action',
      'Answer questions in meetings calmly and concisely',
      'Choose a formal or friendly tone to suit the reader and the situation',
      'Spot and correct the grammar errors that undermine professional documents',
      'Take and circulate accurate meeting minutes',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Greater visibility in meetings and client conversations',
      'Fewer misunderstandings and rework caused by unclear messages',
      'Stronger case for promotion into supervisory or client-facing roles',
      'A lifelong certificate that supports job applications in India and the GCC',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Professionals who write and present in English as part of their role',
      'New managers and team leaders who brief others',
      'Fresh graduates preparing for their first office job',
      'Sales, support and administration staff who deal with clients',
      'Technical specialists who need to explain their work to non-specialists',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Business Presentation: planning, structure, delivery and handling questions',
      'Business Grammar: tense, agreement, punctuation and sentence clarity in workplace English',
      'Business Writing: emails, memos, minutes and short reports',
      'Tone, courtesy and register for different readers',
      'Listening and responding in meetings',
      'Review of your own documents with trainer feedback',
    ],
  },
  extras: [
    {
      heading: 'Why choose this course',
      items: [
        'One course covers speaking, grammar and writing together, so skills reinforce each other',
        'Trainers who work with professionals rather than school learners',
        'Exercises based on real workplace situations',
        'Flexible study modes and instalment payment',
        'A certificate that stays valid for life',
      ],
    },
  ],
};
