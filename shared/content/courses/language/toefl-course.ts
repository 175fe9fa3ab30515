import type { Course } from '../types';

export const toeflCourse: Course = {
  slug: 'toefl-course',
  title: 'TOEFL Course',
  abbreviation: 'TOEFL',
  subject: 'language',
  categoryLabel: 'Key Courses',
  summary:
    'TOEFL course for the 4-hour test: timed Listening, Structure, Reading and Writing practice toward a total of 120 and university minimums.',
  description: [
    'Universities in North America and many other countries ask international applicants for a TOEFL score as proof that they can study in English. The TOEFL Course prepares you for the 4-hour test with a clear picture of each section, steady skill building and realistic timed practice.',
    'The course follows the test section by section, with timings matched to the real exam: Listening 30-40 min, Structure 25 min, Reading 55 min and Writing 30 min. In Listening you practise note-taking on lectures and conversations. Structure sessions drill the grammar patterns the test checks. Reading work develops skimming, scanning and inference on academic passages. Writing focuses on the essay of 250 to 300 words, from planning an argument to checking your work before time runs out.',
    'Knowing the scoring helps you set a target. The test awards 30 points per section, for a total 120, and typical university minimums range from 61 to 110 depending on the institution and programme. Scores are valid 2 years, so we help you time your test so that the result is still current when you apply. Trainers review your practice essays in detail and track your section results across the course. You can study online live, in a classroom, in live online groups or one to one, with instalment payment available.',
    'After completing the course you receive a Meridian Crest certificate of completion, valid for life; your official TOEFL score report comes from the test provider after you sit the exam. Before enrolment we look at the requirements of the universities on your list, so the target you work toward reflects the programmes you actually want rather than a general figure.',
  ],
  duration: 'Flexible: a study plan matched to your target score and test date',
  schedule:
    'Section-by-section classes with timed practice; timings agreed at enrolment; instalment payment available',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'For students and professionals who need a TOEFL score for study or admission abroad.',
  examFormat:
    '4-hour test; section timings Listening 30-40 min, Structure 25 min, Reading 55 min, Writing 30 min; 30 points per section, total 120; essay of 250 to 300 words; typical university minimums 61 to 110; scores valid 2 years',
  certificates: [
    'TOEFL Course certificate of completion (valid for life)',
    'Official TOEFL score report issued by the test provider after the exam',
  ],
  careerRoles: [
    'International Student',
    'Postgraduate Applicant',
    'Research Assistant',
    'Exchange Student',
    'Scholarship Applicant',
  ],
  highlights: [
    'Preparation for the 4-hour test, section by section',
    'Timed practice: Listening 30-40 min, Structure 25 min, Reading 55 min, Writing 30 min',
    'Essay of 250 to 300 words planned, written and reviewed',
    'Score targets: 30 points per section, total 120',
    'Guidance on typical university minimums 61 to 110',
    'Test timing planned because scores are valid 2 years',
  ],
  keywords: [
    'TOEFL',
    'TOEFL preparation',
    'TOEFL coaching',
    'TOEFL essay',
    'study abroad',
    'English proficiency test',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Take structured notes on academic lectures and conversations',
      'Answer Structure questions quickly and accurately',
      'Read academic passages for main ideas, detail and inference within 55 min',
      'Plan and write an essay of 250 to 300 words in 30 min',
      'Set a realistic score target against university minimums',
      'Pace yourself across a 4-hour test',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'A score that meets the admission requirements of your chosen universities',
      'Eligibility for programmes and scholarships that require TOEFL',
      'Academic English skills that help from the first semester',
      'A valid result for 2 years of applications',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Students applying to undergraduate or postgraduate programmes abroad',
      'Professionals applying for study or research positions that require TOEFL',
      'Candidates who need to raise an earlier score',
      'Learners who want structured, timed practice before test day',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'Each section is practised to the real test timing.',
    items: [
      'Listening 30-40 min: lectures, conversations and note-taking',
      'Structure 25 min: grammar and sentence structure',
      'Reading 55 min: academic passages, vocabulary and inference',
      'Writing 30 min: the essay of 250 to 300 words',
      'Scoring: 30 points per section, total 120',
      'Test-day strategy and time management',
    ],
  },
  extras: [
    {
      heading: 'TOEFL facts',
      items: [
        '4-hour test',
        '30 points per section, total 120',
        'Typical university minimums 61 to 110',
        'Scores valid 2 years',
        'Essay of 250 to 300 words',
      ],
    },
    {
      heading: 'Section timings',
      items: ['Listening 30-40 min', 'Structure 25 min', 'Reading 55 min', 'Writing 30 min'],
    },
  ],
};
