import type { Course } from '../types';

export const personalityDevelopmentCourse: Course = {
  slug: 'personality-development-course',
  title: 'Personality Development and Public Speaking',
  subject: 'soft-skills',
  categoryLabel: 'Key Courses',
  summary:
    'Build confidence, presence and a clear speaking voice in a 24-hour personality development and public speaking course with lots of stage practice.',
  description: [
    'Confidence shows in how you walk into a room, how you introduce yourself and how you hold an audience when it is your turn to speak. Personality Development and Public Speaking at Meridian Crest Academy helps students, graduates preparing for interviews, young professionals and anyone held back by nerves to present themselves with assurance, in conversation and on stage.',
    'The course runs for 24 hours. The first part works on the person: self-awareness, self-esteem, positive habits, body language, grooming and everyday etiquette. The second part works on the voice and the message: breathing, clarity, pace and tone, then structuring a talk with a strong opening and a memorable close. You practise impromptu speaking, telling a story, answering questions and managing stage fright, and you finish by giving a prepared speech to the group.',
    'Because speaking improves only by speaking, every session includes time in front of others, with specific, encouraging feedback from the trainer. You can attend online live, in a classroom in Kerala, Dubai, Sharjah or Abu Dhabi, in a live online batch or one-to-one, which many first-time speakers prefer at the start. Small exercises, such as a one-minute self-introduction or a short talk on a favourite topic, grow session by session into longer and more demanding speeches. Fees can be split into instalments, so cost need not delay your first step on stage.',
    "Learners who complete the course receive a Personality Development and Public Speaking certificate from the academy, valid for life, along with noticeably more confidence for interviews, meetings and presentations. Many learners pair it with the academy's language and presentation courses to keep building on what they have started.",
  ],
  duration: '24 hours',
  hours: 24,
  schedule:
    'Evening, weekend or one-to-one sessions, with speaking practice in every class; the timetable is arranged when you join.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Open to students, graduates, working professionals and anyone who wants to speak and present with more confidence.',
  certificates: ['Personality Development and Public Speaking certificate, valid for life'],
  careerRoles: [
    'Customer-facing Executive',
    'Sales Representative',
    'Team Leader',
    'Presenter or Spokesperson',
    'Front Office Executive',
  ],
  highlights: [
    '24 hours of coaching with speaking practice in every session',
    'Body language, grooming and etiquette as well as speech skills',
    'Techniques for controlling nerves and stage fright',
    'Impromptu speaking and a final prepared speech',
    'Learn online live, in the classroom, live online or 1-1',
    'Pay in instalments; certificate valid for life',
  ],
  keywords: [
    'personality development',
    'public speaking',
    'confidence building',
    'communication skills',
    'stage fear',
    'presentation skills',
    'soft skills',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Present yourself confidently in interviews, meetings and social settings',
      'Use posture, eye contact and gesture to support your message',
      'Speak clearly with good breathing, pace and tone',
      'Structure a talk with a strong opening, body and close',
      'Manage nerves and speak without a script when needed',
      'Answer questions from an audience calmly',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Improves performance at job and university interviews',
      'Makes you more visible and persuasive at work',
      'Prepares you for client-facing and leadership roles',
      'Builds the confidence to volunteer for presentations',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Students and fresh graduates preparing for interviews',
      'Young professionals early in their careers',
      'Employees who must present to teams, clients or management',
      'Anyone who feels nervous speaking in front of others',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'Topics covered over the 24 hours.',
    items: [
      'Self-awareness, self-esteem and a positive attitude',
      'Body language, grooming and first impressions',
      'Etiquette and interpersonal skills',
      'Voice: breathing, clarity, pace and tone',
      'Structuring a speech: openings, key messages and closings',
      'Overcoming stage fright',
      'Impromptu speaking, storytelling and handling questions',
      'Final prepared speech with feedback',
    ],
  },
};
