import type { Course } from '../types';

export const spokenEnglishTrainingCourse: Course = {
  slug: 'spoken-english-training-course',
  title: 'Spoken English Training Course',
  subject: 'language',
  categoryLabel: 'Key Courses',
  summary:
    'Spoken English training for beginners: reach Breakthrough level and handle greetings, introductions and simple everyday conversations.',
  description: [
    'Starting to speak a new language is often the hardest step. The Spoken English Training Course is designed for learners who know little English, or who have studied it on paper but rarely spoken it, and who want to communicate in everyday situations at home, at work and while travelling.',
    'The course targets the Breakthrough level, the first stage of speaking competence. You will learn to introduce yourself and others, ask and answer simple questions about where you live, the people you know and the things you have, and understand familiar words and basic phrases when people speak slowly and clearly. Pronunciation is practised from the first lesson so that you are understood, and each class ends with a short real-life task such as ordering food, asking for directions or arranging a meeting time.',
    'Trainers are patient and encouraging, and the groups are friendly places to make mistakes. Lessons combine listening, repetition, role play and simple games that build confidence step by step. You can choose online live classes, a classroom batch, live online group lessons or one-to-one coaching, and pay in instalments if that suits you better.',
    'When you finish, you receive a Spoken English certificate from Meridian Crest Academy, valid for life. Many learners then continue to the academy conversation or business courses to build on the foundation laid here. Our aim is simple: that by the final class you can hold a short, friendly exchange in English without reaching for a phone to translate, and that you feel ready to keep practising on your own with the people around you.',
  ],
  duration: 'Flexible: progress to Breakthrough level at a pace agreed after a starting assessment',
  schedule:
    'Regular short sessions to build speaking habits; timings agreed at enrolment; instalment payment available',
  learningLevels: ['Breakthrough'],
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'No prior English study needed; open to beginners and to learners who read English but rarely speak it.',
  certificates: ['Spoken English certificate (valid for life)'],
  careerRoles: [
    'Retail Assistant',
    'Hospitality Staff',
    'Driver or Delivery Associate',
    'Receptionist',
    'Security Officer',
  ],
  highlights: [
    'Outcomes set at Breakthrough level',
    'Speaking and pronunciation from the first lesson',
    'Real-life tasks: introductions, shopping, directions, appointments',
    'Supportive trainers and friendly groups',
    'Online, classroom or 1-1 study with instalment payment',
    'A Spoken English certificate you keep for life',
  ],
  keywords: [
    'spoken English',
    'English for beginners',
    'speak English',
    'Breakthrough level',
    'pronunciation',
    'basic English',
  ],
  outcomes: {
    heading: 'What you will be able to do at Breakthrough level',
    items: [
      'Introduce yourself and others and use basic greetings',
      'Ask and answer simple questions about personal details, home and family',
      'Understand and use familiar everyday expressions and very basic phrases',
      'Interact in a simple way when the other person speaks slowly and clearly',
      'Handle simple exchanges such as shopping, ordering food and asking the way',
      'Say numbers, prices, dates and times clearly',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Confidence to greet and help English-speaking customers',
      'Better chances in entry-level roles in the UAE where English is common',
      'A foundation for further business or conversation courses',
      'Greater independence at work and when travelling',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Complete beginners in English',
      'Learners who can read some English but struggle to speak it',
      'Workers in service roles who meet English-speaking customers',
      'Homemakers, students and new arrivals in the UAE',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Greetings, introductions and personal information',
      'Numbers, time, dates and prices',
      'Family, home and daily routine',
      'Shopping, food and services',
      'Directions and transport',
      'Pronunciation and listening practice',
    ],
  },
};
