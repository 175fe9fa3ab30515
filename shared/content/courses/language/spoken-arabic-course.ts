import type { Course } from '../types';

export const spokenArabicCourse: Course = {
  slug: 'spoken-arabic-course',
  title: 'Spoken Arabic Course',
  subject: 'language',
  categoryLabel: 'Key Courses',
  summary:
    'Spoken Arabic course taught by native instructors in Dubai, Sharjah and Abu Dhabi: practical Arabic for daily life, work and customers.',
  description: [
    'Living and working in the UAE is easier, and often more rewarding, when you can speak some Arabic. A greeting in the language opens doors with colleagues, customers and neighbours, and many employers value staff who can handle simple conversations in Arabic. The Spoken Arabic Course focuses on exactly that: speaking and understanding everyday Arabic rather than studying grammar from a book.',
    'Classes are taught in Dubai, Sharjah and Abu Dhabi by native instructors, so you hear natural pronunciation and learn the expressions people actually use. You start with greetings, courtesy phrases and introductions, then move to numbers, prices, time and directions, shopping and ordering food, and the vocabulary of the workplace. Instructors also explain the customs and etiquette behind the language, such as forms of address and the right phrases for hospitality, so that you communicate respectfully as well as correctly.',
    'Lessons are interactive, built around listening, repetition and role plays of situations you meet in the UAE, such as talking to a taxi driver, a shopkeeper or a government service counter. Transliteration is used where it helps beginners, so you can start speaking before learning the script. Besides classroom batches in the three cities, the course is available online live, in live online groups and as one-to-one sessions, with instalment payment.',
    'When you complete the course you receive a Spoken Arabic certificate from Meridian Crest Academy, valid for life, recording the practical language training you have completed. Most learners find that even a modest vocabulary, used with confidence and good manners, changes the way they are received at work and in the community, and the course gives you the foundation to keep learning from the Arabic you hear around you every day.',
  ],
  duration: 'Flexible: pace agreed after a short consultation on your current level and goals',
  schedule:
    'Classroom batches in Dubai, Sharjah and Abu Dhabi, plus online options; instalment payment available',
  modes: ['Classroom', 'Online live', 'Live online', '1-1'],
  eligibility: 'Open to beginners and expatriates in the UAE; no prior Arabic needed.',
  certificates: ['Spoken Arabic certificate (valid for life)'],
  careerRoles: [
    'Customer Service Representative',
    'Public Relations Officer',
    'Hospitality Professional',
    'Sales Executive',
    'Real Estate Agent',
    'Healthcare Front Desk Staff',
  ],
  highlights: [
    'Taught in Dubai, Sharjah and Abu Dhabi',
    'Native instructors with natural pronunciation',
    'Practical everyday and workplace Arabic',
    'Cultural etiquette explained alongside the language',
    'Classroom, online and 1-1 options with instalment payment',
    'Spoken Arabic certificate, valid for life',
  ],
  keywords: [
    'Spoken Arabic',
    'Arabic course',
    'learn Arabic Dubai',
    'Arabic Sharjah',
    'Arabic Abu Dhabi',
    'Arabic for expats',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Greet people and introduce yourself in Arabic',
      'Use courtesy phrases appropriate to UAE culture',
      'Handle numbers, prices, times and directions',
      'Shop, order food and use everyday services in Arabic',
      'Exchange simple workplace phrases with Arabic-speaking colleagues and customers',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'An edge in customer-facing roles in the UAE',
      'Better rapport with Arabic-speaking clients and colleagues',
      'Greater confidence in dealings with local services',
      'A valued skill for careers across the GCC',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Expatriates living or working in Dubai, Sharjah and Abu Dhabi',
      'Customer service, hospitality and sales staff',
      'Professionals who deal with Arabic-speaking clients',
      'Families and newcomers who want to settle in more easily',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Greetings, courtesy phrases and introductions',
      'Numbers, prices, time and dates',
      'Directions, taxis and getting around the city',
      'Shopping, food and everyday services',
      'Workplace and customer-service phrases',
      'Cultural etiquette and forms of address',
    ],
  },
  extras: [
    {
      heading: 'Where and how it is taught',
      items: [
        'Classes in Dubai, Sharjah and Abu Dhabi',
        'Taught by native instructors',
        'Also available online live, live online and 1-1',
      ],
    },
  ],
};
