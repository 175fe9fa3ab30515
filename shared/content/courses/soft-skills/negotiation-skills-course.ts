import type { Course } from '../types';

export const negotiationSkillsCourse: Course = {
  slug: 'negotiation-skills-course',
  title: 'Negotiation Skills Course',
  subject: 'soft-skills',
  categoryLabel: 'Key Courses',
  summary:
    'Prepare, bargain and close better deals: a 24-hour, 8-module negotiation course with role-plays for sales, procurement, contracts and management.',
  description: [
    'Whether you are agreeing a supplier price, a contract variation, a salary or a project deadline, the outcome depends on how well you prepare and how calmly you handle the other side. The Negotiation Skills Course at Meridian Crest Academy is designed for sales and account managers, procurement and contracts staff, facilities and project managers, and business owners who negotiate regularly and want a dependable method rather than instinct alone.',
    'The course runs for 24 hours across 8 modules. You start by separating positions from interests and learning to prepare properly: your best alternative to a negotiated agreement, your walk-away point and a realistic target. You then study your own negotiation style, practise questioning and active listening, and learn how to create value through trade-offs before claiming it through anchoring, concessions and a clean close. The final modules deal with hard-bargaining tactics, deadlock and emotion, and with negotiating as a team and across cultures.',
    'Every module includes a negotiation exercise, recorded or observed, with feedback from the trainer and the group. You can join online live, attend a classroom in Kerala, Dubai, Sharjah or Abu Dhabi, take a live online batch or book one-to-one coaching, and fees can be paid in instalments. Exercises are drawn from supplier contracts, sales proposals, service agreements and internal resource requests, so the practice resembles the deals you actually face.',
    'On completing the course you are awarded a Negotiation Skills certificate from the academy, valid for life, and a personal preparation template you can reuse before every important negotiation, large or small, so that good preparation becomes a routine.',
  ],
  duration: '24 hours, 8 modules',
  hours: 24,
  schedule:
    'Weekday or weekend sessions with practice negotiations in each class; one-to-one coaching can be timed before a real negotiation.',
  modes: ['Online live', 'Classroom', 'Live online', '1-1'],
  eligibility:
    'Open to professionals and business owners at any level who negotiate with clients, suppliers, colleagues or partners.',
  certificates: ['Negotiation Skills certificate, valid for life'],
  careerRoles: [
    'Sales Manager',
    'Procurement Officer',
    'Contracts Manager',
    'Business Development Executive',
    'Account Manager',
  ],
  highlights: [
    '8 modules over 24 hours, each with a practice negotiation',
    'A reusable preparation method built around BATNA and walk-away points',
    'Feedback from the trainer and peers on your negotiating style',
    'Tactics for deadlock, pressure and difficult counterparts',
    'Choose online live, classroom, live online or 1-1 training',
    'Spread the fee in instalments; certificate valid for life',
  ],
  moduleCount: 8,
  keywords: [
    'negotiation skills',
    'negotiation course',
    'BATNA',
    'bargaining',
    'sales negotiation',
    'procurement negotiation',
    'soft skills',
  ],
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Prepare a negotiation plan with clear interests, alternatives and limits',
      'Recognise your own negotiation style and adjust it to the situation',
      "Use questions and active listening to uncover the other side's priorities",
      'Create value through trade-offs and package deals',
      'Make and manage concessions and close agreements cleanly',
      'Stay composed against pressure tactics and break deadlocks',
    ],
  },
  careerBenefits: {
    heading: 'Career benefits',
    items: [
      'Improves the commercial results you deliver for your employer',
      'Strengthens your position in salary and contract discussions',
      'Builds credibility in sales, procurement and contract roles',
      'Helps you protect relationships while still holding firm',
    ],
  },
  audience: {
    heading: 'Who should attend',
    items: [
      'Sales, account and business development professionals',
      'Procurement, purchasing and contracts staff',
      'Project and facilities managers dealing with clients and vendors',
      'Founders and owners of small firms who negotiate every deal themselves',
      'Team leaders who negotiate resources and deadlines internally',
    ],
  },
  content: {
    heading: 'Course content',
    intro: 'Eight modules, each ending with a live practice round.',
    items: [
      'Module 1: Foundations of negotiation: positions, interests and value',
      'Module 2: Preparation: BATNA, walk-away point and target',
      'Module 3: Negotiation styles and self-assessment',
      'Module 4: Questioning, active listening and reading the other side',
      'Module 5: Creating value: trade-offs and integrative bargaining',
      'Module 6: Claiming value: anchoring, concessions and closing',
      'Module 7: Handling hard tactics, deadlock and emotions',
      'Module 8: Team and cross-cultural negotiation',
    ],
  },
};
