import type { Course } from '../types';

export const satTrainingCourse: Course = {
  slug: 'sat-training-course',
  title: 'SAT Training Course',
  abbreviation: 'SAT',
  subject: 'language',
  categoryLabel: 'Key Courses',
  summary:
    'SAT training in Critical Reading, Mathematics and Writing for the SAT Reasoning Test, with timed maths and writing practice and score guidance.',
  description: [
    'For students aiming at universities in the United States and at many international institutions, the SAT Reasoning Test is a central part of the application. The SAT Training Course helps high-school students understand the test, strengthen the skills it measures and walk into the exam room knowing what to expect.',
    'Preparation covers the three tested areas: Critical Reading, Mathematics and Writing. In Critical Reading you practise sentence completion and passage-based questions, learning to read for the main idea, tone and evidence. Mathematics reviews number, algebra, geometry and data analysis, and is drilled in 70-minute maths practice sessions that build speed and accuracy. Writing covers grammar and usage questions as well as the essay, practised through 60-minute writing exercises with detailed feedback.',
    'Understanding the scoring helps students plan. Each section is scored from 200 to 800, giving a total of 600 to 2400, and trainers show you how to decide where extra study will lift your total most. The test is offered 7 administrations a year in the US and 6 internationally, so we help families choose a sitting that fits school commitments and application deadlines, with time left for a retake if needed. Classes run online live, in classrooms, in live online groups and as one-to-one tutoring, and fees can be paid in instalments.',
    'Students who complete the programme receive a course certificate from Meridian Crest Academy, valid for life; official SAT scores are released by the test owner after the exam. Parents receive regular updates on practice results, so the whole family can see how preparation is going and adjust the plan well before test day.',
  ],
  duration: 'Flexible: a study plan built backwards from your chosen test date',
  schedule:
    '70-minute maths practice sessions and 60-minute writing exercises alongside reading classes; instalment payment available',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility: 'Open to high-school students planning undergraduate study abroad.',
  examFormat:
    'SAT Reasoning Test: Critical Reading, Mathematics, Writing; section scores 200 to 800, total 600 to 2400; 7 administrations a year in the US and 6 internationally',
  certificates: [
    'SAT Training Course certificate of completion (valid for life)',
    'Official SAT scores released by the test owner after the exam',
  ],
  careerRoles: [
    'Undergraduate Applicant',
    'Engineering Student',
    'Business Student',
    'Science Student',
    'Scholarship Candidate',
  ],
  highlights: [
    'Critical Reading, Mathematics and Writing for the SAT Reasoning Test',
    '70-minute maths practice sessions',
    '60-minute writing exercises with feedback',
    'Score guidance: section scores 200 to 800, total 600 to 2400',
    'Help choosing among 7 administrations a year in the US and 6 internationally',
    'Group or 1-1 tutoring with instalment payment',
  ],
  keywords: [
    'SAT',
    'SAT preparation',
    'SAT Reasoning Test',
    'SAT coaching',
    'SAT maths',
    'study in USA',
    'college admission test',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Answer Critical Reading questions by reading for main idea, tone and evidence',
      'Solve Mathematics problems accurately under time pressure',
      'Spot grammar and usage errors quickly in the Writing section',
      'Plan and write a clear, well-supported essay',
      'Read your score report and target the sections with most room to improve',
      'Choose a test date that fits your application timeline',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A stronger application to universities in the US and elsewhere',
      'Better chances in merit-based scholarship competitions',
      'Academic reading, maths and writing skills that carry into university study',
      'Confidence and a clear plan for test day',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'High-school students planning undergraduate study in the US',
      'Students applying to international universities that consider SAT scores',
      'Students who want to raise a previous SAT score',
      'Parents looking for structured preparation for their children',
    ],
  },
  content: {
    heading: 'Course content',
    items: [
      'Critical Reading: sentence completion and passage-based reading',
      'Mathematics: number, algebra, geometry and data analysis',
      'Writing: grammar, usage and the essay',
      'SAT Reasoning Test format and question types',
      'Scoring and score reports',
      'Exam frequency, registration and choosing a test date',
    ],
  },
  extras: [
    {
      heading: 'SAT scoring',
      items: [
        'Section scores 200 to 800 for Critical Reading, Mathematics and Writing',
        'Total 600 to 2400',
      ],
    },
    {
      heading: 'Exam frequency',
      items: ['7 administrations a year in the US', '6 internationally'],
    },
    {
      heading: 'How we practise',
      items: ['70-minute maths practice sessions', '60-minute writing exercises'],
    },
  ],
};
