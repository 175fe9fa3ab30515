import type { Course } from '../types';

export const ieltsPreparationTrainingCourse: Course = {
  slug: 'ielts-preparation-training-course',
  title: 'IELTS Preparation Training Course',
  abbreviation: 'IELTS',
  subject: 'language',
  categoryLabel: 'Key Courses',
  summary:
    'IELTS preparation for Academic, General Training and Life Skills, covering Listening, Reading, Writing and Speaking with weekly Mock Exams.',
  description: [
    'Whether you are applying to a university abroad, planning to migrate or need a UK visa, your IELTS result can decide the next step. The IELTS Preparation Training Course prepares you for the version of the test you actually need: Academic, General Training, or Life Skills (CEFR A1 and B1). For UK visa needs (Tier 1, Tier 2) we also prepare candidates for UKVI Academic and General Training, which are taken at UKVI-approved centres.',
    'The course covers all four parts of the test: Listening, Reading, Writing and Speaking. You learn what each task type measures and how examiners judge it, then practise the strategies that save time and marks, from predicting answers in Listening to planning a Writing essay and extending your answers in the Speaking interview. Because the whole test lasts about 2 hours 45 minutes, stamina and timing matter, so weekly Mock Exams under test conditions are part of the programme, each followed by a review of your results.',
    'Meridian Crest works with two authorised training partner organisations, so your practice material and guidance follow the test as it is set. Trainers give individual feedback on writing and speaking, the two skills where most candidates need help. You can join online live, classroom, live online or one-to-one preparation, with instalment payment available.',
    'At the end of the course you receive a Meridian Crest course completion certificate, valid for life; your IELTS score itself is issued by the test provider after you sit the exam. Before you start, a level assessment compares your current performance with the band you need, so the plan you follow is realistic for your test date and focuses on the skills that will lift your overall result most.',
  ],
  duration: 'Flexible: planned around your test date and target after a level assessment',
  schedule:
    'Skill sessions plus weekly Mock Exams; timings agreed at enrolment; instalment payment available',
  learningLevels: ['Academic', 'General Training', 'Life Skills (CEFR A1 and B1)'],
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility: 'Open to anyone preparing for IELTS for study, work, migration or a UK visa.',
  examFormat:
    'IELTS about 2 hours 45 minutes; Listening, Reading, Writing, Speaking; variants Academic, General Training and Life Skills (CEFR A1 and B1); UKVI Academic and General Training for UK visa needs (Tier 1, Tier 2) at UKVI-approved centres',
  certificates: [
    'IELTS Preparation Training Course certificate of completion (valid for life)',
    'IELTS test result issued by the test provider after the exam',
  ],
  accreditation: 'Training delivered with two authorised training partner organisations',
  careerRoles: [
    'International Student',
    'Skilled Migrant',
    'Healthcare Professional Abroad',
    'Engineer Abroad',
    'UK Work Visa Applicant',
  ],
  highlights: [
    'Academic, General Training and Life Skills (CEFR A1 and B1) preparation',
    'UKVI Academic and General Training for UK visa needs (Tier 1, Tier 2)',
    'Listening, Reading, Writing and Speaking strategies',
    'Weekly Mock Exams with result reviews',
    'Two authorised training partner organisations',
    'Individual feedback on writing and speaking',
    'Course completion certificate valid for life',
  ],
  keywords: [
    'IELTS',
    'IELTS preparation',
    'IELTS Academic',
    'IELTS General Training',
    'IELTS Life Skills',
    'UKVI',
    'IELTS coaching Dubai',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Understand every task type in the test version you need',
      'Apply time-saving strategies in Listening and Reading',
      'Plan and write structured responses for the Writing tasks',
      'Speak fluently and at length in the Speaking interview',
      'Manage your time across a test of about 2 hours 45 minutes',
      'Track your progress through weekly Mock Exams',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A route to university admission abroad',
      'Support for migration and professional registration applications',
      'Preparation for UK visa needs (Tier 1, Tier 2) with UKVI Academic and General Training',
      'Stronger English for study and work overseas',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Students applying to universities abroad (Academic)',
      'Professionals planning to migrate or work abroad (General Training)',
      'UK visa applicants who need UKVI Academic or General Training',
      'Candidates who need IELTS Life Skills (CEFR A1 and B1)',
      'Candidates who want to improve a previous score',
    ],
  },
  content: {
    heading: 'Course content',
    items: ['Listening', 'Reading', 'Writing', 'Speaking', 'Weekly Mock Exams'],
  },
  extras: [
    {
      heading: 'IELTS variants we prepare for',
      items: ['Academic', 'General Training', 'Life Skills (CEFR A1 and B1)'],
    },
    {
      heading: 'IELTS for UK visas',
      items: [
        'UKVI Academic and General Training for UK visa needs (Tier 1, Tier 2)',
        'The UKVI tests are taken at UKVI-approved centres',
      ],
    },
    {
      heading: 'Test facts',
      items: [
        'IELTS about 2 hours 45 minutes in total',
        'Four parts: Listening, Reading, Writing, Speaking',
        'Preparation with two authorised training partner organisations',
      ],
    },
  ],
};
