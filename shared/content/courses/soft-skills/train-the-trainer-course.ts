import type { Course } from '../types';

export const trainTheTrainerCourse: Course = {
  slug: 'train-the-trainer-course',
  title: 'Train the Trainer',
  abbreviation: 'TTT',
  subject: 'soft-skills',
  categoryLabel: 'Key Courses',
  summary:
    'Learn to design and deliver engaging training: a 24-hour, 5-module Train the Trainer course for subject experts, supervisors and new trainers.',
  description: [
    'Knowing a subject well and being able to teach it are two different skills. Train the Trainer at Meridian Crest Academy is for people who already have expertise, whether technical, professional or operational, and now need to pass it on: in-house trainers, supervisors who induct new staff, subject-matter experts asked to run workshops, and professionals planning to work as independent trainers.',
    'Over 24 hours and 5 modules you learn how adults take in and keep new skills, and how to turn that into a well-built session with clear objectives, a logical structure and useful materials. You then work on delivery: voice, body language, pace and the confident use of slides and visual aids. The fourth module covers facilitation, including asking good questions, running activities and handling quiet, dominant or challenging participants. The final module shows you how to check learning, give constructive feedback and collect evaluation that helps you improve.',
    'The heart of the course is practice. You deliver short training segments to the group and receive structured feedback each time, so your confidence builds steadily. Classes run online live, in our classrooms in Kerala, Dubai, Sharjah and Abu Dhabi, in live online batches or one-to-one, with instalment payment available. Recording your practice deliveries, where the mode allows, lets you watch yourself and see your progress between the first and last sessions.',
    'Participants who complete the course receive a Train the Trainer certificate, valid for life. If you later take charge of a training function, the Certified Training Manager course covers the planning, budgeting and management side of the work.',
  ],
  duration: '24 hours, 5 modules',
  hours: 24,
  schedule:
    'Practical weekday or weekend sessions with a practice delivery in most classes; one-to-one sessions can be booked to suit your calendar.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Open to subject experts, supervisors and professionals who train or are about to start training others.',
  certificates: ['Train the Trainer certificate, valid for life'],
  careerRoles: [
    'Corporate Trainer',
    'In-house Trainer',
    'Training Facilitator',
    'Technical Instructor',
    'Freelance Trainer',
  ],
  highlights: [
    '5 modules delivered in 24 hours',
    'Repeated practice deliveries with structured feedback',
    'Session design using clear objectives and adult learning principles',
    'Facilitation skills for handling every kind of participant',
    'Train online live, in a classroom, through live online or 1-1',
    'Fees in instalments if needed; certificate valid for life',
  ],
  moduleCount: 5,
  keywords: [
    'train the trainer',
    'TTT',
    'trainer course',
    'facilitation skills',
    'training delivery',
    'instructional design',
    'corporate trainer',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Apply adult learning principles when planning training',
      'Write learning objectives and structure a complete session',
      'Prepare materials and visual aids that support learning',
      'Deliver with a confident voice, presence and pace',
      'Facilitate discussion and activities and manage group dynamics',
      'Assess learning, give feedback and evaluate your sessions',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Opens roles as an in-house or corporate trainer',
      'Helps subject experts share knowledge more effectively',
      'Supports a freelance training or consulting career',
      'Improves presentation and facilitation skills useful in any role',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'New and aspiring trainers',
      'Subject-matter experts asked to run workshops or inductions',
      'Supervisors who coach and onboard staff',
      'HR and L&D team members',
      'Teachers and instructors moving into corporate training',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'Five modules that combine method with practice.',
    items: [
      'Module 1: How adults learn and what makes training stick',
      'Module 2: Designing a session: objectives, structure and materials',
      'Module 3: Delivery skills: voice, body language and visual aids',
      'Module 4: Facilitation, questioning and managing group dynamics',
      'Module 5: Assessing learning, giving feedback and evaluating training',
    ],
  },
};
