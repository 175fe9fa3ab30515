import type { Course } from '../types';

export const leadershipManagementEngineers: Course = {
  slug: 'leadership-management-engineers',
  title: 'Leadership and Management for Engineers',
  subject: 'soft-skills',
  categoryLabel: 'Key Courses',
  summary:
    'A 24-hour, 16-module course that helps engineers move from technical specialist to confident leader of people, projects and budgets.',
  description: [
    'Engineers are usually promoted because they are technically strong, and then discover that the new job is mostly about people, priorities and money. Leadership and Management for Engineers at Meridian Crest Academy is built for that moment. It serves site engineers, design engineers, maintenance and facilities engineers, and technical specialists who have recently taken charge of a team or expect to soon.',
    'The course packs 16 modules into 24 hours, each one short and focused on a single skill. Early modules deal with the shift in identity from doer to leader, leadership styles and emotional intelligence. The middle of the course covers communicating with clients and non-technical managers, delegating without losing control, running performance conversations and making decisions with incomplete information. Later modules turn to planning and budgets, safety leadership, conflict on site, coaching, leading change and professional ethics, and the last module pulls everything into a personal development plan.',
    'Training is available online live, in the classroom at our centres in Kerala, Dubai, Sharjah and Abu Dhabi, through live online batches, or one-to-one. Trainers use scenarios from construction, plant operations, building services and engineering consultancies, and learners rehearse difficult conversations in role-play rather than only reading about them. Between sessions you are asked to try one new habit at work, such as a delegation conversation or a weekly team briefing, and to report back on what happened. Fees can be settled in instalments.',
    'Participants who complete the course receive a Meridian Crest Academy certificate in Leadership and Management for Engineers, valid for life, which shows an employer that your technical expertise now comes with the people skills to lead.',
  ],
  duration: '24 hours, 16 modules',
  hours: 24,
  schedule:
    'Weekday evening or weekend sessions planned around site rosters, with one-to-one scheduling available; dates are fixed at enrolment.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Open to engineers and technical professionals who lead, or are preparing to lead, people and projects.',
  certificates: ['Certificate in Leadership and Management for Engineers, valid for life'],
  careerRoles: ['Engineering Team Leader', 'Project Engineer', 'Maintenance Manager', 'Site Manager', 'Technical Manager'],
  highlights: [
    '16 focused modules delivered in 24 hours',
    'Written for engineers stepping into their first leadership role',
    'Role-play of real site and office situations',
    'A personal leadership development plan to take back to work',
    'Learn online live, in a classroom, in a live online batch or 1-1',
    'Instalment payment and a certificate valid for life',
  ],
  moduleCount: 16,
  keywords: ['leadership for engineers', 'engineering management', 'team leadership', 'management skills', 'supervisor training', 'soft skills'],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Adapt your leadership style to the people and the situation in front of you',
      'Explain technical issues clearly to clients, managers and non-engineers',
      'Delegate work and follow it up without micromanaging',
      'Hold performance and feedback conversations with confidence',
      'Plan work, manage budgets and make decisions under pressure',
      'Resolve conflict and lead your team through change',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Prepares you for promotion from engineer to team leader or manager',
      'Makes you more effective with clients and senior stakeholders',
      'Reduces the trial and error of a first management role',
      'Strengthens your profile for project and site management positions',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Newly promoted engineering team leaders and supervisors',
      'Site, project and maintenance engineers aiming for management',
      'Facilities and building services engineers who manage technicians',
      'Technical specialists who lead multidisciplinary teams',
      'Engineering graduates who want leadership skills early',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'Sixteen modules, each built around one leadership skill.',
    items: [
      'Module 1: From engineer to leader: the change in role and mindset',
      'Module 2: Leadership styles and situational leadership',
      'Module 3: Self-awareness and emotional intelligence',
      'Module 4: Communicating with technical and non-technical audiences',
      'Module 5: Building and developing an engineering team',
      'Module 6: Delegation and empowerment',
      'Module 7: Motivation and performance management',
      'Module 8: Decision-making and problem-solving',
      'Module 9: Planning, prioritising and managing time',
      'Module 10: Managing resources, budgets and cost',
      'Module 11: Safety leadership and risk awareness',
      'Module 12: Handling conflict on site and in the office',
      'Module 13: Coaching and giving feedback',
      'Module 14: Leading change and encouraging innovation',
      'Module 15: Ethics, accountability and professional responsibility',
      'Module 16: Your personal leadership development plan',
    ],
  },
};
